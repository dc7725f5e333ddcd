/// Web addresses written as text: GitHub's Markdown links `https://example.org` by itself,
/// CommonMark only between angle brackets (`<https://example.org>`), so the app and the site
/// would show the address as text that cannot be followed.
extension GitHubSyntaxFinder {
    /// Finds the `http` and `https` addresses, and those that start with `www.` (which GitHub
    /// links as `http` ones), that start in the file's bytes `range`. An address runs on in the
    /// source past the text inline it starts in (smart punctuation makes its dots inlines of
    /// their own) to a space or a `<`, less the punctuation that ends a sentence around it, as
    /// GitHub reads it.
    mutating func lookForWebAddresses(in range: Range<Int>) {
        var index = max(range.lowerBound, webAddressEnd)
        while index + 3 <= range.upperBound {
            defer { index += 1 }
            let start: Int
            let host: Int
            if bytes[index] == UInt8(ascii: "w") {
                guard startsWWW(at: index) else { continue }
                (start, host) = (index, index + 4)
            } else {
                guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/"),
                      let schemeStart = schemeStart(before: index, from: range.lowerBound) else { continue }
                (start, host) = (schemeStart, index + 3)
            }
            let end = addressEnd(from: host)
            // A host: at least a letter or digit after the slashes or the `www.`.
            guard end > host, MarkdownByte.isAlphanumeric(bytes[host]) else { continue }
            found.append(MarkdownGitHubSyntax(.webAddress(String(decoding: bytes[start..<end], as: UTF8.self)),
                                              at: file.range(ofBytes: start..<end)))
            webAddressEnd = end
            index = end - 1
        }
    }

    /// Whether `www.` starts at `index`, where GitHub looks for one: at the start of the file or
    /// a line, after white space, or after `*`, `_`, `~` or `(`.
    private func startsWWW(at index: Int) -> Bool {
        guard index + 4 < bytes.count, bytes[index + 1] == UInt8(ascii: "w"), bytes[index + 2] == UInt8(ascii: "w"),
              bytes[index + 3] == UInt8(ascii: ".") else { return false }
        guard index > 0 else { return true }
        let before = bytes[index - 1]
        return before <= 0x20 || before == UInt8(ascii: "*") || before == UInt8(ascii: "_") || before == UInt8(ascii: "~") || before == UInt8(ascii: "(")
    }

    /// Where the scheme before the colon at `colon` starts, when it is `http` or `https` (any
    /// letter case) and no letter or digit runs into it.
    private func schemeStart(before colon: Int, from lowest: Int) -> Int? {
        var start = colon
        while start > lowest, start > colon - 5, MarkdownByte.isAlphanumeric(bytes[start - 1]) { start -= 1 }
        let scheme = String(decoding: bytes[start..<colon], as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        return start > 0 && MarkdownByte.isAlphanumeric(bytes[start - 1]) ? nil : start
    }

    /// The end of an address whose host starts at `host`: the first white space (any: a vertical
    /// tab, a no-break space), control character, `<` or `>`, less trailing punctuation and a
    /// closing parenthesis or bracket the address did not open. A `>` ends it too, as no link in
    /// angle brackets can hold one: taken into the address, the fix-it `<…>` wrote it back after
    /// the address, and every round of `ease check --fix` added one more (the fix fuzz target).
    private func addressEnd(from host: Int) -> Int {
        var end = host
        while end < bytes.count, bytes[end] > 0x20, bytes[end] != 0x7F, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: ">"),
              !startsWhiteSpace(at: end) { end += 1 }
        while end > host {
            let last = bytes[end - 1]
            if Self.trailingPunctuation.contains(last) { end -= 1; continue }
            if let open = Self.closers[last], occurrences(of: last, in: host..<end) > occurrences(of: open, in: host..<end) { end -= 1; continue }
            break
        }
        return end
    }

    /// Whether the character past ASCII that starts at `index` is white space (U+00A0, U+2003…).
    private func startsWhiteSpace(at index: Int) -> Bool {
        guard bytes[index] >= 0xC0 else { return false }
        let length = bytes[index] >= 0xF0 ? 4 : bytes[index] >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return false }
        return String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first?.properties.isWhitespace ?? false
    }

    /// Punctuation that ends a sentence or a quotation after an address, not part of it.
    static let trailingPunctuation: Set<UInt8> = Set("?!.,:;*_~'\"".utf8)
    /// Closing brackets and the ones that open them.
    static let closers: [UInt8: UInt8] = [UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "[")]

    private func occurrences(of byte: UInt8, in range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 + ($1 == byte ? 1 : 0) }
    }
}
