/// A translatable string of `site.yml`: plain text, or one text per CLDR plural category
/// (`{count}` is replaced by the number).
public enum LocalizableString: Sendable, Equatable {
    /// Text without a count.
    case text(String)
    /// Text per plural category, such as `one: "{count} minute to read"`.
    case plural([PluralCategory: String])

    /// Reads a YAML value: a scalar, or a mapping of plural categories; `nil` for anything else.
    init?(_ node: YAMLNode) {
        if let text = node.string {
            self = .text(text)
            return
        }
        guard let entries = node.entries else { return nil }
        var forms: [PluralCategory: String] = [:]
        for entry in entries {
            guard let category = PluralCategory(rawValue: entry.key), let text = entry.value.string else { return nil }
            forms[category] = text
        }
        self = .plural(forms)
    }

    /// Every text of the string (one, or one per plural form in CLDR order).
    public var texts: [String] {
        switch self {
        case .text(let text): return [text]
        case .plural(let forms): return PluralCategory.allCases.compactMap { forms[$0] }
        }
    }

    /// The text of a plain string, or the `other` form of a plural one.
    public var text: String {
        switch self {
        case .text(let text): return text
        case .plural(let forms): return forms[.other] ?? forms.values.sorted().first ?? ""
        }
    }

    /// The plural categories present (empty for plain text).
    public var categories: Set<PluralCategory> {
        if case .plural(let forms) = self { return Set(forms.keys) }
        return []
    }

    /// The text for a count in a locale, with `{count}` filled in ("5 минут").
    public func format(_ count: Int, locale: String) -> String {
        switch self {
        case .text(let text):
            return text.replacingPlaceholder("{count}", with: String(count))
        case .plural(let forms):
            let category = PluralRules.category(of: count, locale: locale)
            let form = forms[category] ?? forms[.other] ?? ""
            return form.replacingPlaceholder("{count}", with: String(count))
        }
    }

    /// The `{name}` placeholders used anywhere in the string.
    public var placeholders: Set<String> {
        Set(texts.flatMap(Self.placeholders(in:)))
    }

    /// The `{name}` placeholders of one text (names are letters, digits and hyphens).
    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty { names.append(name) }
                current = nil
            } else if current != nil {
                if character.isLetter || character.isNumber || character == "-" { current!.append(character) } else { current = nil }
            }
        }
        return names
    }
}
