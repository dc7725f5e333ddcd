import EaseDiagnostics

/// An exercise's instructions fade out after `instruction-fade-seconds` (4 when not written) and
/// come back on a tap. A reader must be able to finish them first: at an average silent reading
/// pace (``wordsPerMinute``, an adult's for English non-fiction) their words take a time of
/// their own, and instructions that fade sooner are a warning at the fade (or at the
/// instructions, when the fade is not written), with a fix-it to the whole seconds they take.
/// A translation takes at least as long as its source: a text carrying the same message takes
/// about as long to read in any language, even where it has fewer, longer words. A fade the
/// schema rejected is the schema's report alone.
struct InstructionFadeRule: ValidationRule {
    /// Words a minute an adult reads silently, on average, in English non-fiction (Brysbaert,
    /// "How many words do we read per minute?", 2019: 238; most adults 175–300).
    static let wordsPerMinute = 238.0
    static let fadeKey = "instruction-fade-seconds"

    var diagnosticIDs: [String: String] { ["exercise.instructions-fade": "an exercise's instructions fade before a reader can finish them"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let exercises = context.catalog.exercises
        // Each exercise's words counted once: a source's are its own and its translations' measure.
        let words = exercises.map { ProseWords.count($0.instructions) }
        var sourceWords: [String: Int] = [:]
        for (exercise, count) in zip(exercises, words) where exercise.item.locale == nil { sourceWords[exercise.item.id.value] = count }
        var diagnostics: [Diagnostic] = []
        for (exercise, own) in zip(exercises, words) {
            let document = exercise.item.document
            let fadeNode = document.frontMatter?[Self.fadeKey]
            guard fadeNode == nil || fadeNode?.double == exercise.instructionFadeSeconds else { continue }
            let source = exercise.item.locale == nil ? nil : sourceWords[exercise.item.id.value].flatMap { $0 > own ? $0 : nil }
            let needed = Double(source ?? own) * 60 / Self.wordsPerMinute
            let fade = exercise.instructionFadeSeconds
            guard fade < needed else { continue }
            let wanted = Int(needed.rounded(.up))
            var notes = [DiagnosticNote("they come back on a tap, but a reader who has to tap to finish them loses their place, and one who does not know to tap never does")]
            if let source { notes.append(DiagnosticNote("the source's instructions have \(source) words: the same message takes about as long to read in any language")) }
            var fixIts: [FixIt] = []
            if wanted > 30 {
                notes.append(DiagnosticNote("instructions fade after at most 30 s: shorten them, and say the rest in the exercise's text"))
            } else if let fadeNode {
                fixIts.append(FixIt("fade after \(wanted) s", replacing: fadeNode.range, with: String(wanted)))
            } else if let insertion = Self.fadeInsertion(after: exercise, context) {
                fixIts.append(FixIt("fade after \(wanted) s", replacing: SourceRange(at: insertion.at), with: insertion.text + "\(Self.fadeKey): \(wanted)"))
            }
            let wordCount = source.map { "\(own) words, as long as the source's \($0)," } ?? "\(own) words"
            diagnostics.append(.warning("exercise.instructions-fade",
                                        "the instructions of '\(exercise.item.id.value)' fade after \(SchemaType.formatSeconds(fade)), but at an average reading pace (\(Int(Self.wordsPerMinute)) words a minute) their \(wordCount) take \(SchemaType.formatSeconds((needed * 10).rounded(.up) / 10))",
                                        at: fadeNode.map { document.location($0.range) } ?? exercise.item.location(ofValueAt: "instructions"),
                                        notes: notes, fixIts: fixIts))
        }
        return diagnostics
    }

    /// Where a fade line goes when none is written: at the end of the instructions' line, after
    /// the file's own line break, as a key of the front matter's top level; instructions written
    /// over several lines get no fix-it.
    private static func fadeInsertion(after exercise: Exercise, _ context: ValidationContext) -> (at: SourcePosition, text: String)? {
        let document = exercise.item.document
        guard let entry = document.frontMatter?.entries?.first(where: { $0.key == "instructions" }),
              entry.value.range.start.line == entry.value.range.end.line, let file = context.sourceFile(of: document) else { return nil }
        return (file.end(ofLine: entry.value.range.end.line), file.lineBreak + String(repeating: " ", count: entry.keyRange.start.column - 1))
    }
}
