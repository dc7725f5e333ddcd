import Testing
@testable import EaseTemplates

/// The escaper, which looks for the five characters eight bytes at a time, against a byte-by-byte reference.
@Suite struct HTMLEscapingTests {
    /// Each of the five characters escaped one byte at a time.
    func reference(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return out
    }

    @Test func specialsAtEveryPositionOfAWord() {
        for special in ["&", "<", ">", "\"", "'"] {
            for length in 0..<20 {
                for position in 0...length {
                    let text = String(repeating: "a", count: position) + special + String(repeating: "é", count: length - position)
                    var out: [UInt8] = []
                    HTMLEscaping.append(text, to: &out)
                    #expect(out == reference(text), "\(text)")
                    #expect(HTMLEscaping.needsEscaping(text))
                }
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
            var out: [UInt8] = []
            HTMLEscaping.append(string, to: &out)
            #expect(out == reference(string))
            #expect(HTMLEscaping.needsEscaping(string) == (reference(string) != Array(string.utf8)))
        }
    }
}
