import EaseDiagnostics

/// Checks what `ease check --fix` left of a file against what it was: a file that is not UTF-8
/// text (or has a NUL) is not changed at all; one that is stays UTF-8, keeps its byte-order mark
/// or its lack of one, and, when every line of it ended in CR LF, has no line ending in a bare LF.
struct FixedTextCheck {
    /// The file before `--fix`.
    let before: [UInt8]
    /// The file after it.
    let after: [UInt8]

    func check() -> [FuzzFinding] {
        let mark = SourceFile.byteOrderMark
        let hadMark = before.starts(with: mark)
        let text = hadMark ? Array(before.dropFirst(mark.count)) : before
        guard !text.contains(0), String(validating: text, as: UTF8.self) != nil else {
            return after == before ? [] : [FuzzFinding("fix-keeps-bytes", "--fix changed a file that is not UTF-8 text")]
        }
        var findings: [FuzzFinding] = []
        if after.starts(with: mark) != hadMark {
            findings.append(FuzzFinding("fix-keeps-mark", hadMark ? "--fix dropped the byte-order mark" : "--fix added a byte-order mark"))
        }
        if String(validating: after, as: UTF8.self) == nil {
            findings.append(FuzzFinding("fix-keeps-utf8", "--fix left text that is not UTF-8"))
        }
        if Self.endsEveryLineWithCarriageReturn(before), let bare = Self.bareLineFeed(in: after) {
            findings.append(FuzzFinding("fix-keeps-line-breaks", "--fix wrote a bare LF (byte \(bare)) into a file whose lines all end in CR LF"))
        }
        return findings
    }

    /// Whether the text has line feeds and a carriage return before each.
    static func endsEveryLineWithCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.contains(UInt8(ascii: "\n")) && bareLineFeed(in: bytes) == nil
    }

    /// The offset of the first line feed with no carriage return before it.
    static func bareLineFeed(in bytes: [UInt8]) -> Int? {
        bytes.indices.first { bytes[$0] == UInt8(ascii: "\n") && ($0 == 0 || bytes[$0 - 1] != UInt8(ascii: "\r")) }
    }
}
