@testable import EaseCore
import EaseTestSupport
import Testing

/// The mixed words of a text are its words (runs of letters, and the combining marks after them)
/// with letters of two scripts, wherever they are.
@Suite struct MixedScriptWordsTests {
    /// The mixed words by their definition, with Unicode's properties for every scalar: each
    /// word's text and bytes.
    static func definedWords(in text: String) -> [String] {
        var words: [String] = []
        var word: [Unicode.Scalar] = []
        var start = 0, offset = 0
        func end() {
            if Set(word.compactMap(MixedScriptWord.Script.init)).count > 1 {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: word)
                words.append("\(String(view)) \(start)..<\(offset)")
            }
            word = []
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || (!word.isEmpty && scalar.properties.generalCategory == .nonspacingMark) {
                if word.isEmpty { start = offset }
                word.append(scalar)
            } else {
                end()
            }
            offset += scalar.utf8.count
        }
        end()
        return words
    }

    @Test func theMixedWordsAreTheDefinedOnes() {
        let pieces = ["W", "о", "rry", "Т", "p", "евога", "calm", "покой", " ", ".", "é", "e\u{301}", "\u{301}", "α", "Ω", "ё",
                      "😰", "—", "中", "ǅ", "\u{483}", "1", "-", "ā", "ω", "ɐ", "Ԯ"]
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<3_000 {
            let text = generator.text(of: pieces)
            let found = MixedScriptWord.find(in: text, preferred: .latin).map { "\($0.word) \($0.bytes)" }
            #expect(found == Self.definedWords(in: text), "\(text.debugDescription)")
        }
    }

    /// A text is read scalar by scalar only where its bytes show a run of two scripts' letters.
    @Test func aTextWithoutARunOfTwoScriptsIsNotRead() {
        #expect(!MixedScriptWord.mayMix("Тревога и покой: [ровный-628](reading-00628.md), `steady` and calm."))
        #expect(MixedScriptWord.mayMix("Тревога\u{A0}calm"), "a space that is not ASCII does not end the run")
        #expect(MixedScriptWord.mayMix("Wоrry"))
    }

    @Test func aMixedWordNamesItsOddLettersAndItsRepair() {
        let words = MixedScriptWord.find(in: "Not a Wоrry, Тpевога.", preferred: .latin)
        #expect(words.map(\.word) == ["Wоrry", "Тpевога"])
        #expect(words.map(\.script) == [.latin, .cyrillic])
        #expect(words.map(\.oddLetters) == [["о"], ["p"]])
        #expect(words.map(\.repaired) == ["Worry", "Тревога"])
        #expect(words.first?.bytes == 6..<12)
    }
}
