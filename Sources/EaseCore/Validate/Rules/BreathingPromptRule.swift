import EaseDiagnostics

/// The phases of a breathing exercise are told apart: the button's label, which VoiceOver
/// announces as the phase changes, differs between breathing in, breathing out and the pauses.
/// Holding after breathing in and resting after breathing out may share a word ("Pause"); a
/// phase that takes no time is never announced.
struct BreathingPromptRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["breathing.repeated-prompt": "two phases of a breathing exercise have the same prompt"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for exercise in context.catalog.exercises {
            guard case .breathing(let pattern) = exercise.payload else { continue }
            let document = exercise.item.document
            var firstPhase: [String: String] = [:]
            for (phase, seconds) in pattern.phases where seconds > 0 {
                guard let prompt = pattern.prompts[phase] else { continue }
                let key = ReadAlike.key(prompt)
                guard let earlier = firstPhase[key] else {
                    firstPhase[key] = phase
                    continue
                }
                if (earlier, phase) == ("hold", "rest") { continue }
                let node = document.frontMatter?["prompts"]?[phase]
                diagnostics.append(.warning("breathing.repeated-prompt",
                                            "'\(phase)' reads '\(prompt)', as '\(earlier)' does; VoiceOver would announce both phases alike",
                                            at: node.map { document.location($0.range) } ?? exercise.item.id.location,
                                            notes: [DiagnosticNote("'\(earlier)'", at: document.frontMatter?["prompts"]?[earlier].map { document.location($0.range) })]))
            }
        }
        return diagnostics
    }
}
