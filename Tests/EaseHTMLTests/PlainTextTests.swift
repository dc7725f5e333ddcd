@testable import EaseHTML
import EaseTestSupport
import Testing

/// What the fast reader takes as plain text: UTF-8 with no control characters but line feeds and tabs.
@Suite struct PlainTextTests {
    @Test func plainTextIsUTF8WithoutControlCharacters() {
        #expect(PlainText.isPlain(Array("calm é 🙂\n\tsteady text, longer than eight bytes".utf8)))
        for bad in ["\u{7F}", "\u{1}", "\r", "\u{85}", "\u{FEFF}", "\u{FFFE}", "\u{0C}"] {
            // The character at every offset of a 64-byte run and past it, so both the run-at-a-time
            // and the byte-at-a-time checks see it.
            for offset in 0..<140 {
                let text = String(repeating: "a", count: offset) + bad + String(repeating: "b", count: 70)
                #expect(!PlainText.isPlain(Array(text.utf8)), "\(text.debugDescription)")
            }
        }
        for bytes: [UInt8] in [[0xC3], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80]] {
            #expect(!PlainText.isPlain(Array("abcdefgh".utf8) + bytes + Array("ijklmnop".utf8)))
        }
    }

    /// Line feeds and tabs pass in the run-at-a-time check; any other control byte fails at
    /// every offset of a run and past it, also right after a line feed or tab.
    @Test func lineFeedsAndTabsPassRunByRunAndOtherControlsNever() {
        let neighbours: [[UInt8]] = [[0x0A], [0x09], [0x0A, 0x0A], [0x09, 0x0A], [0x20], []]
        for offset in stride(from: 0, to: 140, by: 3) {
            for before in neighbours {
                let prefix = [UInt8](repeating: UInt8(ascii: "a"), count: offset) + before
                let tail = [UInt8](String(repeating: "\n\tcalm\n\n\tsteady", count: 6).utf8)
                #expect(PlainText.isPlain(prefix + tail), "offset \(offset), before \(before)")
                for control in UInt8(0)..<0x20 where control != 0x09 && control != 0x0A {
                    #expect(!PlainText.isPlain(prefix + [control] + tail), "\(control) at offset \(offset), before \(before)")
                }
                #expect(!PlainText.isPlain(prefix + [0x7F] + tail))
            }
        }
    }

    /// The definition: valid UTF-8 whose every scalar is a tab, a line feed, printable ASCII, or
    /// from U+00A0 on but the byte order mark, U+FFFE and U+FFFF.
    static func definition(_ bytes: [UInt8]) -> Bool {
        guard let text = String(validating: bytes, as: UTF8.self) else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value == 0x09 || value == 0x0A || (0x20...0x7E).contains(value) || (value >= 0xA0 && ![0xFEFF, 0xFFFE, 0xFFFF].contains(value))
        }
    }

    /// Text in other scripts, with runs of ASCII long and short, bad bytes and characters
    /// anywhere: the run-at-a-time test and the character-at-a-time stretches agree with the
    /// definition.
    @Test func everyTextIsPlainExactlyAsDefined() {
        let pieces: [[UInt8]] = ["Тревога ", "calm ", "é", "λ", "\n", "\t", String(repeating: "a", count: 70), "🙂", "\u{A0}", "\u{FEFF}",
                                 "\u{FFFE}", "\u{85}", "\u{9F}", "\r", "\u{7F}", "€"].map { Array($0.utf8) }
            + [[0xC2], [0xC2, 0x9F], [0xC2, 0xA0], [0xDF, 0xBF], [0xDF], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0x80], [0xFF]]
        var generator = SeededGenerator(seed: 0x91A1_7E47)
        for _ in 0..<4_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                // Mostly good text, so that most inputs are plain and the bad piece comes late.
                bytes += pieces[Int.random(in: 0..<(Int.random(in: 0..<4, using: &generator) == 0 ? pieces.count : 9), using: &generator)]
            }
            #expect(PlainText.isPlain(bytes) == Self.definition(bytes), "\(bytes)")
        }
    }
}
