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
    /// For seconds, the phase of a breath the clause names before the number (``BreathPhaseMention``).
    var phase: String? = nil

    /// Whether the number is written as a word.
    var isWord: Bool { number.unicodeScalars.first.map { !("0"..."9").contains($0) } ?? false }

    /// `value` written as this mention writes its number: in digits, or as an English number
    /// word with the same first letter's case; `nil` for a fraction, or a number word of
    /// another language (whose form depends on the words around it).
    func written(_ value: Double) -> String? {
        guard value == value.rounded(), value >= 0, value < 1_000_000 else { return nil }
        let whole = Int(value)
        guard isWord else { return String(whole) }
        guard number.unicodeScalars.allSatisfy({ $0.isASCII }),
              let word = Self.english.numbers.first(where: { $0.value == whole })?.word else { return nil }
        return number.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }

    /// The quantities in `text`, written in `language` (`en`, `ru`; a tag's first part). Found
    /// from their unit words, which few texts have; the number before one is read only then.
    static func find(in text: String, language: String) -> [QuantityMention] {
        let words: LanguageWords
        switch language {
        case "en": words = english
        case "ru": words = russian
        default: return []
        }
        let scalars = Array(text.unicodeScalars)
        var found: [QuantityMention] = []
        ScalarWords.forEachWord(in: scalars) { word in
            guard let unit = words.unit(of: scalars[word]), !words.isRoutine(after: word.upperBound, in: scalars),
                  let (value, numberStart, numberEnd) = number(before: word.lowerBound, in: scalars, words: words) else { return }
            found.append(QuantityMention(value: value, unit: unit, number: ScalarWords.string(scalars[numberStart..<numberEnd]),
                                         phrase: ScalarWords.string(scalars[numberStart..<word.upperBound]),
                                         phase: unit == .seconds ? BreathPhaseMention.phase(before: numberStart, in: scalars, language: language) : nil))
        }
        return found
    }

    /// The number a unit word at `unit` counts, and where it is written: the word before it, past
    /// one separator, or the word before that, past a space, when the one between is of
    /// ``LanguageWords/between`` ("seven slow breaths").
    private static func number(before unit: Int, in scalars: [Unicode.Scalar], words: LanguageWords) -> (Double, Int, Int)? {
        guard unit > 0, isSeparator(scalars[unit - 1]) else { return nil }
        if let found = number(endingAt: unit - 1, in: scalars, words: words) { return found }
        // One word between, spaces on both sides.
        guard scalars[unit - 1] == " " else { return nil }
        var start = unit - 1
        while start > 0, ScalarWords.isLetter(scalars[start - 1]) { start -= 1 }
        guard start < unit - 1, start > 0, scalars[start - 1] == " ",
              words.between.contains(where: { ScalarWords.matches(scalars[start..<(unit - 1)], $0) }) else { return nil }
        return number(endingAt: start - 1, in: scalars, words: words)
    }

    /// The number that ends at `end`: digits with at most one decimal point or comma between
    /// digits, or a whole number word, with no letter or digit before it.
    private static func number(endingAt end: Int, in scalars: [Unicode.Scalar], words: LanguageWords) -> (Double, Int, Int)? {
        var start = end
        while start > 0, isDigit(scalars[start - 1]) { start -= 1 }
        if start < end {
            if start > 1, scalars[start - 1] == "." || scalars[start - 1] == ",", isDigit(scalars[start - 2]) {
                start -= 1
                while start > 0, isDigit(scalars[start - 1]) { start -= 1 }
            }
            guard start == 0 || !isWordScalar(scalars[start - 1]) else { return nil }
            let written = String(ScalarWords.string(scalars[start..<end]).map { $0 == "," ? "." : $0 })
            return Double(written).map { ($0, start, end) }
        }
        while start > 0, ScalarWords.isLetter(scalars[start - 1]) { start -= 1 }
        guard start < end, start == 0 || !isDigit(scalars[start - 1]),
              let value = words.numbers.first(where: { ScalarWords.matches(scalars[start..<end], $0.scalars) })?.value else { return nil }
        return (Double(value), start, end)
    }

    /// The words of one language that make a quantity, lower-case, as scalars: compared scalar
    /// by scalar, without making a string of every word.
    private struct LanguageWords {
        /// Number words and their values.
        var numbers: [(word: String, scalars: [Unicode.Scalar], value: Int)]
        /// The start of each unit word: every form of the word begins with it.
        var unitStems: [[Unicode.Scalar]]
        /// What each of ``unitStems`` counts.
        var stemUnits: [Unit]
        /// Unit words matched whole (abbreviations, "breath" but not "breathe").
        var unitWords: [[Unicode.Scalar]]
        /// What each of ``unitWords`` counts.
        var wordUnits: [Unit]
        /// Words that may stand between a number and its unit.
        var between: [[Unicode.Scalar]]
        /// Words after a quantity that make it a routine's ("5 minutes a day"), not a length.
        var routines: [[Unicode.Scalar]]

        init(numbers: [(String, Int)], units: [(String, Unit)], words: [(String, Unit)], between: [String], routines: [String]) {
            self.numbers = numbers.map { ($0.0, Array($0.0.unicodeScalars), $0.1) }
            unitStems = units.map { Array($0.0.unicodeScalars) }
            stemUnits = units.map { $0.1 }
            unitWords = words.map { Array($0.0.unicodeScalars) }
            wordUnits = words.map { $0.1 }
            self.between = between.map { Array($0.unicodeScalars) }
            self.routines = routines.map { Array($0.unicodeScalars) }
        }

        func unit(of word: ArraySlice<Unicode.Scalar>) -> Unit? {
            if let index = unitWords.firstIndex(where: { ScalarWords.matches(word, $0) }) { return wordUnits[index] }
            return unitStems.firstIndex { ScalarWords.matches(word, $0, asPrefix: true) }.map { stemUnits[$0] }
        }

        /// Whether the text after `end` (past a space) opens with one of ``routines``.
        func isRoutine(after end: Int, in scalars: [Unicode.Scalar]) -> Bool {
            guard end < scalars.count, scalars[end] == " " else { return false }
            return routines.contains { routine in
                end + 1 + routine.count <= scalars.count && scalars[(end + 1)..<(end + 1 + routine.count)].elementsEqual(routine)
                    && (end + 1 + routine.count == scalars.count || !ScalarWords.isLetter(scalars[end + 1 + routine.count]))
            }
        }
    }

    private static let english = LanguageWords(
        numbers: ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
                  "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"].enumerated().map { ($1, $0 + 1) }
            + [("thirty", 30), ("forty", 40), ("fifty", 50), ("sixty", 60), ("ninety", 90)],
        // "seconds", "second-long", "minutes", "cycles".
        units: [("second", .seconds), ("minute", .minutes), ("cycle", .cycles)],
        words: [("sec", .seconds), ("secs", .seconds), ("min", .minutes), ("mins", .minutes), ("breath", .cycles), ("breaths", .cycles),
                ("round", .cycles), ("rounds", .cycles)],
        between: ["slow", "deep", "full", "calm", "gentle", "long", "more", "whole", "complete", "quiet"],
        routines: ["a day", "a week", "each day", "every day", "per day", "daily", "twice", "a few times"])

    private static let russian = LanguageWords(
        numbers: [("один", 1), ("одна", 1), ("одну", 1), ("одной", 1), ("одного", 1), ("два", 2), ("две", 2), ("двух", 2), ("три", 3),
                  ("трёх", 3), ("трех", 3), ("четыре", 4), ("четырёх", 4), ("четырех", 4), ("пять", 5), ("пяти", 5), ("шесть", 6),
                  ("шести", 6), ("семь", 7), ("семи", 7), ("восемь", 8), ("восьми", 8), ("девять", 9), ("девяти", 9), ("десять", 10),
                  ("десяти", 10)],
        // "секунд", "секунды", "минуту", "минутная", "цикла", "вдохов" (not "вдыхайте").
        units: [("секунд", .seconds), ("минут", .minutes), ("цикл", .cycles), ("вдох", .cycles)],
        words: [("сек", .seconds), ("мин", .minutes)],
        between: ["медленных", "медленные", "глубоких", "глубокие", "полных", "полные", "спокойных", "спокойные", "тихих"],
        routines: ["в день", "в неделю", "каждый день", "ежедневно"])

    /// Whether `scalar` may stand between a number and its unit: a space, a no-break space or a
    /// hyphen (`five-minute`). A switch, not a set: a set of scalars would be the check's only one,
    /// and its type's metadata is looked up at run time, once, for about 75,000 instructions.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\u{A0}", "\u{202F}", "-", "\u{2011}": true
        default: false
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    /// A letter or a digit: a number starts only after neither (`mp3`, `x4` hold none).
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        ScalarWords.isLetter(scalar) || isDigit(scalar)
    }

}
