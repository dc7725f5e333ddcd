import EaseDiagnostics

/// Strikethrough, footnotes and web addresses, found in the source text of a paragraph's or
/// heading's text inlines (code spans, raw HTML and image descriptions are not text to look in;
/// a link's text is looked in for strikethrough, not for addresses).
extension GitHubSyntaxFinder {
    /// A `~~` run in the source: where it is, and whether it could open or close struck text
    /// (not before or after white space, as GitHub reads it).
    private struct TildeRun {
        var bytes: Range<Int>
        var opens: Bool
        var closes: Bool
    }

    /// Looks for struck text and footnote references in `inlines`; a reference starting before
    /// `definitionEnd` is the paragraph's own definition marker.
    mutating func lookInText(of inlines: [MarkdownInline], definitionEnd: Int = 0) {
        var runs: [TildeRun] = []
        collect(inlines, runs: &runs, definitionEnd: definitionEnd)
        var opener: TildeRun?
        for run in runs {
            if let open = opener, run.closes {
                found.append(MarkdownGitHubSyntax(.strikethrough, at: file.range(ofBytes: open.bytes.lowerBound..<run.bytes.upperBound)))
                opener = nil
            } else if run.opens {
                opener = run
            }
        }
    }

    private mutating func collect(_ inlines: [MarkdownInline], runs: inout [TildeRun], definitionEnd: Int, inLink: Bool = false) {
        for inline in inlines {
            switch inline.kind {
            case .text:
                guard let range = file.byteRange(of: inline.range) else { continue }
                runs += tildeRuns(in: range)
                if !inLink { lookForWebAddresses(in: range) }
                for reference in footnoteReferences(in: range) where reference.bytes.lowerBound >= definitionEnd {
                    note(reference.label, referencedAt: file.range(ofBytes: reference.bytes))
                }
            case .emphasis(let children), .strong(let children):
                collect(children, runs: &runs, definitionEnd: definitionEnd, inLink: inLink)
            case .link(_, _, let children):
                // `[^1]` is a link when a `[^1]: https://…` line above made it a link reference definition.
                if let range = file.byteRange(of: inline.range), let label = Self.footnoteLabel(bytes[range]) {
                    note(label, referencedAt: inline.range)
                } else {
                    collect(children, runs: &runs, definitionEnd: definitionEnd, inLink: true)
                }
            case .code, .html, .image, .softBreak, .lineBreak:
                continue
            }
        }
    }

    /// The runs of exactly two tildes in the file's bytes `range`, not escaped.
    private func tildeRuns(in range: Range<Int>) -> [TildeRun] {
        var runs: [TildeRun] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "~") else { index += 1; continue }
            var end = index
            while end < range.upperBound, bytes[end] == UInt8(ascii: "~") { end += 1 }
            let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
            let after = end < bytes.count ? bytes[end] : UInt8(ascii: " ")
            if end - index == 2, before != UInt8(ascii: "\\") {
                runs.append(TildeRun(bytes: index..<end, opens: !MarkdownByte.isSpace(after), closes: !MarkdownByte.isSpace(before)))
            }
            index = end
        }
        return runs
    }

    /// The footnote references (`[^label]`, not followed by `:`) in the file's bytes `range`.
    private func footnoteReferences(in range: Range<Int>) -> [(label: String, bytes: Range<Int>)] {
        var references: [(label: String, bytes: Range<Int>)] = []
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "^"),
                  let close = bytes[(index + 2)..<range.upperBound].firstIndex(where: { !Self.isLabelByte($0) }),
                  close > index + 2, bytes[close] == UInt8(ascii: "]") else { continue }
            let followedByColon = close + 1 < bytes.count && bytes[close + 1] == UInt8(ascii: ":")
            if !followedByColon {
                references.append((String(decoding: bytes[(index + 2)..<close], as: UTF8.self), index..<(close + 1)))
            }
            index = close
        }
        return references
    }

    /// Looks at a paragraph's first line for a footnote definition (`[^label]:`) and returns
    /// where its marker ends (0 without one).
    mutating func lookForFootnoteDefinition(opening line: [MarkdownInline]) -> Int {
        guard let first = line.first, case .text = first.kind, let range = file.byteRange(of: first.range),
              let close = bytes[range].firstIndex(of: UInt8(ascii: "]")), close + 1 < range.upperBound,
              bytes[close + 1] == UInt8(ascii: ":"), let label = Self.footnoteLabel(bytes[range.lowerBound...close]) else { return 0 }
        let marker = file.range(ofBytes: range.lowerBound..<(close + 2))
        if let known = footnotes.firstIndex(where: { $0.label == label }) {
            if footnotes[known].definition == nil { footnotes[known].definition = marker }
        } else {
            footnotes.append((label, marker, []))
        }
        return close + 2
    }

    private mutating func note(_ label: String, referencedAt range: SourceRange) {
        if let known = footnotes.firstIndex(where: { $0.label == label }) {
            footnotes[known].references.append(range)
        } else {
            footnotes.append((label, nil, [range]))
        }
    }

    /// The label of `[^label]` when `bytes` are exactly that.
    static func footnoteLabel(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.count >= 4, bytes.first == UInt8(ascii: "["), bytes[bytes.startIndex + 1] == UInt8(ascii: "^"),
              bytes.last == UInt8(ascii: "]") else { return nil }
        let label = bytes.dropFirst(2).dropLast()
        return label.allSatisfy(isLabelByte) ? String(decoding: label, as: UTF8.self) : nil
    }

    static func isLabelByte(_ byte: UInt8) -> Bool {
        !MarkdownByte.isSpace(byte) && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "[")
    }
}

/// The rows of a GitHub table, by their source bytes.
enum TableRowShape {
    /// The cell count of a delimiter row (`| --- | :-: |`, `---|---`): cells of dashes with a colon
    /// at either end, split by pipes, with at least one pipe; `nil` for any other line.
    static func delimiterCells(_ row: ArraySlice<UInt8>) -> Int? {
        guard row.contains(UInt8(ascii: "|")) else { return nil }
        let cells = cells(of: row)
        let valid = cells.allSatisfy { cell in
            var cell = cell[...]
            if cell.first == UInt8(ascii: ":") { cell = cell.dropFirst() }
            if cell.last == UInt8(ascii: ":") { cell = cell.dropLast() }
            return !cell.isEmpty && cell.allSatisfy { $0 == UInt8(ascii: "-") }
        }
        return valid ? cells.count : nil
    }

    /// How many cells a row has: its pipes, not counting one at either end or an escaped one (`\|`).
    static func cellCount(_ row: ArraySlice<UInt8>) -> Int {
        cells(of: row).count
    }

    /// A row's cells, each trimmed of spaces and tabs.
    private static func cells(of row: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var row = MarkdownByte.trimmed(row)
        if row.first == UInt8(ascii: "|") { row = row.dropFirst() }
        if row.last == UInt8(ascii: "|"), row.dropLast().last != UInt8(ascii: "\\") { row = row.dropLast() }
        var cells: [ArraySlice<UInt8>] = []
        var start = row.startIndex
        var index = row.startIndex
        while index < row.endIndex {
            if row[index] == UInt8(ascii: "\\") { index += 2; continue }
            if row[index] == UInt8(ascii: "|") {
                cells.append(MarkdownByte.trimmed(row[start..<index]))
                start = index + 1
            }
            index += 1
        }
        cells.append(MarkdownByte.trimmed(row[start..<min(index, row.endIndex)]))
        return cells
    }
}
