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
    /// One lookup a byte (``steps``), and no branch but at each 64 bytes' end: a Russian body is
    /// read through at every parse, and a test of each byte's kind was 6% of a check of it.
    public static func mayMix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        steps.withUnsafeBufferPointer { steps in
            // The scripts of the run so far, one bit each, and whether any run had two.
            var scripts: UInt8 = 0
            var mixed: UInt8 = 0
            var start = 0
            while start < bytes.count {
                let end = min(start + 64, bytes.count)
                for index in start..<end {
                    let step = steps[Int(bytes[index])]
                    scripts = (scripts & (0 &- (step >> 3))) | (step & 7)
                    mixed |= scripts & (scripts &- 1)
                }
                if mixed != 0 { return true }
                start = end
            }
            return false
        }
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
