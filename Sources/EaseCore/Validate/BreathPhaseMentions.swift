/// The step of a breath a number of seconds is said of: "breathe in for 5 seconds" (`inhale`),
/// "hold your breath for 2 seconds" (`hold`), "… and out for 6 seconds" in a sentence that says
/// to breathe (`exhale`), "выдох — 6 секунд". Known by the nearest step word before the number in
/// its clause (no further back than a comma, a full stop or another number, six words at most);
/// English "in" and "out" name a step only in a sentence that says to breathe before them
/// ("stay in the scene for 5 seconds" names none). Each is a phase name of `timing:`.
enum BreathPhaseMention {
    /// The phase named before the number that starts at `start`, in `language` (`en`, `ru`).
    static func phase(before start: Int, in scalars: [Unicode.Scalar], language: String) -> String? {
        var index = start, words = 0
        while index > 0, words < 6 {
            let scalar = scalars[index - 1]
            if ScalarWords.isLetter(scalar) {
                var wordStart = index - 1
                while wordStart > 0, ScalarWords.isLetter(scalars[wordStart - 1]) { wordStart -= 1 }
                let word = scalars[wordStart..<index]
                if let phase = language == "ru" ? russianPhase(of: word) : englishPhase(of: word, saidToBreathe: { saysToBreathe(before: wordStart, in: scalars) }) {
                    return phase
                }
                words += 1
                index = wordStart
            } else if isClauseBreak(scalar) || (scalar >= "0" && scalar <= "9") {
                return nil
            } else {
                index -= 1
            }
        }
        return nil
    }

    private static func englishPhase(of word: ArraySlice<Unicode.Scalar>, saidToBreathe: () -> Bool) -> String? {
        for (words, phase) in english where words.contains(where: { ScalarWords.matches(word, $0) }) { return phase }
        if ScalarWords.matches(word, inWord) { return saidToBreathe() ? "inhale" : nil }
        if ScalarWords.matches(word, outWord) { return saidToBreathe() ? "exhale" : nil }
        return nil
    }

    private static func russianPhase(of word: ArraySlice<Unicode.Scalar>) -> String? {
        russian.first { stems, _ in stems.contains { ScalarWords.matches(word, $0, asPrefix: true) } }?.phase
    }

    /// Whether a word of the sentence before `end` is a form of "breathe" ("breathe", "breathing",
    /// "breath").
    private static func saysToBreathe(before end: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var index = end
        while index > 0 {
            let scalar = scalars[index - 1]
            if scalar == "." || scalar == "!" || scalar == "?" { return false }
            guard ScalarWords.isLetter(scalar) else { index -= 1; continue }
            var wordStart = index - 1
            while wordStart > 0, ScalarWords.isLetter(scalars[wordStart - 1]) { wordStart -= 1 }
            if ScalarWords.matches(scalars[wordStart..<index], breathStem, asPrefix: true) { return true }
            index = wordStart
        }
        return false
    }

    /// Punctuation that ends the clause a number is in (a dash does not: "выдох — 6 секунд").
    private static func isClauseBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", ",", ";", ":", "!", "?", "(", ")": true
        default: false
        }
    }

    private static let english: [(words: [[Unicode.Scalar]], phase: String)] = [
        (["inhale", "inhaling"], "inhale"), (["exhale", "exhaling"], "exhale"), (["hold", "holding"], "hold"),
        (["rest", "resting", "pause", "pausing"], "rest"),
    ].map { words, phase in (words.map { Array($0.unicodeScalars) }, phase) }
    private static let inWord = Array("in".unicodeScalars), outWord = Array("out".unicodeScalars)
    private static let breathStem = Array("breath".unicodeScalars)
    /// Stems, as Russian words change their endings: "вдох", "вдыхайте", "задержите", "паузу".
    private static let russian: [(stems: [[Unicode.Scalar]], phase: String)] = [
        (["вдох", "вдыха"], "inhale"), (["выдох", "выдыха"], "exhale"), (["задерж"], "hold"), (["пауз", "отдых"], "rest"),
    ].map { stems, phase in (stems.map { Array($0.unicodeScalars) }, phase) }
}
