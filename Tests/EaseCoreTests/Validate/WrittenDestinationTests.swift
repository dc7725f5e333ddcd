@testable import EaseCore
import EaseDiagnostics
import Testing

/// A link's or a media path's destination found again in the text of its range, for fix-its.
@Suite struct WrittenDestinationTests {
    /// The text `WrittenDestination` finds for `destination` in the whole of `text`, or `nil`.
    func found(_ destination: String, in text: String) -> String? {
        let file = SourceFile(path: "t.md", text: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let whole = SourceRange(start: SourcePosition(line: 1, column: 1),
                                end: SourcePosition(line: lines.count, column: lines.last!.unicodeScalars.count + 1))
        guard let range = WrittenDestination.range(of: destination, in: whole, of: file),
              let start = file.byteOffset(of: range.start), let end = file.byteOffset(of: range.end) else { return nil }
        #expect(range.start.line == range.end.line)
        return String(file.text(inBytes: start..<end))
    }

    @Test(arguments: [
        ("[text](a.md)", "a.md"),
        ("[text](a.md#part)", "a.md#part"),
        ("![alt](../media/x.png \"A title\")", "../media/x.png"),
        ("[a.md](a.md)", "a.md"),
        ("[text\nacross lines](\na.md)", "a.md"),
        ("Ёлка и 😰 [ссылка](a.md)", "a.md"),
        ("[in brackets](<a.md>)", "a.md"),
        ("media/x.png", "media/x.png"),
        ("\"media/x.png\"", "media/x.png"),
    ])
    func findsTheDestinationAsWritten(_ text: String, _ destination: String) {
        #expect(found(destination, in: text) == destination, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("[escaped](a\\-b.md)", "a-b.md"),
        ("[text][label]", "a.md"),
        ("[a.md](<a.md>)", "a.md"),
        ("[text](a.md)", ""),
    ])
    func findsNothingWhereItIsWrittenAnotherWay(_ text: String, _ destination: String) {
        #expect(found(destination, in: text) == nil, "\(text.debugDescription)")
    }

    @Test func theRangeCountsColumnsAsTheFilesPositionsDo() throws {
        let file = SourceFile(path: "t.md", text: "Ёлка [ссылка](a.md)\n")
        let range = try #require(WrittenDestination.range(of: "a.md", in: SourceRange(line: 1, column: 1, length: 19), of: file))
        #expect(range == SourceRange(line: 1, column: 15, length: 4))
    }
}
