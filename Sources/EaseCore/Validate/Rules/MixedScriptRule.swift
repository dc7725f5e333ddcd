import EaseDiagnostics

/// A word that mixes the letters of two scripts (``MixedScriptWord``) in a Markdown body: a
/// warning at the word, with a fix-it to its lookalike letters in the word's own script. Front
/// matter values are looked at by ``PlainTextRule``, which walks every one of them already.
///
/// Only bodies whose outline says their source may hold a mixed word are read
/// (``MarkdownOutline/mayHoldMixedScript``: a run of bytes with two scripts' letters, looked
/// for at parse time in a file that is not all ASCII). A body is read from its source text, code
/// included.
struct MixedScriptRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["text.mixed-script": "a word mixes the letters of two scripts (a Cyrillic 'о' in 'Wоrry')"] }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments {
            guard let body = document.mixedScriptBodyRange, let file = context.sourceFile(of: document),
                  let bytes = file.byteRange(of: body) else { continue }
            let preferred = Self.script(of: document.source.locale ?? context.catalog.site?.defaultLocale)
            for word in MixedScriptWord.find(in: String(file.text(inBytes: bytes)), preferred: preferred) {
                let range = file.range(ofBytes: (bytes.lowerBound + word.bytes.lowerBound)..<(bytes.lowerBound + word.bytes.upperBound))
                diagnostics.append(Self.diagnostic(for: word, at: range, in: document))
            }
        }
        return diagnostics
    }

    /// The script a locale's text is written in: Cyrillic for the languages written in it, Greek
    /// for Greek, Latin for the rest.
    static func script(of locale: String?) -> MixedScriptWord.Script {
        switch locale.map(PluralRules.language(of:)) {
        case "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg": .cyrillic
        case "el": .greek
        default: .latin
        }
    }

    /// The warning for `word` at `range` (the whole value when the word could not be placed, `key`
    /// naming it).
    static func diagnostic(for word: MixedScriptWord, at range: SourceRange, in document: ParsedDocument, key: String? = nil) -> Diagnostic {
        let odd = word.oddLetters.map { "'\(Character($0))'" }
        let oddScript = word.oddLetters.first.flatMap(MixedScriptWord.Script.init)?.rawValue ?? "another script"
        let place = key.map { "'\($0)' has the word" } ?? "the word"
        return .warning("text.mixed-script",
                        "\(place) '\(word.word)' mixes \(word.script.rawValue) letters with \(oddScript) \(odd.count == 1 ? "letter" : "letters") \(odd.joined(separator: ", ")), which look alike",
                        at: document.location(range),
                        notes: [DiagnosticNote("a screen reader may read the word in another voice or spell it out, and a search does not find it; it was likely typed in the other keyboard layout")],
                        fixIts: word.repaired.map { [FixIt("write '\($0)' in \(word.script.rawValue) letters", replacing: range, with: $0)] } ?? [])
    }
}
