/// Where UTF-8 text may hold a word that mixes the letters of two scripts (`Wоrry` with a
/// Cyrillic `о`), told from its bytes alone.
public enum ScriptRuns {
    /// Whether `bytes` have a run between ASCII bytes that are not letters with the lead bytes (or
    /// ASCII letters) of two scripts: Latin (an ASCII letter, or a lead byte from 0xC3 to 0xC9:
    /// U+00C0 to U+027F), Greek (0xCD to 0xCF: U+0340 to U+03FF) or Cyrillic (0xD0 to 0xD4:
    /// U+0400 to U+053F). A word of letters lies within such a run (the ASCII bytes that are not
    /// letters end a word), and each letter's script is told by its lead byte, within wider
    /// ranges: so text without such a run (a Russian paragraph with its English links) has no
    /// mixed word, and need not be read scalar by scalar.
    ///
    /// Sixteen bytes at a time (``BlockKinds``): a run is only looked at where the scripts of the
    /// blocks change. While every block with letters has one script's, the same as the block
    /// with letters before it (most of a Russian paragraph, or of its English links), no run can
    /// mix. A block with two scripts' letters, or whose script is not the last block's, is
    /// stepped through a byte at a time (``step(_:_:)``), from the scripts of the run it
    /// continues (``scriptsOfRun(endingAt:in:)``). A Russian body is read through at every parse,
    /// and one lookup a byte, each waiting for the last, was 4% of a check of it.
    public static func mayMix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The script of every letter since the last block stepped through, while they share one
        // (1 Latin, 2 Greek, 4 Cyrillic); 0 before any, and `unknown` after a block with two.
        let unknown: UInt8 = 0xFF
        var script: UInt8 = 0
        var index = 0
        while index + ByteBlock.width <= bytes.count {
            let kinds = BlockKinds(bytes, at: index).scripts
            if kinds != 0, kinds != script {
                var scripts = scriptsOfRun(endingAt: index, in: bytes)
                for offset in index..<(index + ByteBlock.width) where step(&scripts, bytes[offset]) { return true }
                script = kinds & (kinds &- 1) == 0 ? kinds : unknown
            }
            index += ByteBlock.width
        }
        var scripts = scriptsOfRun(endingAt: index, in: bytes)
        for offset in index..<bytes.count where step(&scripts, bytes[offset]) { return true }
        return false
    }

    /// The scripts of the run that is open just before `end`: those of its letters after the
    /// last byte before `end` that ends a word. Read backwards, a word's length at most.
    static func scriptsOfRun(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var scripts: UInt8 = 0
        var index = end
        while index > 0 {
            index -= 1
            let step = steps[Int(bytes[index])]
            if step == 0 { break }
            scripts |= step & 7
        }
        return scripts
    }

    /// Adds `byte` to the run whose scripts are `scripts`; whether the run now has two.
    @inline(__always)
    static func step(_ scripts: inout UInt8, _ byte: UInt8) -> Bool {
        let step = steps[Int(byte)]
        scripts = (scripts & (0 &- (step >> 3))) | (step & 7)
        return scripts & (scripts &- 1) != 0
    }

    /// What each byte does to the run's scripts: the low three bits are the script it adds
    /// (1 Latin, 2 Greek, 4 Cyrillic), and 8 keeps the run going; an ASCII byte that is not a
    /// letter is 0 (the run ends), a continuation byte or another lead byte 8 (nothing added).
    static let steps: [UInt8] = (0...255).map { (byte: Int) -> UInt8 in
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0xC3...0xC9: 8 | 1
        case 0..<0x80: 0
        case 0xCD...0xCF: 8 | 2
        case 0xD0...0xD4: 8 | 4
        default: 8
        }
    }
}

/// The scripts whose letters are among sixteen bytes, for ``ScriptRuns/mayMix(_:)``. Each byte
/// range is tested with wrapping arithmetic on the whole block (``inRange(_:from:count:)``), which
/// is one vector instruction an operation, where lane-wise comparisons are a loop over the lanes.
struct BlockKinds {
    /// The lanes of each script's letters or lead bytes.
    let latin, greek, cyrillic: ByteBlock.Matches

    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let block = UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: SIMD16<UInt8>.self)
        let asciiLetter = Self.inRange(block | SIMD16(repeating: 0x20), from: 0x61, count: 26)
        latin = ByteBlock.Matches(lanes: asciiLetter | Self.inRange(block, from: 0xC3, count: 7))
        greek = ByteBlock.Matches(lanes: Self.inRange(block, from: 0xCD, count: 3))
        cyrillic = ByteBlock.Matches(lanes: Self.inRange(block, from: 0xD0, count: 5))
    }

    /// The scripts with letters in the block, one bit each (1 Latin, 2 Greek, 4 Cyrillic).
    @inline(__always)
    var scripts: UInt8 {
        (latin.isEmpty ? 0 : 1) | (greek.isEmpty ? 0 : 2) | (cyrillic.isEmpty ? 0 : 4)
    }

    /// Each lane's high bit set when its byte is from `lowest` to `lowest + count - 1` (`count`
    /// at most 128), every other bit clear: the byte less `lowest` (wrapping) is below `count`
    /// exactly when neither it nor it plus `0x80 - count` reaches 0x80.
    @inline(__always)
    static func inRange(_ block: SIMD16<UInt8>, from lowest: UInt8, count: UInt8) -> SIMD16<UInt8> {
        let offset = block &- SIMD16(repeating: lowest)
        return ~(offset | (offset &+ SIMD16(repeating: 0x80 &- count))) & SIMD16(repeating: 0x80)
    }
}
