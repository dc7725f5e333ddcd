/// Links that did not parse and emphasis that never closed, found in the source of the text
/// CommonMark left in a paragraph or heading (a text inline holds no link and no emphasis that
/// parsed): a `]` after a `[` that it could not make a link of, a run of `*` or `_` it could
/// not pair. A character escaped with `\` is not looked at.
extension LiteralMarkupFinder {
    mutating func lookInText(of inlines: [MarkdownInline]) {
        var brackets: [Int] = []
        walk(inlines, brackets: &brackets)
    }

    /// `brackets`: where the `[`s left as text are, the innermost last.
    private mutating func walk(_ inlines: [MarkdownInline], brackets: inout [Int]) {
        for inline in inlines {
            switch inline.kind {
            case .text:
                guard let range = file.byteRange(of: inline.range) else { continue }
                var index = range.lowerBound
                while index < range.upperBound {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\\") { index += 2; continue }
                    if byte == UInt8(ascii: "[") {
                        brackets.append(index)
                    } else if byte == UInt8(ascii: "]") {
                        lookAfterBracket(at: index, opener: brackets.popLast())
                    } else if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") {
                        var end = index
                        while end < range.upperBound, bytes[end] == byte { end += 1 }
                        if end - index <= 3 { lookAtRun(index..<end) }
                        index = end
                        continue
                    }
                    index += 1
                }
            case .emphasis(let children), .strong(let children):
                walk(children, brackets: &brackets)
            case .link, .image, .code, .html, .softBreak, .lineBreak:
                continue
            }
        }
    }

    /// What follows a `]` left as text: a `(` (a destination CommonMark could not read), spaces
    /// and a `(` around something shaped like a destination, or a `[label]` no definition names.
    private mutating func lookAfterBracket(at close: Int, opener candidate: Int?) {
        // cmark can place the inlines of a lazy continuation line out of order: a `[` read after
        // its `]` opens nothing here.
        let opener = candidate.flatMap { $0 < close ? $0 : nil }
        let start = opener ?? close
        var next = close + 1
        guard next < bytes.count else { return }
        switch bytes[next] {
        case UInt8(ascii: "("):
            guard let end = lineIndex(of: UInt8(ascii: ")"), from: next + 1) else {
                return found.append(MarkdownLiteralMarkup(.unclosedDestination, at: file.range(ofBytes: start..<(next + 1))))
            }
            let destination = bytes[(next + 1)..<end]
            // A title in quotes after the destination is another mistake, not this one.
            guard destination.first != UInt8(ascii: "<"), !destination.contains(UInt8(ascii: "\"")), !destination.contains(UInt8(ascii: "'")),
                  MarkdownByte.trimmed(destination).contains(where: MarkdownByte.isSpace) else { return }
            found.append(MarkdownLiteralMarkup(.spaceInDestination(destination: String(decoding: MarkdownByte.trimmed(destination), as: UTF8.self)),
                                               at: file.range(ofBytes: start..<(end + 1))))
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "("), opener != nil,
                  let end = lineIndex(of: UInt8(ascii: ")"), from: next + 1) else { return }
            let destination = bytes[(next + 1)..<end]
            guard !destination.isEmpty, !destination.contains(where: MarkdownByte.isSpace),
                  destination.contains(where: { Self.destinationMarks.contains($0) }) else { return }
            found.append(MarkdownLiteralMarkup(.spaceBeforeDestination, at: file.range(ofBytes: start..<(end + 1))))
        case UInt8(ascii: "["):
            guard opener != nil, let end = lineIndex(of: UInt8(ascii: "]"), from: next + 1), end > next + 1 else { return }
            let label = bytes[(next + 1)..<end]
            guard !label.contains(UInt8(ascii: "[")) else { return }
            found.append(MarkdownLiteralMarkup(.undefinedReference(label: String(decoding: label, as: UTF8.self)),
                                               at: file.range(ofBytes: start..<(end + 1))))
        default:
            return
        }
    }

    /// The bytes a destination has and prose in parentheses rarely does: `page.md`, `a/b`, `#anchor`, `https:`.
    static let destinationMarks: Set<UInt8> = Set("./#:".utf8)

    /// A run of `*` or `_` left as text: one that can open emphasis and not close it, or (of two
    /// or more) close and not open, as CommonMark tells by the characters on either side.
    private mutating func lookAtRun(_ range: Range<Int>) {
        let before = range.lowerBound > 0 ? bytes[range.lowerBound - 1] : UInt8(ascii: "\n")
        let after = range.upperBound < bytes.count ? bytes[range.upperBound] : UInt8(ascii: "\n")
        let leftFlanking = !MarkdownByte.isSpace(after) && (!MarkdownByte.isPunctuation(after) || MarkdownByte.isSpace(before) || MarkdownByte.isPunctuation(before))
        let rightFlanking = !MarkdownByte.isSpace(before) && (!MarkdownByte.isPunctuation(before) || MarkdownByte.isSpace(after) || MarkdownByte.isPunctuation(after))
        let underscore = bytes[range.lowerBound] == UInt8(ascii: "_")
        let opens = leftFlanking && (!underscore || !rightFlanking || MarkdownByte.isPunctuation(before))
        let closes = rightFlanking && (!underscore || !leftFlanking || MarkdownByte.isPunctuation(after))
        guard opens != closes, opens || range.count >= 2 else { return }
        found.append(MarkdownLiteralMarkup(.unclosedEmphasis(run: String(decoding: bytes[range], as: UTF8.self), opens: opens),
                                           at: file.range(ofBytes: range)))
    }

    /// The first `byte` from `start` to the end of its line.
    private func lineIndex(of byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }
}
