import EaseBytes
import EaseTestSupport
import Testing

@Suite struct ScriptRunsTests {
    /// The definition, a byte at a time: a run between ASCII bytes that are not letters, with the
    /// letters or lead bytes of two of Latin (ASCII letters, 0xC3–0xC9), Greek (0xCD–0xCF) and
    /// Cyrillic (0xD0–0xD4).
    static func definition(_ bytes: [UInt8]) -> Bool {
        var scripts: Set<Int> = []
        for byte in bytes {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0xC3...0xC9: scripts.insert(0)
            case 0..<0x80: scripts = []
            case 0xCD...0xCF: scripts.insert(1)
            case 0xD0...0xD4: scripts.insert(2)
            default: break
            }
            if scripts.count > 1 { return true }
        }
        return false
    }

    @Test func mixedRunsAreFound() {
        #expect(ScriptRuns.mayMix(Array("Wоrry".utf8)))
        #expect(ScriptRuns.mayMix(Array("Тревога\u{A0}calm".utf8)), "a space that is not ASCII does not end the run")
        #expect(ScriptRuns.mayMix(Array("λόγοςa".utf8)))
        #expect(!ScriptRuns.mayMix(Array("Тревога и покой: [ровный](reading.md), `steady` and calm.".utf8)))
        #expect(!ScriptRuns.mayMix(Array("café naïve".utf8)), "Latin-1 letters are Latin")
        #expect(!ScriptRuns.mayMix([]))
        // A mixed run at the very end of a 64-byte stretch and past it.
        let padding = String(repeating: "б ", count: 31)
        #expect(ScriptRuns.mayMix(Array((padding + "aб").utf8)))
        #expect(ScriptRuns.mayMix(Array((padding + " aб").utf8)))
        #expect(!ScriptRuns.mayMix(Array((padding + " a б").utf8)))
    }

    @Test func everyByteStepsAsTheDefinitionSays() {
        var generator = SeededGenerator(seed: 0x5C21_7A11)
        // Bytes of every kind, in runs long enough to cross the 64-byte stretches.
        let pieces: [[UInt8]] = [[0x20], [0x2E], [0x61], [0x5A], [0xC3, 0xA9], [0xCE, 0xBB], [0xD0, 0xB1], [0xD1, 0x8F],
                                 [0xD4, 0x80], [0xE2, 0x80, 0x99], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xC2, 0xA0]]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...160, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            #expect(ScriptRuns.mayMix(bytes) == Self.definition(bytes), "\(bytes)")
        }
        for byte in 0...255 {
            for other in [0x61, 0xCE, 0xD0, 0x20] {
                let bytes = [UInt8(byte), UInt8(other)]
                #expect(ScriptRuns.mayMix(bytes) == Self.definition(bytes), "\(bytes)")
            }
        }
    }

    /// Words of one script each, long and short, so that whole blocks of sixteen bytes hold one
    /// script's letters and runs go on from one block into the next: the blocks ``ScriptRuns``
    /// does not step through byte by byte.
    @Test func runsAcrossBlocksOfOneScriptAreTheDefinitions() {
        var generator = SeededGenerator(seed: 0x0B10_C4ED)
        let letters: [[UInt8]] = [[0x61], [0x5A], [0xC3, 0xA9], [0xCE, 0xBB], [0xD0, 0xB1], [0xD1, 0x8F], [0xD4, 0x80]]
        let between: [[UInt8]] = [[0x20], [0x2E], [0x0A], [0xC2, 0xA0], [0xE2, 0x80, 0x99], [0x80], []]
        var mixed = 0
        for _ in 0..<4000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                // A word mostly of one letter kind; now and then one of another.
                let letter = letters.randomElement(using: &generator)!
                for _ in 0..<Int.random(in: 1...20, using: &generator) {
                    bytes += Int.random(in: 0..<60, using: &generator) == 0 ? letters.randomElement(using: &generator)! : letter
                }
                bytes += between.randomElement(using: &generator)!
            }
            let expected = Self.definition(bytes)
            if expected { mixed += 1 }
            #expect(ScriptRuns.mayMix(bytes) == expected, "\(bytes)")
        }
        #expect(mixed > 400 && mixed < 3600, "both answers are tested")
    }

    /// Every byte at every place of Cyrillic, Latin and Greek text three blocks long.
    @Test func everyByteAtEveryPlaceOfOneScriptsTextIsTheDefinitions() {
        let texts = ["Тревога отступает, когда её называют", "Worry softens once it is named, slowly", "Λόγος και ηρεμία, ήσυχα και απλά τώρα"]
        for text in texts {
            let base = Array(text.utf8.prefix(48))
            for place in base.indices {
                for byte in 0...255 {
                    var bytes = base
                    bytes[place] = UInt8(byte)
                    #expect(ScriptRuns.mayMix(bytes) == Self.definition(bytes), "\(text) \(place) \(byte)")
                }
            }
        }
    }
}

private extension ScriptRuns {
    static func mayMix(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { mayMix($0) }
    }
}
