import EaseDiagnostics

/// Texts compared as a screen reader reads them: letter case, the spaces around and between the
/// words, the closing full stop, question or exclamation mark, and the typographic form of an
/// apostrophe or a quote aside. Titles, labels, prompts and statements that read alike are one
/// thing offered twice, or two things a listener cannot tell apart.
enum ReadAlike {
    /// The text as compared: `"  What made you  smile today? "` and `"what made you smile today"`
    /// read alike, as do `"Don’t"` and `"don't"`.
    static func key(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var spaceBefore = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                spaceBefore = !scalars.isEmpty
                continue
            }
            if spaceBefore { scalars.append(" ") }
            spaceBefore = false
            scalars.append(straightened[scalar] ?? scalar)
        }
        while let last = scalars.last, closing(last) || last == " " { scalars.removeLast() }
        return String(scalars).lowercased()
    }

    /// The marks a sentence closes with, which a screen reader reads as a change of voice at most.
    static func closing(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "?" || scalar == "!" || scalar == "…"
    }

    /// White space between words: ASCII spaces, tabs and line breaks, and Unicode's.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) : scalar.properties.isWhitespace
    }

    /// Typographic apostrophes and quotes, by the ASCII ones they read as.
    private static let straightened: [Unicode.Scalar: Unicode.Scalar] = ["\u{2019}": "'", "\u{2018}": "'", "\u{02BC}": "'", "\u{201C}": "\"", "\u{201D}": "\""]

    /// Each entry that reads as an earlier one, with the first that reads so, in order; entries
    /// with no words are left out (the schema, or the rule, reports them as empty).
    static func repeats(_ entries: [Located<String>]) -> [(entry: Located<String>, earlier: Located<String>)] {
        repeats(entries, text: \.value)
    }

    /// ``repeats(_:)`` of entries of any kind (a button's key and its label), compared by `text`.
    static func repeats<Entry>(_ entries: [Entry], text: (Entry) -> String) -> [(entry: Entry, earlier: Entry)] {
        var first: [String: Entry] = [:]
        var found: [(entry: Entry, earlier: Entry)] = []
        for entry in entries {
            let key = key(text(entry))
            guard !key.isEmpty else { continue }
            if let earlier = first[key] { found.append((entry, earlier)) } else { first[key] = entry }
        }
        return found
    }
}
