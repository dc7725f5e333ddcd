import EaseDiagnostics

/// Choreographies are well-formed and safe: known elements, positive durations, keyframes in
/// order, a pause control for anything that moves for more than 5 seconds, nothing that flashes
/// more than 3 times a second, entrances that finish within a time limit, and steps whose every
/// property shows on the page (``MotionStepEffects``).
struct MotionSpecRule: ValidationRule {
    /// Entrances (choreographies without endless loops) must finish within this many milliseconds.
    static let maximumLength = 10_000.0

    var diagnosticIDs: [String: String] {
        ["motion.invalid": "a choreography entry is malformed",
         "motion.duration": "a duration or delay is zero or negative",
         "motion.keyframes": "keyframes overlap or lie outside 0…1",
         "motion.unknown-token": "a duration or easing token does not exist",
         "motion.unknown-element": "a step animates an element the page does not have",
         "motion.needs-pause": "something moves for more than 5 seconds on a page without a pause control",
         "motion.flashing": "an animation flashes more than 3 times a second",
         "motion.too-long": "an entrance choreography takes too long"]
            .merging(MotionStepEffects.diagnosticIDs) { first, _ in first }
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = MotionCatalog(context.catalog)
        var diagnostics = catalog.diagnostics
        for entry in catalog.entries {
            let choreography = entry.choreography
            checkElements(choreography.root, allowed: entry.elements, into: &diagnostics)
            diagnostics += MotionStepEffects.findings(in: choreography)
            let timeline = MotionTimeline.flatten(choreography.root)
            let end = timeline.map(\.end).max() ?? 0
            let moves = timeline.contains { $0.properties.contains { $0.kind.isSpatial } }
            let pauseNote = DiagnosticNote("WCAG 2.2.2: anything that moves for more than 5 seconds needs a way to pause it; shorten it or loop it fewer times")
            let needsPause = moves && end > 5000 && !entry.hasPauseControl
            let tooLong = !end.isInfinite && timeline.allSatisfy({ $0.iterations != nil }) && end > Self.maximumLength && entry.requiresScript == false
            if tooLong {
                // One mistake, one error: an entrance long enough to need a pause control says so in a note.
                diagnostics.append(.error("motion.too-long", "'\(choreography.id)' takes \(MotionNumber.time(end, inSeconds: false)); entrances should finish within \(Int(Self.maximumLength)) ms",
                                          at: choreography.location,
                                          notes: needsPause ? [DiagnosticNote("it also moves for more than 5 seconds on a page with no pause control"), pauseNote] : []))
            } else if needsPause {
                diagnostics.append(.error("motion.needs-pause",
                                          "'\(choreography.id)' moves for \(end.isInfinite ? "ever" : MotionNumber.time(end, inSeconds: true)), but its page has no pause control",
                                          at: choreography.location, notes: [pauseNote]))
            }
            diagnostics += Self.flashing(timeline, of: choreography)
        }
        return diagnostics
    }

    /// Elements that flash more than 3 times in a second (``OpacityFlashes``) in any of the three
    /// variants: a quick nudge of scale is a quick fade in the cross-fade variant, and fades that
    /// turn several times are squeezed into 200 ms in the reduced one. Each element once, in the
    /// first variant it flashes in.
    static func flashing(_ timeline: [TimedAnimation], of choreography: Choreography) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported: [String] = []
        for variant in MotionVariant.allCases {
            for flashes in OpacityFlashes.find(in: MotionVariantCompiler.compile(timeline, variant: variant))
            where !reported.contains(flashes.element) {
                reported.append(flashes.element)
                let often = "\(flashes.isAtLeast ? "at least " : "")\(flashes.count) times in one second"
                let when = flashes.from < 1 ? "" : flashes.from < 1000 ? ", from \(MotionNumber.whole(flashes.from)) ms"
                    : ", from \(MotionNumber.format(flashes.from / 1000)) s"
                var notes = [DiagnosticNote("WCAG 2.3.1: nothing may flash (change brightness one way and back) more than 3 times in any second"),
                             DiagnosticNote("make the changes slower or fewer, or give them room between repeats")]
                switch variant {
                case .full: break
                case .crossfade: notes.insert(DiagnosticNote("with 'Prefer cross-fade transitions' every move becomes a fade, so quick moves become quick fades"), at: 0)
                case .reduced: notes.insert(DiagnosticNote("with Reduce Motion a fade is cut to \(MotionNumber.whole(MotionVariantCompiler.reducedFade)) ms, so the turns of a longer one come closer together"), at: 0)
                }
                let which = variant == .full ? "" : "in its \(variant == .crossfade ? "cross-fade" : "reduced-motion") variant, "
                diagnostics.append(.error("motion.flashing", "\(which)'\(flashes.element)' in '\(choreography.id)' flashes \(often)\(when)",
                                          at: flashes.location ?? choreography.location, notes: notes))
            }
        }
        return diagnostics
    }

    private func checkElements(_ node: MotionNode, allowed: [String], into diagnostics: inout [Diagnostic]) {
        switch node {
        case .step(let step):
            guard !allowed.contains(step.element.value) else { return }
            let suggestion = NameSuggester.suggestion(for: step.element.value, among: allowed)
            diagnostics.append(.error("motion.unknown-element",
                                      "the page has no element '\(step.element.value)' to animate" + NameSuggester.didYouMean(suggestion),
                                      at: step.element.location,
                                      notes: [DiagnosticNote("elements of this page: \(allowed.joined(separator: ", "))")],
                                      fixIts: FixIt.suggested(suggestion, replacing: step.element.location.range)))
        case .sequence(let children, _), .parallel(let children, _):
            for child in children { checkElements(child, allowed: allowed, into: &diagnostics) }
        }
    }
}
