public import EaseDiagnostics

/// One locale's block under `translations:` in `site.yml`:
///
/// ```yaml
/// translations:
///   ru:
///     source-hash: 3f2a9c0d41b7      # SiteStrings.hash of the English strings it was made from
///     strings:
///       tabs.learn: Узнать
///       ui.reading-time: { one: "{count} минута чтения", few: …, many: …, other: … }
/// ```
public struct SiteTranslation: Sendable {
    /// One translated string and where it is written.
    public struct Entry: Sendable {
        public var value: LocalizableString
        /// Where the key is written.
        public var keyLocation: SourceLocation
        /// Where the value is written.
        public var location: SourceLocation
    }

    /// The locale, where its key is written.
    public var locale: Located<String>
    /// The recorded digest of the source strings, if any.
    public var sourceHash: Located<String>?
    /// Translated strings by key, and the keys in file order.
    public var strings: [String: Entry]
    public var keys: [String]

    /// Reads every locale block of `translations:`.
    static func all(in document: ParsedDocument) -> [SiteTranslation] {
        (document.frontMatter?["translations"]?.entries ?? []).map { block in
            var strings: [String: Entry] = [:]
            var keys: [String] = []
            for entry in block.value["strings"]?.entries ?? [] {
                guard let value = LocalizableString(entry.value) else { continue }
                if strings[entry.key] == nil { keys.append(entry.key) }
                strings[entry.key] = Entry(value: value, keyLocation: document.location(entry.keyRange),
                                           location: document.location(entry.value.range))
            }
            let hash = block.value["source-hash"].flatMap { node in node.string.map { Located($0, at: document.location(node.range)) } }
            return SiteTranslation(locale: Located(block.key, at: document.location(block.keyRange)),
                                   sourceHash: hash, strings: strings, keys: keys)
        }
    }
}
