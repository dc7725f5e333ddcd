public import EaseDiagnostics

/// One translatable string of `site.yml`, keyed by where it lives (`tabs.learn`,
/// `moods.very-anxious`, `reflect.prompts.2`, `ui.skip-to-content`).
public struct SiteString: Sendable {
    /// The key translators and `translations:` use.
    public var key: String
    /// The text (or plural forms).
    public var value: LocalizableString
    /// What the string is for.
    public var comment: String
    /// Where it is written; `nil` for a built-in `ui` default.
    public var location: SourceLocation?
}

/// Extracts the default locale's strings from `site.yml`.
public enum SiteStrings {
    /// Every translatable string of the default locale, in file order, then the built-in `ui` defaults.
    public static func source(of document: ParsedDocument) -> [SiteString] {
        guard let root = document.frontMatter else { return [] }
        var strings: [SiteString] = []
        func add(_ key: String, _ node: YAMLNode?, _ comment: String) {
            guard let node, let value = LocalizableString(node) else { return }
            strings.append(SiteString(key: key, value: value, comment: comment, location: document.location(node.range)))
        }
        add("title", root["title"], "name of the app and site")
        // An id that is not one (the schema reports it) keys its string by the id its fix-it
        // writes, so that the translations' keys still match while it is being fixed.
        for tab in root["tabs"]?.items ?? [] {
            guard let id = tab["id"]?.string.map(IdentifierIndex.repairing) else { continue }
            add("tabs.\(id)", tab["title"], "title of the \(id) tab")
        }
        for mood in root["moods"]?.items ?? [] {
            guard let id = mood["id"]?.string.map(IdentifierIndex.repairing) else { continue }
            add("moods.\(id)", mood["label"], "label of the mood button '\(id)'")
        }
        // Only the keys the schema knows: an unknown one (reported there) is no string to translate.
        for entry in root["buttons"]?.entries ?? [] where SiteSchema.buttons.field(entry.key) != nil {
            add("buttons.\(entry.key)", entry.value, "button '\(entry.key)'")
        }
        for entry in root["relax"]?.entries ?? [] where SiteSchema.relax.field(entry.key) != nil {
            add("relax.\(entry.key)", entry.value, "Relax tab: \(entry.key)")
        }
        for entry in root["reflect"]?.entries ?? [] where SiteSchema.reflect.field(entry.key) != nil {
            if let prompts = entry.value.items, entry.key == "prompts" {
                for (index, prompt) in prompts.enumerated() {
                    add("reflect.prompts.\(index + 1)", prompt, "Reflect tab: writing prompt \(index + 1)")
                }
            } else {
                add("reflect.\(entry.key)", entry.value, "Reflect tab: \(entry.key)")
            }
        }
        for entry in root["reminders"]?.entries ?? [] where SiteSchema.reminders.field(entry.key) != nil {
            add("reminders.\(entry.key)", entry.value["message"], "notification text of the \(entry.key) reminder")
        }
        var written: Set<String> = []
        for entry in root["ui"]?.entries ?? [] {
            written.insert(entry.key)
            add("ui.\(entry.key)", entry.value, InterfaceStrings.byKey[entry.key]?.comment ?? "site text")
        }
        for (key, value) in InterfaceStrings.defaults where !written.contains(key) {
            strings.append(SiteString(key: "ui.\(key)", value: value.value, comment: value.comment, location: nil))
        }
        return strings
    }

    /// A short digest of a string table (keys and every form), for `source-hash`.
    public static func hash(of strings: [SiteString]) -> String {
        var text = ""
        for string in strings.sorted(by: { $0.key < $1.key }) {
            text += string.key
            switch string.value {
            case .text(let value): text += "\u{1F}" + value
            case .plural(let forms):
                for category in PluralCategory.allCases { if let form = forms[category] { text += "\u{1F}\(category.rawValue)=\(form)" } }
            }
            text += "\n"
        }
        return SourceHash.of(Array(text.utf8))
    }
}

/// The digest translations record of their source: the first 12 hex digits of its SHA-256.
public enum SourceHash {
    /// The digest of some bytes (line endings normalised to LF, so a checkout with CRLF agrees).
    public static func of(_ bytes: [UInt8]) -> String {
        // Most text has no carriage return, and is hashed as it is.
        guard bytes.contains(13) else { return String(SHA256.hex(SHA256.digest(bytes)).prefix(12)) }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1; continue }
            normalized.append(bytes[index])
            index += 1
        }
        return String(SHA256.hex(SHA256.digest(normalized)).prefix(12))
    }
}
