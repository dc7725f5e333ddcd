import EaseDiagnostics

/// The fix-it that writes another number into a quantity said in a text (`5 seconds` → `4`), with
/// the word after it agreeing with the new number: a number of another plural category
/// (``PluralRules``) takes another form of its word. English's words are mended (`1 second` →
/// `4 seconds`; `a 5-second pause` keeps its word); a Russian word's form depends on its case
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
        // Fractions and equal categories keep their word.
        guard mention.value == mention.value.rounded(), value == value.rounded(), abs(value) < 1_000_000, abs(mention.value) < 1_000_000,
              PluralRules.category(of: Int(mention.value), locale: language) != PluralRules.category(of: Int(value), locale: language) else {
            return (numberOnly, nil)
        }
        let after = mention.phrase.dropFirst(mention.number.count)
        guard language == "en" else {
            return (nil, DiagnosticNote("the word after the number takes another form for \(number) (1 секунду, 2 секунды, 5 секунд); write the number and its word"))
        }
        // `a 5-second pause`: the word stays singular whatever the number.
        guard after.first == " " else { return (numberOnly, nil) }
        let word = after.drop { $0 == " " }
        guard let forms = englishForms.first(where: { word.lowercased() == $0.one || word.lowercased() == $0.other }) else { return (numberOnly, nil) }
        var agreeing = PluralRules.category(of: Int(value), locale: language) == .one ? forms.one : forms.other
        if word.first?.isUppercase == true { agreeing = agreeing.prefix(1).uppercased() + agreeing.dropFirst() }
        let phrase = number + after.prefix { $0 == " " } + agreeing
        return (FixIt("write '\(phrase)'", replacing: place, with: phrase), nil)
    }
}
