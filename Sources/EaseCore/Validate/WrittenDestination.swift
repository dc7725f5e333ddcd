import EaseDiagnostics
import EaseMarkdown

/// Where a link's or an image's destination is written in its source, for a fix-it that rewrites
/// the destination and nothing else: `[text](here)` and `![alt](here "title")` in a Markdown body,
/// or a front-matter value (`path: here`, quoted or not).
///
/// The parse keeps a link's range, not its destination's, so the destination is found again in
/// the text of that range. One written another way than the parse gives it (with backslash
/// escapes, entities or angle brackets, or a reference link's `[text][label]`) is not found, and
/// its finding keeps its "did you mean" without a fix-it.
enum WrittenDestination {
    /// The range of `destination` inside `range` of `file`: after the last `](` that it follows,
    /// up to a `)` or the white space before a title; else, as a value on its own, the one place
    /// it stands in the range. `nil` when it is not written so.
    static func range(of destination: String, in range: SourceRange, of file: SourceFile) -> SourceRange? {
        guard !destination.isEmpty, let bytes = file.byteRange(of: range), !bytes.isEmpty else { return nil }
        let text = Array(file.text(inBytes: bytes).utf8)
        let link = Array("](\(destination)".utf8)
        let ends: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        if let found = occurrences(of: link, in: text).last(where: { $0 + link.count < text.count && ends.contains(text[$0 + link.count]) }) {
            return file.range(ofBytes: (bytes.lowerBound + found + 2)..<(bytes.lowerBound + found + link.count))
        }
        return file.range(ofTheOne: destination, within: range)
    }

    /// The fix-it that writes `fixed` over a link's or an image's destination ("\(verb) 'fixed'"
    /// its text), when there is one to write and the destination is found as written. `file` is
    /// the document's, read at the first call (``ValidationContext/sourceFile(of:)``) and kept by
    /// the caller for the document's other findings.
    static func fixIts(writing fixed: String?, saying verb: String, over reference: MarkdownReference, in document: ParsedDocument,
                       file: inout SourceFile??, _ context: ValidationContext) -> [FixIt] {
        guard let fixed else { return [] }
        if file == nil { file = context.sourceFile(of: document) }
        guard let source = file!, let range = range(of: reference.destination, in: reference.range, of: source) else { return [] }
        return [FixIt("\(verb) '\(fixed)'", replacing: range, with: fixed)]
    }

    private static func occurrences(of needle: [UInt8], in text: [UInt8]) -> [Int] {
        guard needle.count <= text.count else { return [] }
        return (0...(text.count - needle.count)).filter { text[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
