/// Turns heading text into anchor ids the way GitHub does: lower-cased, letters, digits, `-` and `_`
/// kept, spaces to `-`, other punctuation dropped; repeats get `-1`, `-2`, … in document order.
/// A heading with nothing left (`## ???`) gets `section`, so every anchor is a valid, non-empty id.
public struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    /// Creates a slugger with no anchors used yet.
    public init() {}

    /// The anchor for the next heading with this text.
    public mutating func slug(for text: String) -> String {
        let slug = HeadingSlugger.baseSlug(text)
        let base = slug.isEmpty ? "section" : slug
        if let count = used[base] {
            var number = count
            var candidate: String
            repeat {
                number += 1
                candidate = "\(base)-\(number)"
            } while used[candidate] != nil
            used[base] = number
            used[candidate] = 0
            return candidate
        }
        used[base] = 0
        return base
    }

    /// The anchor for a heading text, ignoring repeats.
    public static func baseSlug(_ text: String) -> String {
        asciiSlug(text) ?? unicodeSlug(text)
    }

    /// Letters and numbers (lower-cased), `-` and `_` kept, white space turned into `-`, the rest dropped.
    static func unicodeSlug(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || scalar == "-" || scalar == "_" {
                out.append(scalar)
            } else if properties.isWhitespace {
                out.append("-")
            }
        }
        return String(out)
    }

    /// `baseSlug` of all-ASCII text (most headings), byte by byte: the same letters, digits, `-`
    /// and `_` kept, the same white space (tab to carriage return, space) turned into `-`, without
    /// looking up each scalar's Unicode properties. `nil` for text with any other byte.
    static func asciiSlug(_ text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                out.append(byte)
            case 0x09...0x0D, 0x20: out.append(UInt8(ascii: "-"))
            case 0x80...: return nil
            default: break
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
