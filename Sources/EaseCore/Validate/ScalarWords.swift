import EaseBytes

/// Words of a text handled as Unicode scalars: the few English and Russian words the mention
/// finders look for (``ControlMention``, ``QuantityMention``) are compared letter by letter,
/// lower-cased as they go, without making a string of every word. Scalars, not characters:
/// breaking a text into characters cost most of a finder's time.
enum ScalarWords {
    /// Calls `body` with the bounds of each word of `scalars` (a run of letters), in order.
    static func forEachWord(in scalars: [Unicode.Scalar], _ body: (Range<Int>) -> Void) {
        var index = 0
        while index < scalars.count {
            guard isLetter(scalars[index]), index == 0 || !isLetter(scalars[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, isLetter(scalars[end]) { end += 1 }
            body(index..<end)
            index = end
        }
    }

    /// Whether `word` is `lowerCase` (or, `asPrefix`, starts with it), letter case aside.
    static func matches(_ word: ArraySlice<Unicode.Scalar>, _ lowerCase: [Unicode.Scalar], asPrefix: Bool = false) -> Bool {
        guard asPrefix ? word.count >= lowerCase.count : word.count == lowerCase.count else { return false }
        // By index: a zip of the two made and destroyed an iterator each time, 5,000 instructions a word.
        var position = word.startIndex
        for expected in lowerCase {
            guard lowered(word[position]) == expected else { return false }
            position += 1
        }
        return true
    }

    /// The lower-case form of an ASCII or a basic Cyrillic capital letter (`Ё` and `А`–`Я`); any
    /// other scalar as it is (the words compared are English and Russian).
    static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x41...0x5A, 0x410...0x42F: Unicode.Scalar(scalar.value + 0x20)!
        case 0x400...0x40F: Unicode.Scalar(scalar.value + 0x50)!
        default: scalar
        }
    }

    /// Whether `scalar` is a letter: a common scalar's by its range (``CommonScalars``), any
    /// other by its Unicode property.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        CommonScalars.isAlphabetic(scalar) ?? scalar.properties.isAlphabetic
    }

    /// The scalars as a string.
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
