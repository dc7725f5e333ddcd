import EaseBytes
import EaseTestSupport
import Testing
@testable import EaseTemplates

/// The escaper, which looks for the five characters eight bytes at a time, against a byte-by-byte reference.
@Suite struct HTMLEscapingTests {
    /// Each of the five characters escaped one byte at a time, from a table.
    static let entities: [UInt8: String] = [0x26: "&amp;", 0x3C: "&lt;", 0x3E: "&gt;", 0x22: "&quot;", 0x27: "&#39;"]

    func reference(_ text: String) -> [UInt8] {
        text.utf8.flatMap { byte in Self.entities[byte].map { Array($0.utf8) } ?? [byte] }
    }

    @Test func specialsAtEveryPositionOfAWord() {
        for special in ["&", "<", ">", "\"", "'"] {
            for text in WordScanTexts.placing(special) {
                let out = ByteBuffer()
                HTMLEscaping.append(text, to: out)
                #expect(out.array == reference(text), "\(text)")
                #expect(HTMLEscaping.needsEscaping(text))
            }
        }
        #expect(!HTMLEscaping.needsEscaping("plain text that runs past a word, ünïcode included"))
    }

    @Test func randomTextsMatchTheReference() {
        // A fixed linear congruential sequence: the same texts on every run.
        var state: UInt64 = 0x5EED
        let alphabet = Array("ab &<>\"'\né🙂\u{7F}\u{26}x".unicodeScalars)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            state = state &* 6_364_136_223_846_793_005 &+ 1
            for _ in 0..<Int(state >> 58) {
                state = state &* 6_364_136_223_846_793_005 &+ 1
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let string = String(text)
            let out = ByteBuffer()
            HTMLEscaping.append(string, to: out)
            #expect(out.array == reference(string))
            #expect(HTMLEscaping.needsEscaping(string) == (reference(string) != Array(string.utf8)))
        }
    }
}
