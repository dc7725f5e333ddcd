/// Where a text gives a length or a count: "for 4 seconds", "a five-minute pause", "seven slow
/// breaths"; "5 секунд", "пять минут", "7 циклов".
/// Found by a few words of each language the content is written in (English and Russian); text
/// in any other language gives none.
///
/// A quantity is a number in digits (`4`, `2.5`, `2,5`) or a number word (`one` to `twenty`,
/// `thirty`, `sixty`; Russian `один` to `десять` in the cases a length is written in), then a space
/// or a hyphen, then a unit word (seconds, minutes, or breaths and cycles), with at most one word
/// of a short list between them (`slow`, `deep`). A quantity a routine is made of ("5 minutes a
/// day", "10 минут в день") is not one: it says how often to practise, not how long a thing is.
struct QuantityMention: Equatable {
    /// What the number counts.
    enum Unit: Equatable {
        case seconds, minutes, cycles
    }

    /// The number's value.
    var value: Double
    /// What it counts.
    var unit: Unit
    /// The number as written (`5`, `five`).
    var number: String
    /// The number, its separator and the unit word as written (`5 seconds`, `five-minute`).
    var phrase: String

    /// Whether the number is written as a word.
    var isWord: Bool { number.unicodeScalars.first.map { !("0"..."9").contains($0) } ?? false }

    /// `value` written as this mention writes its number: in digits, or as an English number
    /// word with the same first letter's case; `nil` for a fraction, or a number word of
    /// another language (whose form depends on the words around it).
    func written(_ value: Double) -> String? {
        guard value == value.rounded(), value >= 0, value < 1_000_000 else { return nil }
        let whole = Int(value)
        guard isWord else { return String(whole) }
        guard number.unicodeScalars.allSatisfy(\.isASCII), let word = Self.englishNumberWords[whole] else { return nil }
        return number.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }

    /// The quantities in `text`, written in `language` (`en`, `ru`; a tag's first part).
    static func find(in text: String, language: String) -> [QuantityMention] {
        guard let words = wordsByLanguage[language] else { return [] }
        let scalars = Array(text.unicodeScalars)
        var found: [QuantityMention] = []
        var index = 0
        while index < scalars.count {
            guard index == 0 || !isWordScalar(scalars[index - 1]) else {
                index += 1
                continue
            }
            guard let (value, numberEnd) = number(at: index, in: scalars, words: words) else {
                index += 1
                continue
            }
            var (unitStart, unitEnd) = word(after: numberEnd, in: scalars)
            // One word of how between: "seven slow breaths", "пять спокойных минут".
            if unitEnd > unitStart, scalars[numberEnd] == " ", unitEnd < scalars.count, scalars[unitEnd] == " ",
               words.between.contains(lowered(scalars[unitStart..<unitEnd])) {
                (unitStart, unitEnd) = word(after: unitEnd, in: scalars)
            }
            if unitEnd > unitStart, let unit = words.unit(of: lowered(scalars[unitStart..<unitEnd])),
               !words.isRoutine(after: unitEnd, in: scalars) {
                found.append(QuantityMention(value: value, unit: unit, number: string(scalars[index..<numberEnd]),
                                             phrase: string(scalars[index..<unitEnd])))
            }
            index = max(numberEnd, index + 1)
        }
        return found
    }

    /// The word after `end` and one separator; an empty range when there is none.
    private static func word(after end: Int, in scalars: [Unicode.Scalar]) -> (Int, Int) {
        guard end < scalars.count, separators.contains(scalars[end]) else { return (end, end) }
        var wordEnd = end + 1
        while wordEnd < scalars.count, isLetter(scalars[wordEnd]) { wordEnd += 1 }
        return (end + 1, wordEnd)
    }

    /// The number at `start` and where it ends: digits with at most one decimal point or comma
    /// between digits, or a whole number word.
    private static func number(at start: Int, in scalars: [Unicode.Scalar], words: LanguageWords) -> (Double, Int)? {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        if end > start {
            if end + 1 < scalars.count, scalars[end] == "." || scalars[end] == ",", isDigit(scalars[end + 1]) {
                end += 1
                while end < scalars.count, isDigit(scalars[end]) { end += 1 }
            }
            guard end == scalars.count || !isLetter(scalars[end]) else { return nil }
            let written = String(string(scalars[start..<end]).map { $0 == "," ? "." : $0 })
            return Double(written).map { ($0, end) }
        }
        while end < scalars.count, isLetter(scalars[end]) { end += 1 }
        guard end > start, let value = words.numbers[lowered(scalars[start..<end])] else { return nil }
        return (Double(value), end)
    }

    private struct LanguageWords {
        /// Number words, lower-case, by value.
        var numbers: [String: Int]
        /// The start of each unit word, lower-case: every form of the word begins with it.
        var unitStems: [(stem: String, unit: Unit)]
        /// Unit words matched whole (abbreviations).
        var unitWords: [String: Unit]
        /// Words that may stand between a number and its unit, lower-case.
        var between: Set<String>

        /// Words after a quantity that make it a routine's ("5 minutes a day"), not a length.
        var routines: [[Unicode.Scalar]]

        /// Whether the text after `end` (past a space) opens with one of ``routines``.
        func isRoutine(after end: Int, in scalars: [Unicode.Scalar]) -> Bool {
            guard end < scalars.count, scalars[end] == " " else { return false }
            return routines.contains { routine in
                end + 1 + routine.count <= scalars.count && scalars[(end + 1)..<(end + 1 + routine.count)].elementsEqual(routine)
                    && (end + 1 + routine.count == scalars.count || !QuantityMention.isLetter(scalars[end + 1 + routine.count]))
            }
        }

        func unit(of word: String) -> Unit? {
            unitWords[word] ?? unitStems.first { word.hasPrefix($0.stem) }?.unit
        }
    }

    /// English number words by value: the ones a length or a count is written in.
    static let englishNumberWords: [Int: String] = Dictionary(uniqueKeysWithValues:
        ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
         "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"].enumerated().map { ($0 + 1, $1) })
        .merging([30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 90: "ninety"]) { first, _ in first }

    private static let wordsByLanguage: [String: LanguageWords] = [
        "en": LanguageWords(
            numbers: Dictionary(uniqueKeysWithValues: englishNumberWords.map { ($0.value, $0.key) }),
            // "seconds", "second-long"; "breaths" but not "breathe" or "breathing".
            unitStems: [("second", .seconds), ("minute", .minutes), ("cycle", .cycles)],
            unitWords: ["sec": .seconds, "secs": .seconds, "min": .minutes, "mins": .minutes, "breath": .cycles, "breaths": .cycles,
                        "round": .cycles, "rounds": .cycles],
            between: ["slow", "deep", "full", "calm", "gentle", "long", "more", "whole", "complete", "quiet"],
            routines: ["a day", "a week", "each day", "every day", "per day", "daily", "twice", "a few times"].map { Array($0.unicodeScalars) }),
        "ru": LanguageWords(
            numbers: ["один": 1, "одна": 1, "одну": 1, "одной": 1, "одного": 1, "два": 2, "две": 2, "двух": 2, "три": 3, "трёх": 3, "трех": 3,
                      "четыре": 4, "четырёх": 4, "четырех": 4, "пять": 5, "пяти": 5, "шесть": 6, "шести": 6, "семь": 7, "семи": 7,
                      "восемь": 8, "восьми": 8, "девять": 9, "девяти": 9, "десять": 10, "десяти": 10],
            // "секунд", "секунды", "минуту", "минутная", "цикла", "вдохов" (not "вдыхайте").
            unitStems: [("секунд", .seconds), ("минут", .minutes), ("цикл", .cycles), ("вдох", .cycles)],
            unitWords: ["сек": .seconds, "мин": .minutes],
            between: ["медленных", "медленные", "глубоких", "глубокие", "полных", "полные", "спокойных", "спокойные", "тихих"],
            routines: ["в день", "в неделю", "каждый день", "ежедневно"].map { Array($0.unicodeScalars) }),
    ]

    /// Between a number and its unit: a space, a no-break space or a hyphen (`five-minute`).
    private static let separators: Set<Unicode.Scalar> = [" ", "\u{A0}", "\u{202F}", "-", "\u{2011}"]

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") : scalar.properties.isAlphabetic
    }

    /// A letter or a digit: a number starts only after neither (`mp3`, `x4` hold none).
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || isDigit(scalar)
    }

    private static func lowered(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        string(scalars).lowercased()
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
