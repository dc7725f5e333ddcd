/// Writes the `translations:` block of `site.yml` in a canonical form (strings in source order,
/// quoted only when YAML needs it) and puts it in place of the file's current block, leaving
/// every other line of the file as it was. Used by `ease strings import`.
public enum TranslationsBlockWriter {
    /// One locale's block.
    public struct Block: Sendable {
        public var locale: String
        public var sourceHash: String?
        public var strings: [(key: String, value: LocalizableString)]

        public init(locale: String, sourceHash: String?, strings: [(key: String, value: LocalizableString)]) {
            self.locale = locale
            self.sourceHash = sourceHash
            self.strings = strings
        }
    }

    /// The block's text, ending with a newline.
    public static func yaml(_ blocks: [Block]) -> String {
        var out = "translations:\n"
        for block in blocks {
            out += "  \(block.locale):\n"
            if let hash = block.sourceHash { out += "    source-hash: \(hash)\n" }
            out += "    strings:\n"
            for (key, value) in block.strings {
                switch value {
                case .text(let text):
                    out += "      \(key): \(scalar(text))\n"
                case .plural(let forms):
                    out += "      \(key):\n"
                    for category in PluralCategory.allCases { if let form = forms[category] { out += "        \(category.rawValue): \(scalar(form))\n" } }
                }
            }
        }
        return out
    }

    /// `text` with its `translations:` block (a top-level key and the indented or blank lines
    /// under it) replaced by `block`; appended when there is none.
    public static func replacingBlock(in text: String, with block: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("translations:") }) else {
            return text + (text.hasSuffix("\n") || text.isEmpty ? "" : "\n") + (text.isEmpty ? "" : "\n") + block
        }
        var end = start + 1
        while end < lines.count, lines[end].isEmpty || lines[end].hasPrefix(" ") { end += 1 }
        // Blank lines before the next top-level key belong to the file, not to the block.
        var keep = end
        while keep > start + 1, lines[keep - 1].isEmpty { keep -= 1 }
        let before = lines[..<start].joined(separator: "\n")
        let after = lines[keep...].joined(separator: "\n")
        return (before.isEmpty ? "" : before + "\n") + block + (after.isEmpty ? "" : after + "\n")
    }

    /// A YAML scalar: plain when that reads back as the same string, double-quoted otherwise.
    static func scalar(_ text: String) -> String {
        let special: Set<Character> = ["{", "}", "[", "]", "#", ":", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", ",", "?", "-", "\\"]
        let plain = !text.isEmpty && text.first != " " && text.last != " " && !special.contains(text.first!)
            && !text.contains(": ") && !text.contains(" #") && !text.hasSuffix(":") && !text.contains("{")
            && !text.contains("\n") && !text.contains("\t")
            && !["true", "false", "yes", "no", "null", "~", "on", "off"].contains(text.lowercased()) && Double(text) == nil
        // A YAML double-quoted scalar accepts every JSON string literal.
        return plain ? text : JSONValue.quoted(text)
    }
}
