import EaseDiagnostics
import EaseMarkdown

/// What an exercise's texts say about its length and its count agrees with what it is set to
/// do: "breathe in for 4 seconds" with `inhale: 4`, "two minutes of quiet landscapes" with
/// `seconds: 120`, "seven slow breaths" with `cycles: 7`. A timing changed and its text left
/// behind tells an anxious reader one thing while the screen does another. A warning at the
/// number, with the exercise's own numbers in the message; a fix-it where one number fits (the
/// length in minutes or seconds of an exercise that is not paced breath by breath, the count of
/// breaths), in the form it was written (`ten` → `seven`, `5` → `2`), its word agreeing with it
/// (``QuantityRewrite``: `1 second` → `4 seconds`; none for a Russian word that would change).
///
/// A number of seconds agrees with any step of a breath, a whole breath, the instructions' fade
/// time, or the exercise's whole length within a tenth; a number of minutes with the whole
/// length within a minute (`2 minutes`, `two and a half` or `3 minutes` for 2 min 31 s); a
/// number of breaths or cycles (other than one: "one breath at a time") with `cycles:`. A
/// number of seconds said of one phase of a breath ("breathe in for 5 seconds", "hold for 2
/// seconds", ``BreathPhaseMention``) agrees with that phase alone, and its fix-it writes the
/// phase's seconds.
///
/// Looked in: every exercise's `summary:`, `instructions:` and body paragraphs, in each locale
/// (``QuantityMention`` knows English and Russian).
///
/// An English quantity whose word does not agree with its own number (`1 minutes`, `14 second`)
/// is a warning of its own, with a fix-it to the word's other form, when its number agrees with
/// the settings (one that does not is the mismatch alone, whose fix-it mends both).
struct ExerciseNumberRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["exercise.number-mismatch": "an exercise's text gives a length or a count its settings do not",
         "text.number-agreement": "an English quantity's word does not agree with its number (1 minutes, 14 second)"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        for exercise in context.subjects(of: context.catalog.exercises) {
            guard let numbers = ExerciseNumbers(exercise) else { continue }
            let document = exercise.item.document
            let language = PluralRules.language(of: exercise.item.locale ?? site.defaultLocale)
            // The file's text, read (again, when a one-off build has let it go) at the first finding only.
            var readFile: SourceFile??
            func look(in text: String, at range: SourceRange) {
                for mention in QuantityMention.find(in: text, language: language) {
                    let disagreement = numbers.disagreement(with: mention)
                    // A number that agrees with the settings may still have a word that does not agree with it.
                    let agreeing = disagreement == nil && language == "en" ? QuantityRewrite.disagreeingWord(in: mention) : nil
                    guard disagreement != nil || agreeing != nil else { continue }
                    if readFile == nil { readFile = .some(context.sourceFile(of: document)) }
                    let file = readFile ?? nil
                    let place = file?.range(ofTheOne: mention.phrase, within: range)
                    guard let disagreement else {
                        guard let agreeing else { continue }
                        diagnostics.append(.warning("text.number-agreement", "the word of '\(mention.phrase)' does not agree with its number; write '\(agreeing)'",
                                                    at: document.location(place ?? range),
                                                    notes: [DiagnosticNote("VoiceOver reads it as written, and the reader hears the slip")],
                                                    fixIts: place.map { [FixIt("write '\(agreeing)'", replacing: $0, with: agreeing)] } ?? []))
                        continue
                    }
                    var notes = [DiagnosticNote("a timing changed and its text left behind tells the reader one thing while the screen does another")]
                    var fixIts: [FixIt] = []
                    if let place, let file, let value = disagreement.value {
                        let rewrite = QuantityRewrite.fixIt(writing: value, in: mention, at: place, file: file, language: language)
                        if let fixIt = rewrite.fixIt { fixIts.append(fixIt) }
                        if let note = rewrite.note { notes.append(note) }
                    }
                    diagnostics.append(.warning("exercise.number-mismatch", "the text says '\(mention.phrase)', but \(disagreement.actual)",
                                                at: document.location(place ?? range), notes: notes, fixIts: fixIts))
                }
            }
            for key in ["summary", "instructions"] {
                guard let node = document.frontMatter?[key], let text = node.string else { continue }
                look(in: text, at: node.range)
            }
            document.markdown().forEachBlock { block in
                guard case .paragraph(let inlines) = block.kind else { return }
                look(in: MarkdownDocument.plainText(inlines), at: block.range)
            }
        }
        return diagnostics
    }
}

/// The lengths and the count an exercise is set to, and what a number in its text should be.
struct ExerciseNumbers {
    /// The exercise's whole length.
    var total: Double
    /// Seconds a number of seconds may be besides the whole length (each step of a breath, a
    /// breath, the fade of the instructions). An array: a set of doubles would be the check's
    /// only one, its type's metadata looked up at run time.
    var seconds: [Double]
    /// Breaths a breathing exercise paces.
    var cycles: Int?
    /// A breathing exercise's phases and their seconds.
    var phases: [(name: String, seconds: Double)] = []
    /// How the length is set, for the message.
    var description: String

    init?(_ exercise: Exercise) {
        guard let total = exercise.sessionSeconds else { return nil }
        self.total = total
        seconds = [exercise.instructionFadeSeconds]
        switch exercise.payload {
        case .breathing(let pattern):
            seconds += [pattern.inhale, pattern.hold, pattern.exhale, pattern.rest, pattern.cycleSeconds]
            cycles = pattern.cycles
            phases = pattern.phases
            description = "a breath is in \(SchemaType.formatSeconds(pattern.inhale)), hold \(SchemaType.formatSeconds(pattern.hold)), out \(SchemaType.formatSeconds(pattern.exhale)), rest \(SchemaType.formatSeconds(pattern.rest)) (\(SchemaType.formatSeconds(pattern.cycleSeconds))), \(pattern.cycles) breaths in all (\(SessionLengthRule.format(total)))"
        case .guidedMeditation:
            description = "its audio runs \(SessionLengthRule.format(total))"
        case .calmingScene, .copingStatements, nil:
            description = "it runs \(SessionLengthRule.format(total))"
        }
    }

    /// Why `mention` disagrees, and the value that would agree when only one does; `nil` when
    /// it agrees.
    func disagreement(with mention: QuantityMention) -> (actual: String, value: Double?)? {
        switch mention.unit {
        case .seconds:
            // "Breathe in for 5 seconds" is said of one phase, and only its seconds agree.
            if let name = mention.phase, let phase = phases.first(where: { $0.name == name }) {
                guard mention.value != phase.seconds else { return nil }
                let actual = phase.seconds > 0 ? "'\(name)' is \(SchemaType.formatSeconds(phase.seconds))" : "the breath has no \(name) ('\(name)' is 0)"
                return ("\(actual): \(description)", phase.seconds > 0 ? phase.seconds : nil)
            }
            guard !seconds.contains(mention.value), abs(mention.value - total) > total / 10 else { return nil }
            return (description, cycles == nil ? total : nil)
        case .minutes:
            guard abs(mention.value * 60 - total) >= 60 else { return nil }
            return (description, total / 60)
        case .cycles:
            guard let cycles, mention.value != 1, mention.value != Double(cycles) else { return nil }
            return ("it paces \(cycles) breaths (cycles: \(cycles))", Double(cycles))
        }
    }
}
