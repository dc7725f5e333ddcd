@testable import EaseCore
import Testing

/// Words handled as scalars: split at what is not a letter, compared letter case aside.
@Suite struct ScalarWordsTests {
    @Test func wordsAreRunsOfLetters() {
        let scalars = Array("Tap «Начать», then 4 mp3s—now".unicodeScalars)
        var words: [String] = []
        ScalarWords.forEachWord(in: scalars) { words.append(ScalarWords.string(scalars[$0])) }
        #expect(words == ["Tap", "Начать", "then", "mp", "s", "now"])
        ScalarWords.forEachWord(in: []) { _ in Issue.record("no words in nothing") }
    }

    @Test func comparedLetterCaseAsideWholeOrAsAPrefix() {
        let tab = Array("tab".unicodeScalars)
        #expect(ScalarWords.matches(Array("TAB".unicodeScalars)[...], tab))
        #expect(!ScalarWords.matches(Array("Tabs".unicodeScalars)[...], tab))
        #expect(ScalarWords.matches(Array("Tabs".unicodeScalars)[...], tab, asPrefix: true))
        #expect(ScalarWords.matches(Array("ВКЛАДКЕ".unicodeScalars)[...], Array("вкладк".unicodeScalars), asPrefix: true))
        #expect(ScalarWords.lowered("Ё") == "ё")
        #expect(ScalarWords.lowered("Ω") == "Ω")
        #expect(ScalarWords.isLetter("é") && !ScalarWords.isLetter("4") && !ScalarWords.isLetter("-"))
    }
}
