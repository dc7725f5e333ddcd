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
        let characters = Array(text)
        var found: [ControlMention] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter, index == 0 || !characters[index - 1].isLetter else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isLetter { end += 1 }
            let word = String(characters[index..<end]).lowercased()
            if words.verbs.contains(word), let name = name(after: end, in: characters, labels: labels, quotedOnly: words.quotedOnly) {
                found.append(ControlMention(name: name, kind: .control))
            } else if let kind = words.nouns.first(where: { word.hasPrefix($0.stem) })?.kind {
                let name = words.quotedOnly ? quoted(at: skipSpaces(end, characters), in: characters) : capitalisedRun(before: index, in: characters)
                if let name { found.append(ControlMention(name: name, kind: kind)) }
            }
            index = end
        }
        return found
    }

    private struct LanguageWords {
        var verbs: Set<String>
        /// Word stems that say what the name beside them is ("вкладк" for every case of "вкладка").
        var nouns: [(stem: String, kind: Kind)]
        /// Whether names are written in quotes only (Russian: «Начать»).
        var quotedOnly: Bool
    }

    private static let wordsByLanguage: [String: LanguageWords] = [
        "en": LanguageWords(verbs: ["tap", "press", "click"], nouns: [("tab", .tab), ("button", .button)], quotedOnly: false),
        "ru": LanguageWords(verbs: ["нажмите", "нажми", "коснитесь", "коснись"], nouns: [("вкладк", .tab), ("кнопк", .button)], quotedOnly: true),
    ]

    private static let openingQuotes: [Character: Character] = ["«": "»", "“": "”", "\"": "\"", "„": "“"]

    private static func skipSpaces(_ index: Int, _ characters: [Character]) -> Int {
        var index = index
        while index < characters.count, characters[index] == " " { index += 1 }
        return index
    }

    private static func name(after end: Int, in characters: [Character], labels: [String], quotedOnly: Bool) -> String? {
        let start = skipSpaces(end, characters)
        guard start > end, start < characters.count else { return nil }
        if let name = quoted(at: start, in: characters) { return name }
        guard !quotedOnly, characters[start].isUppercase else { return nil }
        let rest = characters[start...]
        // The longest label the words start with, ending at a word's end.
        let known = labels.filter { label in
            let label = Array(label)
            return rest.starts(with: label) && (start + label.count == characters.count || !characters[start + label.count].isLetter)
        }.max { $0.count < $1.count }
        return known ?? capitalisedRun(from: start, in: characters)
    }

    private static func quoted(at start: Int, in characters: [Character]) -> String? {
        guard start < characters.count, let closing = openingQuotes[characters[start]],
              let end = characters[(start + 1)...].firstIndex(of: closing), end > start + 1 else { return nil }
        return String(characters[(start + 1)..<end])
    }

    /// Capitalised words separated by single spaces, from `start`.
    private static func capitalisedRun(from start: Int, in characters: [Character]) -> String? {
        var end = start
        var wordStart = start
        while wordStart < characters.count, characters[wordStart].isUppercase {
            var wordEnd = wordStart
            while wordEnd < characters.count, characters[wordEnd].isLetter || characters[wordEnd] == "-" { wordEnd += 1 }
            end = wordEnd
            guard wordEnd + 1 < characters.count, characters[wordEnd] == " " else { break }
            wordStart = wordEnd + 1
        }
        return end > start ? String(characters[start..<end]) : nil
    }

    /// Capitalised words separated by single spaces, ending at the space before `end`
    /// ("the Reflect tab": `Reflect`); `nil` when the word before is not capitalised.
    private static func capitalisedRun(before end: Int, in characters: [Character]) -> String? {
        var start = end - 1  // the space
        guard start > 0, characters[start] == " " else { return nil }
        var runStart: Int?
        while start > 0, characters[start] == " " {
            var wordStart = start
            while wordStart > 0, characters[wordStart - 1].isLetter || characters[wordStart - 1] == "-" { wordStart -= 1 }
            guard wordStart < start, characters[wordStart].isUppercase else { break }
            runStart = wordStart
            start = wordStart - 1
        }
        guard var runStart else { return nil }
        // A sentence's capitalised first word is not the name's: "The Reflect tab".
        let firstWordEnd = characters[runStart..<(end - 1)].firstIndex(of: " ")
        if let firstWordEnd, sentenceOpeners.contains(String(characters[runStart..<firstWordEnd])) { runStart = firstWordEnd + 1 }
        return String(characters[runStart..<(end - 1)])
    }

    /// Words that open a sentence before a name: "The Reflect tab", "Your Begin button".
    private static let sentenceOpeners: Set = ["The", "A", "An", "This", "That", "Your", "Each", "Every"]
}
