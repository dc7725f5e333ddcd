public import EaseDiagnostics

/// Every choreography of the content, with the page elements it may animate:
/// each onboarding page's `motion:`, `site.yml`'s `motion.session-enter` (the first screen of a
/// session) and `motion.attention` (the nudge on Next/Done), and the breathing circle of each
/// breathing exercise, made from its timing.
public struct MotionCatalog: Sendable {
    /// A choreography and where it plays.
    public struct Entry: Sendable {
        public var choreography: Choreography
        /// The element names the page's template marks with `data-motion-element`.
        public var elements: [String]
        /// Whether the page offers a pause control (needed for loops longer than 5 seconds).
        public var hasPauseControl: Bool
        /// A selector the animated elements must be inside, if any (the running breathing pacer).
        public var container: String?
        /// Whether the choreography only plays with JavaScript (the pacer starts on Begin).
        public var requiresScript: Bool
    }

    /// Element names of each kind of page.
    public static let onboardingElements = ["progress", "title", "illustration", "text", "pager", "actions"]
    public static let sessionElements = ["progress", "title", "instructions", "exercise", "actions"]
    public static let attentionElements = ["advance"]

    public var entries: [Entry] = []
    public var diagnostics: [Diagnostic] = []

    /// Collects and parses every choreography.
    public init(_ catalog: ContentCatalog) {
        guard let site = catalog.site else { return }
        func parse(_ node: YAMLNode, in document: ParsedDocument, id: String) -> Choreography? {
            var parser = MotionSpecParser(document: document, durations: site.motionDurations, easings: site.motionEasings,
                                          unusableTokens: site.unusableMotionTokens)
            let root = parser.parse(node)
            diagnostics += parser.diagnostics
            return root.map { Choreography(id: id, root: $0, location: document.location(node.range)) }
        }
        for page in catalog.localeOnboardingPages {
            if let node = page.item.document.frontMatter?["motion"],
               let choreography = parse(node, in: page.item.document, id: "onboarding-\(page.item.id.value)") {
                entries.append(Entry(choreography: choreography, elements: Self.onboardingElements, hasPauseControl: false,
                                     container: nil, requiresScript: false))
            }
        }
        let motion = site.document.frontMatter?["motion"]
        if let node = motion?["session-enter"], let choreography = parse(node, in: site.document, id: "session-enter") {
            entries.append(Entry(choreography: choreography, elements: Self.sessionElements, hasPauseControl: true,
                                 container: nil, requiresScript: false))
        }
        if let node = motion?["attention"], let choreography = parse(node, in: site.document, id: "attention") {
            entries.append(Entry(choreography: choreography, elements: Self.attentionElements, hasPauseControl: true,
                                 container: nil, requiresScript: true))
        }
        for exercise in catalog.localeExercises {
            guard case .breathing(let pattern) = exercise.payload else { continue }
            entries.append(Entry(choreography: Self.breathing(exercise, pattern), elements: ["circle"], hasPauseControl: true,
                                 container: ".breathing:is([data-state=\"running\"], [data-state=\"paused\"])", requiresScript: true))
        }
    }

    /// The breathing circle: grows while breathing in, holds, shrinks while breathing out, rests; once per cycle.
    static func breathing(_ exercise: Exercise, _ pattern: Exercise.BreathingPattern) -> Choreography {
        let total = pattern.cycleSeconds
        let small = MotionValue.scale(0.55)
        let large = MotionValue.scale(1)
        let inhaled = pattern.inhale / total
        let held = (pattern.inhale + pattern.hold) / total
        let exhaled = (pattern.inhale + pattern.hold + pattern.exhale) / total
        let keyframes = [
            MotionKeyframe(start: 0, end: 0, value: small),
            MotionKeyframe(start: inhaled, end: held, value: large),
            MotionKeyframe(start: exhaled, end: 1, value: small),
        ]
        let location = exercise.item.id.location
        let step = MotionStep(element: Located("circle", at: location), properties: [MotionProperty(kind: .scale, keyframes: keyframes)],
                              duration: total * 1000, delay: 0, easing: "ease-in-out",
                              loop: MotionLoop(count: pattern.cycles, interval: 0), location: location)
        return Choreography(id: "breathing-\(exercise.item.id.value)", root: .step(step), location: location)
    }
}
