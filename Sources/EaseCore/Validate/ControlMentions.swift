/// Where a text names one of the app's controls by its label: "Tap Begin", "press “Next”",
/// "the Reflect tab", "нажмите «Начать»", "на вкладке «Заметить»". Found by a few words of each
/// language the content is written in (English and Russian); text in any other language names none.
///
/// A name after a verb is the longest label it starts with (`Tap Show the tutorial again`), or
/// else its run of capitalised words (`Tap Start Now`), or the words in quotes; a name before
/// "tab" or "button" is the run of capitalised words before it.
struct ControlMention: Equatable {
    /// What the text says the name is.
    enum Kind: Equatable {
        /// After "tap", "press" or "click": a button or a tab.
        case control
        /// Before (or, in Russian, after) "button".
        case button
        /// Before (or, in Russian, after) "tab".
        case tab
    }

    /// The name as written.
    var name: String
    /// What the text says it is.
    var kind: Kind

    /// The mentions in `text`, written in `language` (`en`, `ru`; a tag's first part); `labels`
    /// are the names known, for a name of lower-case words after a verb.
    static func find(in text: String, language: String, labels: [String]) -> [ControlMention] {
        guard let words = wordsByLanguage[language] else { return [] }
        // Scalars, not characters: breaking the text into characters cost most of the rule's time.
        let scalars = Array(text.unicodeScalars)
        var found: [ControlMention] = []
        ScalarWords.forEachWord(in: scalars) { bounds in
            // Compared scalar by scalar, lower-cased, without making a string of every word.
            let word = scalars[bounds]
            if words.verbs.contains(where: { ScalarWords.matches(word, $0, asPrefix: false) }),
               let name = name(after: bounds.upperBound, in: scalars, labels: labels, quotedOnly: words.quotedOnly) {
                found.append(ControlMention(name: name, kind: .control))
            } else if let kind = words.nouns.first(where: { ScalarWords.matches(word, $0.word, asPrefix: words.nounsArePrefixes) })?.kind {
                let name = words.quotedOnly ? quoted(at: skipSpaces(bounds.upperBound, scalars), in: scalars)
                    : capitalisedRun(before: bounds.lowerBound, in: scalars)
                if let name { found.append(ControlMention(name: name, kind: kind)) }
            }
        }
        return found
    }

    private struct LanguageWords {
        /// Lower-case, as scalars.
        var verbs: [[Unicode.Scalar]]
        /// Words that say what the name beside them is, or their stems ("вкладк" for every case
        /// of "вкладка"); lower-case, as scalars.
        var nouns: [(word: [Unicode.Scalar], kind: Kind)]
        /// Whether ``nouns`` are stems, matched at a word's start.
        var nounsArePrefixes: Bool
        /// Whether names are written in quotes only (Russian: «Начать»).
        var quotedOnly: Bool

        init(verbs: [String], nouns: [(String, Kind)], nounsArePrefixes: Bool, quotedOnly: Bool) {
            self.verbs = verbs.map { Array($0.unicodeScalars) }
            self.nouns = nouns.map { (Array($0.0.unicodeScalars), $0.1) }
            self.nounsArePrefixes = nounsArePrefixes
            self.quotedOnly = quotedOnly
        }
    }

    private static let wordsByLanguage: [String: LanguageWords] = [
        "en": LanguageWords(verbs: ["tap", "press", "click"], nouns: [("tab", .tab), ("button", .button)], nounsArePrefixes: false, quotedOnly: false),
        "ru": LanguageWords(verbs: ["нажмите", "нажми", "коснитесь", "коснись"], nouns: [("вкладк", .tab), ("кнопк", .button)],
                            nounsArePrefixes: true, quotedOnly: true),
    ]

    private static let openingQuotes: [Unicode.Scalar: Unicode.Scalar] = ["«": "»", "“": "”", "\"": "\"", "„": "“"]

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar >= "A" && scalar <= "Z" : scalar.properties.isUppercase
    }

    private static func skipSpaces(_ index: Int, _ scalars: [Unicode.Scalar]) -> Int {
        var index = index
        while index < scalars.count, scalars[index] == " " { index += 1 }
        return index
    }

    private static func name(after end: Int, in scalars: [Unicode.Scalar], labels: [String], quotedOnly: Bool) -> String? {
        let start = skipSpaces(end, scalars)
        guard start > end, start < scalars.count else { return nil }
        if let name = quoted(at: start, in: scalars) { return name }
        guard !quotedOnly, isUppercase(scalars[start]) else { return nil }
        // The longest label the words start with, ending at a word's end.
        var known: String?
        var knownLength = 0
        for label in labels where label.unicodeScalars.first == scalars[start] {
            var end = start
            var matched = true
            for scalar in label.unicodeScalars {
                guard end < scalars.count, scalars[end] == scalar else {
                    matched = false
                    break
                }
                end += 1
            }
            if matched, end - start > knownLength, end == scalars.count || !ScalarWords.isLetter(scalars[end]) { (known, knownLength) = (label, end - start) }
        }
        return known ?? capitalisedRun(from: start, in: scalars)
    }

    private static func quoted(at start: Int, in scalars: [Unicode.Scalar]) -> String? {
        guard start < scalars.count, let closing = openingQuotes[scalars[start]],
              let end = scalars[(start + 1)...].firstIndex(of: closing), end > start + 1 else { return nil }
        return ScalarWords.string(scalars[(start + 1)..<end])
    }

    /// Capitalised words separated by single spaces, from `start`.
    private static func capitalisedRun(from start: Int, in scalars: [Unicode.Scalar]) -> String? {
        var end = start
        var wordStart = start
        while wordStart < scalars.count, isUppercase(scalars[wordStart]) {
            var wordEnd = wordStart
            while wordEnd < scalars.count, ScalarWords.isLetter(scalars[wordEnd]) || scalars[wordEnd] == "-" { wordEnd += 1 }
            end = wordEnd
            guard wordEnd + 1 < scalars.count, scalars[wordEnd] == " " else { break }
            wordStart = wordEnd + 1
        }
        return end > start ? ScalarWords.string(scalars[start..<end]) : nil
    }

    /// Capitalised words separated by single spaces, ending at the space before `end`
    /// ("the Reflect tab": `Reflect`); `nil` when the word before is not capitalised.
    private static func capitalisedRun(before end: Int, in scalars: [Unicode.Scalar]) -> String? {
        var start = end - 1  // the space
        guard start > 0, scalars[start] == " " else { return nil }
        var runStart: Int?
        while start > 0, scalars[start] == " " {
            var wordStart = start
            while wordStart > 0, ScalarWords.isLetter(scalars[wordStart - 1]) || scalars[wordStart - 1] == "-" { wordStart -= 1 }
            guard wordStart < start, isUppercase(scalars[wordStart]) else { break }
            runStart = wordStart
            start = wordStart - 1
        }
        guard var runStart else { return nil }
        // A sentence's capitalised first word is not the name's: "The Reflect tab".
        let firstWordEnd = scalars[runStart..<(end - 1)].firstIndex(of: " ")
        if let firstWordEnd, sentenceOpeners.contains(ScalarWords.string(scalars[runStart..<firstWordEnd])) { runStart = firstWordEnd + 1 }
        return ScalarWords.string(scalars[runStart..<(end - 1)])
    }

    /// Words that open a sentence before a name: "The Reflect tab", "Your Begin button".
    private static let sentenceOpeners: Set = ["The", "A", "An", "This", "That", "Your", "Each", "Every"]
}
