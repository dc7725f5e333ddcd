import EaseDiagnostics

/// Part of ``MotionSpecRule``, on the choreographies it has parsed: every property a step
/// animates shows on the page. It changes (an opacity from 1 to 1 is the element at rest
/// throughout), and no earlier step of the same choreography animates the same
/// property of the same element. The site plays each step as a CSS animation that fills both
/// ways, and of two animations of one property the later holds it from the page's first moment
/// to its last: the earlier step is never seen (a title faded in twice stays hidden until the
/// second fade). And the value a step leaves its element at, which both the site and the app
/// hold once the step is over, does not hide it (``hidingEnd(of:)``).
enum MotionStepEffects {
    static let diagnosticIDs = [
        "motion.no-change": "a step animates a property from its resting value to the same value",
        "motion.overridden": "two steps of a choreography animate the same property of the same element",
        "motion.ends-hidden": "a step that plays a number of times leaves its element at opacity 0 or scale 0, unseen once it ends",
    ]

    /// The findings of one choreography.
    static func findings(in choreography: Choreography) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstStep: [String: MotionStep] = [:]
        let steps = steps(of: choreography.root)
        // The step that holds each property of each element at the end: the last to animate it.
        var lastStep: [String: Int] = [:]
        for (index, (step, _)) in steps.enumerated() {
            for property in step.properties { lastStep[step.element.value + "\u{0}" + property.kind.rawValue] = index }
        }
        for (index, (step, endless)) in steps.enumerated() {
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
                if !endless, lastStep[key] == index, let hidden = hidingEnd(of: property) {
                    diagnostics.append(endsHidden(step, property, hidden, in: choreography))
                }
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

    /// What hides an element when `property` ends on it: `"opacity 0"` or `"scale 0"`, or `nil`.
    static func hidingEnd(of property: MotionProperty) -> String? {
        switch property.keyframes.last?.value {
        case .opacity(0): "opacity 0"
        case .scale(0): "scale 0"
        default: nil
        }
    }

    /// The error for a step that leaves its element hidden, with a fix-it that ends it at rest.
    private static func endsHidden(_ step: MotionStep, _ property: MotionProperty, _ hidden: String, in choreography: Choreography) -> Diagnostic {
        let element = step.element.value
        return .error("motion.ends-hidden",
                      "'\(element)' ends this step at \(hidden) and stays there: the site and the app hold a step's last value, so once '\(choreography.id)' has played, '\(element)' cannot be seen",
                      at: property.endLocation ?? step.element.location,
                      notes: [DiagnosticNote("screen readers still read it, and a control in it can still be focused, unseen"),
                              DiagnosticNote("an entrance ends with every element at rest; end '\(property.kind.rawValue)' at 1")],
                      fixIts: property.endLocation.map { [FixIt("end at 1", replacing: $0.range, with: "1")] } ?? [])
    }

    /// The steps of a choreography in the order the site lists their animations, each with
    /// whether it loops forever (alone or in a group), and so never ends on a value.
    static func steps(of node: MotionNode, endless: Bool = false) -> [(step: MotionStep, endless: Bool)] {
        let loopsForever = endless || MotionTimeline.loopOf(node).map { $0.count == nil } == true
        switch node {
        case .step(let step): return [(step, loopsForever)]
        case .sequence(let children, _), .parallel(let children, _): return children.flatMap { steps(of: $0, endless: loopsForever) }
        }
    }
}
