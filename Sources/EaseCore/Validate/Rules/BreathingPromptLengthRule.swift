import EaseDiagnostics

/// A breathing phase's prompt can be said within the phase: the prompt is the button's label,
/// which VoiceOver announces as the phase changes, so one that takes longer to say than the
/// phase lasts is still being read when the next phase begins, and the reader breathes to the
/// voice rather than the button. Said at a calm pace of 150 words a minute (VoiceOver's default
/// is faster; many who rely on it slow it down), a prompt of `n` words takes `n / 2.5` seconds.
/// A warning at the prompt, in every locale (a translation has its own words and its source's
/// timing); a phase that takes no time is never announced.
struct BreathingPromptLengthRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["breathing.long-prompt": "a breathing phase's prompt takes longer to say than the phase lasts"]
    }

    var scope: ValidationScope { .frontMatter }

    /// Words said in a second at a calm pace: 150 words a minute.
    static let wordsPerSecond = 2.5

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for exercise in context.catalog.exercises {
            guard case .breathing(let pattern) = exercise.payload else { continue }
            let document = exercise.item.document
            for (phase, length) in pattern.phases {
                guard length > 0, let prompt = pattern.prompts[phase] else { continue }
                let words = prompt.split { $0.isWhitespace }.count
                let saying = Double(words) / Self.wordsPerSecond
                guard saying > length else { continue }
                let node = document.frontMatter?["prompts"]?[phase]
                diagnostics.append(.warning("breathing.long-prompt",
                                            "the '\(phase)' prompt has \(words) words, about \(SchemaType.formatSeconds((saying * 10).rounded() / 10)) to say, but the phase lasts \(SchemaType.formatSeconds(length)): VoiceOver would still be reading it when the next phase begins",
                                            at: node.map { document.location($0.range) } ?? exercise.item.id.location,
                                            notes: [DiagnosticNote("the prompt is the button's label, announced as each phase begins; a few words ('Breathe in') are enough, and the instructions can say more")]))
            }
        }
        return diagnostics
    }
}
