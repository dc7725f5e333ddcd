import EaseDiagnostics

/// A breathing exercise paces slow breathing, with an out-breath at least as long as the
/// in-breath: about six breaths a minute is the pace that calms, and a longer out-breath slows
/// the heart. A pattern faster than ten breaths a minute (a breath under six seconds) is faster
/// than breathing at rest, and can bring on the light-headedness and tingling of over-breathing,
/// which feel like anxiety itself; an out-breath shorter than the in-breath is most often the two
/// numbers swapped. Both are warnings at the timing; the second gets a fix-it that swaps them.
///
/// Only the default locale's exercise is looked at: a translation keeps its source's timing
/// (`l10n.value-differs` reports one that does not).
struct BreathingPaceRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["breathing.fast-pace": "a breathing exercise paces more than ten breaths a minute",
         "breathing.short-exhale": "a breathing exercise's out-breath is shorter than its in-breath"]
    }

    var scope: ValidationScope { .frontMatter }

    /// Seconds of the shortest breath a pattern may pace: ten breaths a minute.
    static let shortestBreath = 6.0

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for exercise in context.catalog.exercises where exercise.item.locale == nil {
            guard case .breathing(let pattern) = exercise.payload else { continue }
            let document = exercise.item.document
            let timingEntry = document.frontMatter?.entries?.first { $0.key == "timing" }
            let timing = timingEntry?.value
            if pattern.cycleSeconds < Self.shortestBreath {
                let perMinute = Int((60 / pattern.cycleSeconds).rounded())
                // People breathe 12 to 20 times a minute at rest.
                let pace = perMinute > 20 ? "faster than breathing at rest" : "no slower than breathing at rest"
                diagnostics.append(.warning("breathing.fast-pace",
                                            "one breath takes \(SchemaType.formatSeconds(pattern.cycleSeconds)) (in \(SchemaType.formatSeconds(pattern.inhale)), hold \(SchemaType.formatSeconds(pattern.hold)), out \(SchemaType.formatSeconds(pattern.exhale)), rest \(SchemaType.formatSeconds(pattern.rest))): \(perMinute) breaths a minute, \(pace)",
                                            at: timingEntry.map { document.location($0.keyRange) } ?? exercise.item.id.location,
                                            notes: [DiagnosticNote("slow breathing that calms is about six breaths a minute, a breath of about 10 s; a fast pace can bring on the light-headedness and tingling of over-breathing, which feel like anxiety")]))
            }
            if pattern.exhale < pattern.inhale, let inhale = timing?["inhale"], let exhale = timing?["exhale"] {
                diagnostics.append(.warning("breathing.short-exhale",
                                            "breathing out (\(SchemaType.formatSeconds(pattern.exhale))) is shorter than breathing in (\(SchemaType.formatSeconds(pattern.inhale)))",
                                            at: document.location(exhale.range),
                                            notes: [DiagnosticNote("a longer out-breath slows the heart, which is what the exercise is for; an equal one is fine")],
                                            fixIts: swap(inhale, exhale, in: context.sourceFile(of: document)).map { [$0] } ?? []))
            }
        }
        return diagnostics
    }

    /// A fix-it that swaps the written values of two scalars, wherever each is written.
    private func swap(_ first: YAMLNode, _ second: YAMLNode, in file: SourceFile?) -> FixIt? {
        guard let file else { return nil }
        let inOrder = (first.range.start.line, first.range.start.column) < (second.range.start.line, second.range.start.column)
            ? [first.range, second.range] : [second.range, first.range]
        return .rearranging(inOrder, into: [1, 0], in: file, label: "swap the in-breath and the out-breath")
    }
}
