import EaseBytes
import EaseDiagnostics

/// Turns heading text into anchor ids the way GitHub does: lower-cased, letters, digits, `-` and `_`
/// kept, spaces to `-`, other punctuation dropped; repeats get `-1`, `-2`, … in document order.
/// A heading with nothing left (`## ???`) gets `section`, so every anchor is a valid, non-empty id.
public struct HeadingSlugger: Sendable {
    private var used = UsedAnchors()
    /// Whether any anchor so far was numbered because an earlier heading had taken its base
    /// (`sleep-1` after `sleep`).
    public private(set) var numberedRepeat = false

    /// Creates a slugger with no anchors used yet.
    public init() {}

    /// The anchor for the next heading with this text.
    public mutating func slug(for text: String) -> String {
        let slug = HeadingSlugger.baseSlug(text)
        let base = slug.isEmpty ? "section" : slug
        if let count = used[base] {
            numberedRepeat = true
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

    /// Whether `anchor` is the anchor a first heading with this text gets (``baseSlug(_:)``, or
    /// `section` for none): compared byte by byte for ASCII text, without making the slug.
    public static func isFirstAnchor(_ anchor: String, of text: String) -> Bool {
        let compared: Bool? = text.withContiguousUTF8 { bytes in
            anchor.withContiguousUTF8 { anchor -> Bool? in
                var position = 0
                for byte in bytes {
                    let out: UInt8
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): out = byte + 0x20
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): out = byte
                    case 0x09...0x0D, 0x20: out = UInt8(ascii: "-")
                    case 0x80...: return nil
                    default: continue
                    }
                    guard position < anchor.count, anchor[position] == out else { return false }
                    position += 1
                }
                // No letters at all: the anchor is `section`, below.
                return position == 0 ? nil : position == anchor.count
            }
        }
        if let compared { return compared }
        let slug = baseSlug(text)
        return (slug.isEmpty ? "section" : slug) == anchor
    }

    /// Letters and numbers (lower-cased), `-` and `_` kept, white space turned into `-`, the rest dropped.
    static func unicodeSlug(_ text: String) -> String {
        if let slug = commonSlug(text) { return slug }
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

    /// ``unicodeSlug(_:)`` of a text whose every scalar is a common one (``CommonScalars``: a
    /// Russian heading), told from their ranges and written as UTF-8 as it goes; `nil` for any
    /// other text. Looked up in Unicode's tables, a Russian heading's scalars cost a build of
    /// Russian pages 4% of its instructions.
    static func commonSlug(_ text: String) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(text.utf8.count, 1)) { slug in
            var count = 0
            for scalar in text.unicodeScalars {
                // Lower-casing keeps a common scalar's length in UTF-8, and `-` is shorter than
                // any white space but the one-byte ones: the room is enough.
                guard let lower = CommonScalars.lowercased(scalar), let alphabetic = CommonScalars.isAlphabetic(lower) else { return nil }
                let kept: Unicode.Scalar
                if alphabetic || isNumber(lower) || lower == "-" || lower == "_" { kept = lower }
                else if CommonScalars.isWhitespace(lower) { kept = "-" }
                else { continue }
                UTF8.encode(kept) { byte in
                    slug[count] = byte
                    count += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: slug[..<count]), as: UTF8.self)
        }
    }

    /// Whether a common scalar has a numeric type in Unicode: the ASCII digits, and Latin-1's
    /// superscripts and fractions.
    static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0xB2, 0xB3, 0xB9, 0xBC...0xBE: true
        default: false
        }
    }

    /// `baseSlug` of all-ASCII text (most headings), byte by byte: the same letters, digits, `-`
    /// and `_` kept, the same white space (tab to carriage return, space) turned into `-`, without
    /// looking up each scalar's Unicode properties. `nil` for text with any other byte. The bytes
    /// are read in place (a heading's text is a native string), not through `String.UTF8View`'s
    /// iterator, which took five times the instructions of the loop's own work.
    static func asciiSlug(_ text: String) -> String? {
        text.withContiguousUTF8(asciiSlug)
    }

    private static func asciiSlug(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var isASCII = true
        // Written straight into the string's storage (the slug is never longer than the text).
        let slug = String(unsafeUninitializedCapacity: bytes.count) { out in
            var count = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): out[count] = byte + 0x20
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    out[count] = byte
                case 0x09...0x0D, 0x20: out[count] = UInt8(ascii: "-")
                case 0x80...:
                    isASCII = false
                    return 0
                default: continue
                }
                count += 1
            }
            return count
        }
        return isASCII ? slug : nil
    }
}

/// The anchors a document's headings have taken, each with the last number its repeats took: a
/// list searched in order while a document has few (most have under ten headings, and a
/// dictionary hashed each anchor twice), a dictionary beyond that.
private struct UsedAnchors: Sendable {
    private static let listLimit = 16
    private var list: [(anchor: String, number: Int)] = []
    private var dictionary: [String: Int] = [:]

    subscript(anchor: String) -> Int? {
        get {
            if dictionary.isEmpty { return list.first { $0.anchor == anchor }?.number }
            return dictionary[anchor]
        }
        set {
            guard let newValue else { return }  // anchors are never given back
            if dictionary.isEmpty {
                if let index = list.firstIndex(where: { $0.anchor == anchor }) {
                    list[index].number = newValue
                    return
                }
                if list.count < Self.listLimit {
                    list.append((anchor, newValue))
                    return
                }
                dictionary = Dictionary(uniqueKeysWithValues: list.map { ($0.anchor, $0.number) })
                list = []
            }
            dictionary[anchor] = newValue
        }
    }
}
