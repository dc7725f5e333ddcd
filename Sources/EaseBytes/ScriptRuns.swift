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
    public static func mayMix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var scripts: UInt8 = 0
        for byte in bytes {
            if byte < 0x80 {
                guard (byte | 0x20) &- 0x61 < 26 else {
                    scripts = 0
                    continue
                }
                scripts |= 1
            } else {
                switch byte {
                case 0xC3...0xC9: scripts |= 1
                case 0xCD...0xCF: scripts |= 2
                case 0xD0...0xD4: scripts |= 4
                default: continue
                }
            }
            if scripts & (scripts &- 1) != 0 { return true }
        }
        return false
    }
}
