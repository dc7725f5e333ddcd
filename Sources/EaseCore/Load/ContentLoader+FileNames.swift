/// How the loader reads a content file's name: its stem and, before `.md`, an optional locale.
extension ContentLoader {
    /// Splits `worry.md` into ("worry", nil) and `worry.ru.md` into ("worry", "ru"); `nil` if not Markdown.
    static func splitMarkdownName(_ name: String) -> (stem: String, locale: String?)? {
        // An ASCII name with no dot before `.md` (nearly every name): no locale, and no need to
        // walk its characters. Other names take the general way.
        if let stem = plainStem(of: name) { return (stem, nil) }
        return splitMarkdownNameByCharacters(name)
    }

    /// Whether `name` is a Markdown file's and, if so, its locale: what the listing needs, without
    /// making the stem (a string for each of ten thousand names, on one core before the parse).
    static func markdownLocale(of name: String) -> (isMarkdown: Bool, locale: String?) {
        if name.withContiguousUTF8({ plainStemBytes(of: $0) != nil }) { return (true, nil) }
        guard let (_, locale) = splitMarkdownNameByCharacters(name) else { return (false, nil) }
        return (true, locale)
    }

    /// The stem of an ASCII name that ends in `.md` and has no other dot, read from its bytes in
    /// place; `nil` for any other name. Walking the name's `UTF8View` (all ASCII? ends in `.md`?
    /// a dot before?) cost about 2,000 instructions a name: 20 M while the readings folder was
    /// listed at 10,000 readings, on one core before the parse began.
    private static func plainStem(of name: String) -> String? {
        name.withContiguousUTF8 { bytes in plainStemBytes(of: bytes).map { String(decoding: $0, as: UTF8.self) } }
    }

    /// ``plainStem(of:)``'s bytes, in place.
    private static func plainStemBytes(of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let count = bytes.count
        guard count > 3, bytes[count - 3] == UInt8(ascii: "."), bytes[count - 2] == UInt8(ascii: "m"),
              bytes[count - 1] == UInt8(ascii: "d") else { return nil }
        let stem = UnsafeBufferPointer(rebasing: bytes[..<(count - 3)])
        for byte in stem where byte >= 0x80 || byte == UInt8(ascii: ".") { return nil }
        return stem
    }

    /// The stem of the file at a content-relative path (`readings/worry.md` → `worry`), the name
    /// its item is usually given; a name that is not Markdown is its own stem.
    static func stem(ofPath relativePath: String) -> String {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return splitMarkdownName(name)?.stem ?? name
    }

    /// ``splitMarkdownName(_:)`` by characters: any name (a locale after the last dot, non-ASCII stems).
    static func splitMarkdownNameByCharacters(_ name: String) -> (stem: String, locale: String?)? {
        guard name.hasSuffix(".md"), name.count > 3 else { return nil }
        let stem = String(name.dropLast(3))
        let parts = stem.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, let last = parts.last, LocaleCode.isWellFormed(String(last)) {
            return (parts.dropLast().joined(separator: "."), String(last))
        }
        return (stem, nil)
    }
}
