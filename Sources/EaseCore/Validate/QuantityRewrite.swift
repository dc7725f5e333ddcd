import EaseDiagnostics

/// The fix-it that writes another number into a quantity said in a text (`5 seconds` → `4`), with
/// the word after it agreeing with the new number: a number of another plural category
/// (``PluralRules``) takes another form of its word. English's words are mended (`1 second` →
/// `4 seconds`, and a word that did not agree with the old number either, `5 breath` → `7 breaths`;
/// `a 5-second pause` keeps its word); a Russian word's form depends on its case
/// too (`4 секунды`, `в течение 4 секунд`), which the text around it decides, so a Russian
/// number of another category gets no fix-it, and a note says why.
enum QuantityRewrite {
    /// English unit words, singular and plural.
    static let englishForms: [(one: String, other: String)] = [("second", "seconds"), ("minute", "minutes"), ("breath", "breaths"), ("cycle", "cycles")]

    /// The fix-it that writes `value` in `mention` at `place` (the phrase's range in `file`), as the
    /// mention writes its number (``QuantityMention/written(_:)``: none for a fraction or another
    /// language's number word), and the note when none can be written.
    static func fixIt(writing value: Double, in mention: QuantityMention, at place: SourceRange,
                      file: SourceFile, language: String) -> (fixIt: FixIt?, note: DiagnosticNote?) {
        guard let number = mention.written(value), let numberRange = file.range(ofTheOne: mention.number, within: place) else { return (nil, nil) }
        let numberOnly = FixIt("write '\(number)'", replacing: numberRange, with: number)
        // Fractions keep their word.
        guard mention.value == mention.value.rounded(), value == value.rounded(), abs(value) < 1_000_000, abs(mention.value) < 1_000_000 else {
            return (numberOnly, nil)
        }
        let after = mention.phrase.dropFirst(mention.number.count)
        // An English word is written agreeing with the new number, whether or not it agreed with the old (`5 breath` → `7 breaths`).
        if language == "en" {
            guard let phrase = englishPhrase(number, after, agreeingWith: value), phrase != number + after else { return (numberOnly, nil) }
            return (FixIt("write '\(phrase)'", replacing: place, with: phrase), nil)
        }
        guard PluralRules.category(of: Int(mention.value), locale: language) != PluralRules.category(of: Int(value), locale: language) else {
            return (numberOnly, nil)
        }
        return (nil, DiagnosticNote("the word after the number takes another form for \(number) (1 секунду, 2 секунды, 5 секунд); write the number and its word"))
    }

    /// The phrase of an English `mention` with its word agreeing with its own number, when it
    /// does not (`1 minutes` → `1 minute`, `14 second` → `14 seconds`); `nil` when it agrees, or
    /// its word has no other form here (a fraction, `a 5-second pause`, `min`).
    static func disagreeingWord(in mention: QuantityMention) -> String? {
        guard mention.value == mention.value.rounded(), abs(mention.value) < 1_000_000,
              let phrase = englishPhrase(mention.number, mention.phrase.dropFirst(mention.number.count), agreeingWith: mention.value),
              phrase != mention.phrase else { return nil }
        return phrase
    }

    /// `number` and the text `after` it, its English unit word in the form that agrees with
    /// `value`; `nil` for a hyphened word (`a 5-second pause`: singular whatever the number) or a
    /// word without forms here.
    private static func englishPhrase(_ number: String, _ after: Substring, agreeingWith value: Double) -> String? {
        guard after.first == " " else { return nil }
        let word = after.drop { $0 == " " }
        guard let forms = englishForms.first(where: { word.lowercased() == $0.one || word.lowercased() == $0.other }) else { return nil }
        var agreeing = PluralRules.category(of: Int(value), locale: "en") == .one ? forms.one : forms.other
        if word.first?.isUppercase == true { agreeing = agreeing.prefix(1).uppercased() + agreeing.dropFirst() }
        return number + after.prefix { $0 == " " } + agreeing
    }
}
