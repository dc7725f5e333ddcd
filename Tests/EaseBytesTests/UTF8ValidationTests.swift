import EaseBytes
import EaseTestSupport
import Testing

@Suite struct UTF8ValidationTests {
    /// The standard library's answer: whether it makes a string of the bytes without repairing them.
    static func standard(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    static func check(_ bytes: [UInt8]) -> (isValid: Bool, isASCII: Bool) {
        let checked = bytes.withUnsafeBufferPointer(UTF8Validation.check)
        return (checked.invalidAt == nil, checked.isASCII)
    }

    @Test func everySequenceOfUpToThreeBytesIsJudgedAsTheStandardLibraryJudgesIt() {
        var disagreements: [[UInt8]] = []
        for first in 0...255 {
            let one = [UInt8(first)]
            if Self.check(one).isValid != Self.standard(one) { disagreements.append(one) }
            for second in 0...255 {
                let two = [UInt8(first), UInt8(second)]
                if Self.check(two).isValid != Self.standard(two) { disagreements.append(two) }
                // Three bytes for every lead of a longer character, the third byte a sample of its kinds.
                guard first >= 0xE0 else { continue }
                for third in [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE0, 0xFF] {
                    let three = two + [UInt8(third)]
                    if Self.check(three).isValid != Self.standard(three) { disagreements.append(three) }
                    let four = three + [0x80]
                    if Self.check(four).isValid != Self.standard(four) { disagreements.append(four) }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test func blocksOfTwoByteTextAreCheckedAsAWhole() {
        let russian = Array("Тревога и покой — это ровный вдох, «тишина» и ".utf8)
        #expect(Self.check(russian) == (true, false))
        #expect(Self.check(Array("plain ASCII text that runs past sixteen bytes".utf8)) == (true, true))
        #expect(Self.check([]) == (true, true))
        // A lead cut off at the end, a stray continuation, an overlong lead and a surrogate, at
        // every offset of a run of Cyrillic longer than two blocks.
        for damage: [UInt8] in [[0xD0], [0xB1], [0xC0, 0x80], [0xC1, 0xBF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8]] {
            for offset in stride(from: 0, through: 40, by: 2) {
                var bytes = Array(String(repeating: "б", count: 20).utf8)
                bytes.insert(contentsOf: damage, at: offset)
                #expect(!Self.check(bytes).isValid, "\(damage) at \(offset)")
                // The damage starts no whole character, and every byte before it belongs to one.
                #expect(bytes.withUnsafeBufferPointer(UTF8Validation.check).invalidAt == offset, "\(damage) at \(offset)")
                #expect(!Self.standard(bytes))
            }
        }
    }

    @Test func randomTextIsJudgedAsTheStandardLibraryJudgesIt() {
        var generator = SeededGenerator(seed: 0x0D8F_7A11)
        // Whole characters of every length, and bytes that break a character.
        let pieces: [[UInt8]] = [[0x20], [0x61], [0x0A], [0x7F], [0xC2, 0xA0], [0xC2, 0x85], [0xD0, 0xB1], [0xD1, 0x8F],
                                 [0xCE, 0xBB], [0xDF, 0xBF], [0xE2, 0x80, 0x94], [0xEF, 0xBF, 0xBD], [0xF0, 0x9F, 0x98, 0x80],
                                 [0xF4, 0x8F, 0xBF, 0xBF], [0x80], [0xBF], [0xC0], [0xC1, 0x81], [0xD0], [0xE0, 0x80, 0x80],
                                 [0xED, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80], [0xFF]]
        for _ in 0..<20000 {
            var bytes: [UInt8] = []
            // Mostly whole two-byte characters, so blocks are checked as a whole and the rare
            // other piece falls at any offset of one.
            for _ in 0..<Int.random(in: 0...48, using: &generator) {
                let piece = Int.random(in: 0..<10, using: &generator) < 8 ? pieces[6] : pieces.randomElement(using: &generator)!
                bytes += piece
            }
            let checked = Self.check(bytes)
            #expect(checked.isValid == Self.standard(bytes), "\(bytes)")
            // The bytes before the first bad one are text.
            if let invalidAt = bytes.withUnsafeBufferPointer(UTF8Validation.check).invalidAt {
                #expect(Self.standard(Array(bytes[..<invalidAt])), "\(bytes)")
            }
            if checked.isValid { #expect(checked.isASCII == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)") }
        }
    }

    @Test func asciiTextIsReadInLongStridesUpToItsFirstOtherByte() {
        let ascii = Array(String(repeating: "Breathe in, then out. ", count: 10).utf8)
        #expect(Self.check(ascii) == (true, true))
        // Text that ends where a stride does.
        for length in [16, 64, 128, 130] {
            #expect(Self.check(Array(ascii.prefix(length))) == (true, true), "\(length) bytes")
        }
        // A character or a broken one at every offset of ASCII text several strides long.
        for piece: [UInt8] in [[0xD0, 0xB1], [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x98, 0x80], [0xD0], [0x80], [0xE2, 0x80]] {
            for offset in 0...ascii.count {
                var bytes = ascii
                bytes.insert(contentsOf: piece, at: offset)
                #expect(Self.check(bytes) == (Self.standard(bytes), false), "\(piece) at \(offset)")
            }
        }
    }
}
