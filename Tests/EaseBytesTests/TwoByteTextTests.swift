import EaseBytes
import EaseTestSupport
import Testing

/// `ByteBlock.twoByteTextLength` lets a block through only where reading it a character at a
/// time would, and does let text in Cyrillic through sixteen bytes at a time.
@Suite struct TwoByteTextTests {
    /// The definition: the bytes are whole UTF-8 characters, each a tab, a line feed, printable
    /// ASCII or a scalar of two bytes from U+00A0 on.
    static func isTwoByteText(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let text = String(validating: bytes, as: UTF8.self) else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value == 0x09 || value == 0x0A || (0x20...0x7E).contains(value) || (0xA0...0x7FF).contains(value)
        }
    }

    static func length(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { ByteBlock.twoByteTextLength($0, at: 0)?.length }
    }

    /// Blocks of random pieces, good and bad, starting at a character: the whole block goes
    /// through when it is such text, all but its last byte when that byte starts a two-byte
    /// character after such text, and nothing otherwise.
    @Test func aBlockGoesThroughExactlyWhenItIsTwoByteText() {
        let pieces: [[UInt8]] = ["Тревога ", "calm ", "é", "λ", "«", "»", "\u{A0}", "\n", "\t", "ß", "ת", "ش",
                                 "—", "🙂", "\u{85}", "\r", "\u{7F}", "\u{FEFF}"].map { Array($0.utf8) }
            + [[0xC2, 0x9F], [0xC0, 0x80], [0xC1, 0xBF], [0x80], [0xFF], [0xC3], [0xDF, 0xBF]]
        var generator = SeededGenerator(seed: 0x2B7E_7E47)
        var through = 0
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            while bytes.count < ByteBlock.width {
                // Mostly good text: the bad pieces come one time in five.
                let good = Int.random(in: 0..<5, using: &generator) > 0
                bytes += pieces[Int.random(in: 0..<(good ? 12 : pieces.count), using: &generator)]
            }
            let block = Array(bytes.prefix(ByteBlock.width))
            // A last byte that starts a two-byte character is left to the next block.
            let leftToNext = (0xC2...0xDF).contains(block[15]) && Self.isTwoByteText(block[..<15])
            let expected: Int? = Self.isTwoByteText(block[...]) ? 16 : leftToNext ? 15 : nil
            #expect(Self.length(block) == expected, "\(block)")
            if expected != nil { through += 1 }
        }
        #expect(through > 5_000, "text in Cyrillic goes through a block at a time")
    }

    /// Each kind of byte that must be read a character at a time, at every lane of Cyrillic text.
    @Test func anyOtherCharacterStopsTheBlock() {
        #expect(Self.length(Array("Тревога a".utf8)) == 16)
        let isASCII = { (text: String) in Array(text.utf8).withUnsafeBufferPointer { ByteBlock.twoByteTextLength($0, at: 0)?.isASCII } }
        #expect(isASCII("Тревога a") == false && isASCII("calm, slow, even") == true && isASCII("calm, slow, evé") == false)
        #expect(Self.length(Array("Тревога пройдёт".utf8.prefix(16))) == 15, "the last byte starts `п`")
        for bad: [UInt8] in [[0x0D], [0x7F], [0x00], [0xC2, 0x85], [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x99, 0x82], [0x80], [0xC0, 0x80]] {
            for lane in 0...(16 - bad.count) {
                var block = Array(repeating: UInt8(ascii: "a"), count: 16)
                block.replaceSubrange(lane..<(lane + bad.count), with: bad)
                #expect(Self.length(block) == nil, "\(bad) at \(lane)")
            }
        }
    }
}
