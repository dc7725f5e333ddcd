@testable import EaseCore
import Foundation
import Testing

@Suite struct WhitespaceTrimmingTests {
    static let texts = ["", " ", "plain", "  two sides\t", "\u{00A0}non-breaking\u{3000}", "\nnewlines stay\n", "\u{200B}zero width\u{200B}",
                        " \t\u{2003} ", "é\u{301} ", " inner  space ", "\r\n", "\u{0B}v\u{0C}", "\u{FEFF}bom", "\u{1680}ogham\u{2028}",
                        "Тревога", " \u{2029}\u{85} ", "\u{2028}", "\u{A0}\u{202F}\u{205F}", "\u{3000}ヘ", "\u{180E}"]

    @Test(arguments: texts)
    func trimsWhatFoundationsWhitespacesTrims(_ text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        let padded = "x" + text + "x"
        let slice = padded.dropFirst().dropLast()
        #expect(slice.trimmingWhitespace() == slice.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: texts)
    func blankIsWhatFoundationTrimsToNothing(_ text: String) {
        #expect(text.isBlank == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(("x" + text).isBlank == false)
    }

    /// The sets the trimming and the blank test use are Foundation's, scalar by scalar.
    @Test func theScalarSetsAreFoundations() {
        let everyScalar = (UInt32(0)...0x10FFFF).lazy.compactMap(Unicode.Scalar.init)
        let spaces = everyScalar.filter { FoundationWhitespace.isSpace($0) != CharacterSet.whitespaces.contains($0) }
        let whiteSpace = everyScalar.filter { FoundationWhitespace.isSpaceOrNewline($0) != CharacterSet.whitespacesAndNewlines.contains($0) }
        #expect(Array(spaces) == [])
        #expect(Array(whiteSpace) == [])
    }
}
