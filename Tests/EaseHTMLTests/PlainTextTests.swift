@testable import EaseHTML
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
}
