import EaseDiagnostics

/// Part of ``MotionSpecRule``, on the choreographies it has parsed: every property a step
/// animates shows on the page. It changes (an opacity from 1 to 1 is the element at rest
/// throughout), and no earlier step of the same choreography animates the same
/// property of the same element. The site plays each step as a CSS animation that fills both
/// ways, and of two animations of one property the later holds it from the page's first moment
/// to its last: the earlier step is never seen (a title faded in twice stays hidden until the
/// second fade).
enum MotionStepEffects {
    static let diagnosticIDs = [
        "motion.no-change": "a step animates a property from its resting value to the same value",
        "motion.overridden": "two steps of a choreography animate the same property of the same element",
    ]

    /// The findings of one choreography.
    static func findings(in choreography: Choreography) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstStep: [String: MotionStep] = [:]
        for step in steps(of: choreography.root) {
            for property in step.properties {
                let name = property.kind.rawValue
                if property.keyframes.allSatisfy(\.value.isIdentity) {
                    diagnostics.append(.warning("motion.no-change",
                                                "'\(step.element.value)' stays at rest (\(property.keyframes.first.map { MotionCSSWriter.declaration($0.value).dropLast() } ?? "")) throughout this step; it animates nothing",
                                                at: step.element.location,
                                                notes: [DiagnosticNote("give '\(name)' a value to start from, or leave it out of the step")]))
                    continue
                }
                let key = step.element.value + "\u{0}" + name
                if let earlier = firstStep[key] {
                    diagnostics.append(.warning("motion.overridden",
                                                "'\(step.element.value)' has its \(name) animated by an earlier step of '\(choreography.id)'; on the site this step holds \(name) from the page's first moment, so the earlier one is never seen",
                                                at: step.element.location,
                                                notes: [DiagnosticNote("the earlier step", at: earlier.element.location),
                                                        DiagnosticNote("animate '\(name)' of '\(step.element.value)' in one step, with keyframes ('\(name): [{ at: 0, value: … }, …]') for a change in several stages")]))
                } else {
                    firstStep[key] = step
                }
            }
        }
        return diagnostics
    }

    /// The steps of a choreography in the order the site lists their animations.
    static func steps(of node: MotionNode) -> [MotionStep] {
        switch node {
        case .step(let step): return [step]
        case .sequence(let children, _), .parallel(let children, _): return children.flatMap(steps(of:))
        }
    }
}
