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
}
