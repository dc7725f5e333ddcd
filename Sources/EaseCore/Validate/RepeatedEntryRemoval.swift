import EaseDiagnostics

extension ValidationContext {
    /// The fix-it that removes a repeated entry of a list: in a flow list (`[a, b, a]`) the entry
    /// with the comma before it; in a block list, or a Markdown list, its line (`- a` and the line
    /// break). None when the entry is written otherwise (the first of a flow list, or sharing its
    /// line with something else).
    func removalOfRepeated(_ entry: Located<String>, label: String, memo: inout FindingSourceFiles) -> [FixIt] {
        guard let file = sourceFile(at: entry.location.path, memo: &memo), let bytes = file.byteRange(of: entry.location.range) else { return [] }
        var start = bytes.lowerBound
        while start > 0, file.byte(at: start - 1) == UInt8(ascii: " ") { start -= 1 }
        if start > 0, file.byte(at: start - 1) == UInt8(ascii: ",") {
            return [FixIt(label, replacing: file.range(ofBytes: (start - 1)..<bytes.upperBound), with: "")]
        }
        let range = entry.location.range
        guard range.start.line == range.end.line, let line = file.byteRange(ofLine: range.start.line),
              let next = file.byteRange(ofLine: range.start.line + 1) else { return [] }
        let lineRemoval = [FixIt(label, replacing: file.range(ofBytes: line.lowerBound..<next.lowerBound), with: "")]
        // The entry is the first thing after the line's marker (`- a`, `- "a"`); what follows it on
        // the line (a comment) goes with it.
        var position = line.lowerBound
        while position < bytes.lowerBound, file.byte(at: position) == UInt8(ascii: " ") { position += 1 }
        guard file.byte(at: position) == UInt8(ascii: "-") else { return [] }
        // A Markdown list item's range may start at its marker.
        if position == bytes.lowerBound { return lineRemoval }
        position += 1
        guard file.byte(at: position) == UInt8(ascii: " ") else { return [] }
        while position < bytes.lowerBound, file.byte(at: position) == UInt8(ascii: " ") { position += 1 }
        if position < bytes.lowerBound, file.byte(at: position) == UInt8(ascii: "\"") || file.byte(at: position) == UInt8(ascii: "'") { position += 1 }
        return position == bytes.lowerBound ? lineRemoval : []
    }
}
