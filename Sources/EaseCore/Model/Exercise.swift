public import EaseDiagnostics

/// A relaxation exercise.
public struct Exercise: Sendable {
    /// The timing and prompts of a breathing exercise.
    public struct BreathingPattern: Sendable, Equatable {
        /// Seconds of each phase.
        public var inhale: Double, hold: Double, exhale: Double, rest: Double
        /// Number of breaths.
        public var cycles: Int
        /// The button's label in each phase, by phase name.
        public var prompts: [String: String]

        /// Seconds in one breath.
        public var cycleSeconds: Double { inhale + hold + exhale + rest }
        /// Seconds for all breaths.
        public var totalSeconds: Double { cycleSeconds * Double(cycles) }
        /// The phases of a breath in order, each by the name `timing:` and `prompts:` key it with
        /// and its seconds (0 for a phase the breath leaves out).
        public var phases: [(name: String, seconds: Double)] {
            [("inhale", inhale), ("hold", hold), ("exhale", exhale), ("rest", rest)]
        }
    }

    /// One calming scene.
    public struct Scene: Sendable {
        /// The scene's id.
        public var id: Located<String>
        /// The scene's name.
        public var title: String
        /// Where the name is written; `nil` when it is not (the id stands in).
        public var titleLocation: SourceLocation?
        /// A still image.
        public var image: ImageReference?
        /// A looping video.
        public var video: VideoReference?
        /// Whether the scene writes an image or a video with a value the schema rejected: the
        /// schema check reports it, `scene.media` does not.
        public var mediaIsUnread: Bool
    }

    /// What is particular to each kind.
    public enum Payload: Sendable {
        case breathing(BreathingPattern)
        case calmingScene(seconds: Int, scenes: [Scene])
        case copingStatements(seconds: Int)
        case guidedMeditation(AudioReference)
    }

    /// Id, title, body.
    public var item: ContentItem
    /// `breathing`, `calming-scene`, `coping-statements` or `guided-meditation`.
    public var kind: String
    /// One sentence about the exercise.
    public var summary: String
    /// Instructions at the top of the screen.
    public var instructions: String
    /// Seconds before the instructions fade out.
    public var instructionFadeSeconds: Double
    /// The kind's particulars; `nil` when they did not pass the schema.
    public var payload: Payload?

    /// How long the exercise takes in a session, in seconds.
    public var sessionSeconds: Double? {
        switch payload {
        case .breathing(let pattern): return pattern.totalSeconds
        case .calmingScene(let seconds, _), .copingStatements(let seconds): return Double(seconds)
        case .guidedMeditation(let audio): return Double(audio.seconds)
        case nil: return nil
        }
    }

    init?(_ fields: FieldReader) {
        guard let item = fields.item(), let kind = fields.string("kind") else { return nil }
        self.item = item
        self.kind = kind
        summary = fields.string("summary") ?? ""
        instructions = fields.string("instructions") ?? ""
        instructionFadeSeconds = fields.double("instruction-fade-seconds", within: ExerciseSchema.common) ?? 4
        payload = Exercise.payload(kind: kind, fields)
    }

    private static func payload(kind: String, _ fields: FieldReader) -> Payload? {
        switch kind {
        case "breathing":
            let phases = ExerciseSchema.breathingTiming
            guard let timing = fields.child("timing"), let inhale = timing.double("inhale", within: phases),
                  let hold = timing.double("hold", within: phases), let exhale = timing.double("exhale", within: phases),
                  let rest = timing.double("rest", within: phases), let cycles = fields.int("cycles", within: ExerciseSchema.breathing) else { return nil }
            var prompts: [String: String] = [:]
            for entry in fields.node["prompts"]?.entries ?? [] { prompts[entry.key] = entry.value.string }
            return .breathing(BreathingPattern(inhale: inhale, hold: hold, exhale: exhale, rest: rest, cycles: cycles, prompts: prompts))
        case "calming-scene":
            guard let seconds = fields.int("seconds", within: ExerciseSchema.calmingScene) else { return nil }
            let scenes = fields.children("scenes").compactMap { scene -> Scene? in
                guard let id = scene.located("id") else { return nil }
                let image = scene.image("image"), video = scene.video("video")
                let mediaIsUnread = scene.writesUnread(["image", "video"], within: ExerciseSchema.scene) { $0 == "image" ? image != nil : video != nil }
                let title = scene.located("title")
                return Scene(id: id, title: title?.value ?? id.value, titleLocation: title?.location, image: image, video: video, mediaIsUnread: mediaIsUnread)
            }
            return .calmingScene(seconds: seconds, scenes: scenes)
        case "coping-statements":
            return fields.int("seconds", within: ExerciseSchema.copingStatements).map { .copingStatements(seconds: $0) }
        case "guided-meditation":
            return fields.audio("audio").map { .guidedMeditation($0) }
        default:
            return nil
        }
    }
}
