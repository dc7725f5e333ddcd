@testable import EaseCore
import Foundation
import Testing

@Suite struct WhitespaceTrimmingTests {
    @Test(arguments: ["", " ", "plain", "  two sides\t", "\u{00A0}non-breaking\u{3000}", "\nnewlines stay\n", "\u{200B}zero width\u{200B}",
                      " \t\u{2003} ", "é\u{301} ", " inner  space ", "\r\n", "\u{0B}v\u{0C}", "\u{FEFF}bom", "\u{1680}ogham\u{2028}"])
    func trimsWhatFoundationsWhitespacesTrims(_ text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        let padded = "x" + text + "x"
        let slice = padded.dropFirst().dropLast()
        #expect(slice.trimmingWhitespace() == slice.trimmingCharacters(in: .whitespaces))
    }
}
