import EaseDiagnostics

/// Characters that look like others, for ids: the Cyrillic, Greek and Armenian letters, full-width
/// forms and dashes that pass for ASCII (a subset of Unicode's confusables.txt, UTS #39), and the
/// ASCII pairs that are easy to misread (`1`/`l`, `0`/`o`, `rn`/`m`, `vv`/`w`).
public enum Confusables {
    /// Non-ASCII characters that look like an ASCII letter, digit or hyphen.
    static let asciiLookalikes: [Unicode.Scalar: Character] = {
        var table: [Unicode.Scalar: Character] = [:]
        let pairs: [(UInt32, Character)] = [
            // Cyrillic
            (0x0430, "a"), (0x0435, "e"), (0x043E, "o"), (0x0440, "p"), (0x0441, "c"), (0x0443, "y"), (0x0445, "x"),
            (0x0456, "i"), (0x0458, "j"), (0x0455, "s"), (0x0501, "d"), (0x051B, "q"), (0x051D, "w"), (0x04BB, "h"),
            (0x04CF, "l"), (0x0432, "b"), (0x0433, "r"), (0x043A, "k"), (0x043C, "m"), (0x043D, "h"), (0x0442, "t"),
            // Greek
            (0x03BF, "o"), (0x03B1, "a"), (0x03BD, "v"), (0x03B9, "i"), (0x03C1, "p"), (0x03C5, "u"), (0x03C7, "x"),
            (0x03BA, "k"), (0x03B5, "e"),
            // Armenian
            (0x0585, "o"), (0x057D, "u"), (0x0570, "h"), (0x0578, "n"),
            // Latin letters that pass for plain ones
            (0x0131, "i"), (0x0269, "i"), (0x0261, "g"), (0x1D00, "a"),
            // Dashes and minus signs
            (0x2010, "-"), (0x2011, "-"), (0x2012, "-"), (0x2013, "-"), (0x2014, "-"), (0x2212, "-"), (0xFE63, "-"), (0x00AD, "-"),
        ]
        for (value, character) in pairs { table[Unicode.Scalar(value)!] = character }
        // Full-width ASCII (！ to ～) and digits.
        for value in UInt32(0xFF01)...0xFF5E {
            table[Unicode.Scalar(value)!] = Character(Unicode.Scalar(value - 0xFEE0)!)
        }
        return table
    }()

    /// The lookalike characters in `text`, each with the ASCII character it passes for.
    public static func lookalikes(in text: String) -> [(scalar: Unicode.Scalar, looksLike: Character)] {
        text.unicodeScalars.compactMap { scalar in asciiLookalikes[scalar].map { (scalar, $0) } }
    }

    /// `text` with every lookalike replaced by the ASCII character it passes for, lower-cased.
    public static func asASCII(_ text: String) -> String {
        String(text.unicodeScalars.map { asciiLookalikes[$0] ?? Character($0) }).lowercased()
    }

    /// A form in which ids that look alike are equal: lookalikes made ASCII, then `1`→`l`, `0`→`o`,
    /// `rn`→`m` and `vv`→`w`.
    public static func skeleton(_ id: String) -> String {
        if let skeleton = asciiSkeleton(id) { return skeleton }
        return asASCII(id).replacingAll("rn", with: "m").replacingAll("vv", with: "w")
            .map { $0 == "1" ? "l" : $0 == "0" ? "o" : $0 }.reduce(into: "") { $0.append($1) }
    }

    /// The skeleton of an ASCII id in one pass over its bytes in place (most ids): lower-cased, `rn`
    /// and `vv` replaced left to right (neither replacement can make the other's pair), then `1`
    /// and `0`; `nil` for an id that is not ASCII. Written straight into the new string: the byte
    /// arrays it was made through cost about 2,100 instructions an id, and the confusable-id rule
    /// makes one for every item (10,000 at 10k readings, in one piece of the check).
    static func asciiSkeleton(_ id: String) -> String? {
        id.withContiguousUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            @inline(__always) func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                var index = 0, count = 0
                while index < bytes.count {
                    let byte = lowercased(bytes[index]), next = index + 1 < bytes.count ? lowercased(bytes[index + 1]) : 0
                    if byte == UInt8(ascii: "r"), next == UInt8(ascii: "n") {
                        out[count] = UInt8(ascii: "m")
                        index += 2
                    } else if byte == UInt8(ascii: "v"), next == UInt8(ascii: "v") {
                        out[count] = UInt8(ascii: "w")
                        index += 2
                    } else {
                        out[count] = byte == UInt8(ascii: "1") ? UInt8(ascii: "l") : byte == UInt8(ascii: "0") ? UInt8(ascii: "o") : byte
                        index += 1
                    }
                    count += 1
                }
                return count
            }
        }
    }

    /// "'а' (U+0430 CYRILLIC SMALL LETTER A) looks like 'a'".
    public static func describe(_ scalar: Unicode.Scalar, looksLike: Character) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let name = scalar.properties.name.map { " " + $0 } ?? ""
        return "'\(scalar)' (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)\(name)) looks like '\(looksLike)'"
    }
}

extension String {
    /// Every non-overlapping occurrence of `target` replaced, left to right.
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
