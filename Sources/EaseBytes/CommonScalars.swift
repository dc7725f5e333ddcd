/// Properties of the scalars most of Ease's content is written in (ASCII, Latin-1, Latin
/// Extended-A and B, Cyrillic, general punctuation), answered from their ranges instead of
/// Unicode's property tables.
///
/// `Unicode.Scalar.Properties` looks each scalar up in the standard library's tables: some three
/// hundred instructions a scalar, against a few for ASCII, whose answers the standard library
/// knows inline. A translation into Russian took the validation fifty times as long as its
/// English source for this alone. Every answer here equals Unicode's (`CommonScalarsTests`
/// compares each scalar of the ranges); outside them the callers ask Unicode.
public enum CommonScalars {
    /// Unicode's White_Space property, for every scalar: its twenty-five scalars listed.
    @inlinable public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether `scalar` is in the ranges answered here: below the combining diacritical marks
    /// (U+0300), Cyrillic but its combining marks (U+0400–U+052F but U+0483–U+0489), general
    /// punctuation (U+2000–U+206F) and the ideographic space.
    @inlinable public static func isCommon(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x2FF, 0x400...0x482, 0x48A...0x52F, 0x2000...0x206F, 0x3000: true
        default: false
        }
    }

    /// Whether `scalar` is a common scalar that no other such scalar joins into one grapheme
    /// cluster (but a carriage return with a line feed): all but the zero-width joiner and
    /// non-joiner. Over text of such scalars alone, a walk of the scalars sees what a walk of the
    /// `Character`s does, without looking for the clusters' boundaries.
    @inlinable public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        isCommon(scalar) && scalar.value != 0x200C && scalar.value != 0x200D
    }

    /// Unicode's Alphabetic property of a common scalar; `nil` for any other.
    @inlinable public static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xB5, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2C1, 0x2C6...0x2D1,
             0x2E0...0x2E4, 0x2EC, 0x2EE, 0x400...0x481, 0x48A...0x52F: true
        default: isCommon(scalar) ? false : nil
        }
    }

    /// `text` lower-cased as `String.lowercased()` does it: scalar by scalar into UTF-8 where
    /// every scalar is one ``lowercased(_:)`` answers (a Russian name, a
    /// Russian heading), else by `String.lowercased()`, which looks up each scalar that is not
    /// ASCII in Unicode's tables (a Russian build spent 5% of its instructions there).
    public static func lowercased(text: String) -> String {
        // ASCII: the standard library lower-cases it inline.
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains { $0 >= 0x80 } }) ?? true else { return text.lowercased() }
        return withLowercasedUTF8(of: text) { String(decoding: $0, as: UTF8.self) } ?? text.lowercased()
    }

    /// `body` called with `text` lower-cased scalar by scalar into UTF-8, in temporary memory;
    /// `nil`, without calling it, when some scalar is not one ``lowercased(_:)`` answers. For a
    /// caller that compares the lower-cased bytes and needs no string of them.
    @inlinable
    public static func withLowercasedUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.utf8.count) { lowered in
            var count = 0
            for scalar in text.unicodeScalars {
                // Every mapping keeps the scalar's length in UTF-8, so the room is enough.
                guard let lower = lowercased(scalar) else { return nil }
                UTF8.encode(lower) { byte in
                    lowered[count] = byte
                    count += 1
                }
            }
            return body(UnsafeBufferPointer(rebasing: lowered[..<count]))
        }
    }

    /// The lower-case form of a common scalar that lower-cases to one scalar by a fixed offset or
    /// not at all (ASCII, Latin-1, the Cyrillic of Russian, Ukrainian, Belarusian, Serbian,
    /// Macedonian and Bulgarian, punctuation); `nil` for any other, which the caller lower-cases
    /// as Unicode does.
    @inlinable public static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x410...0x42F: return Unicode.Scalar(value + 0x20)
        case 0x400...0x40F: return Unicode.Scalar(value + 0x50)
        case 0...0x40, 0x5B...0xBF, 0xD7, 0xDF...0xFF, 0x430...0x45F, 0x2000...0x206F, 0x3000: return scalar
        default: return nil
        }
    }
}
