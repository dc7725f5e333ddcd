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
}

private extension ScriptRuns {
    static func mayMix(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { mayMix($0) }
    }
}
