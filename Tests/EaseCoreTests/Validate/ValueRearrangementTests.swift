@testable import EaseCore
import EaseDiagnostics
import Testing

/// Values rewritten in another order, the text between them kept.
@Suite struct ValueRearrangementTests {
    let file = SourceFile(path: "site.yml", text: "durations: [10, 2, 5]\n")
    // `10`, `2` and `5`, where they are written.
    let values = [SourceRange(line: 1, column: 13, length: 2), SourceRange(line: 1, column: 17, length: 1),
                  SourceRange(line: 1, column: 20, length: 1)]

    @Test func eachValueGoesToItsSlot() throws {
        let fix = try #require(FixIt.rearranging(values, into: [1, 2, 0], in: file, label: "order"))
        #expect(fix.replacement == "2, 5, 10")
        #expect(fix.range == SourceRange(line: 1, column: 13, length: 8))
    }

    @Test func rangesOutOfOrderGiveNone() {
        #expect(FixIt.rearranging([values[2], values[0]], into: [1, 0], in: file, label: "swap") == nil)
    }
}
