/// The fuzz targets. Each runs one stage (or the whole pipeline) on arbitrary bytes and returns
/// the invariants the run broke; an empty list means the input was handled correctly.
///
/// The libFuzzer driver (`Fuzz/Driver`, built by `scripts/fuzz`) traps on a non-empty list, and
/// `FuzzCorpusTests` replays the committed seed corpus and crash reproducers through the same code.
public enum FuzzTarget: String, Sendable, CaseIterable {
    /// Front matter splitting, YAML reading, schema checking and the typed model, for every kind of file.
    case frontMatter = "front-matter"
    /// CommonMark to the Swift block tree.
    case markdown
    /// A choreography: parsing, flattening into a timeline, and every motion variant.
    case motionSpec = "motion-spec"
    /// `ease build` on a small content folder with the input as one of its readings.
    case pipeline
    /// `ease build` on the same folder with the input as one of its exercises.
    case pipelineExercise = "pipeline-exercise"
    /// `ease build` on the same folder with the input as its `site.yml`.
    case pipelineSite = "pipeline-site"
    /// `ease build` on the same folder with the input as its templates' `reading.mustache`.
    case pipelineTemplate = "pipeline-template"
    /// `ease check --diff` and `--fix` on the same folder with the input as one of its readings.
    case fix
    /// `ease check --diff` and `--fix` on the same folder with the input as one of its exercises.
    case fixExercise = "fix-exercise"
    /// An HTML page as the audit reads it: the plain reader's tree against libxml2's.
    case html
    /// A stylesheet as the audit reads it: its keyframes' opacity and its animations' flashes.
    case css
    /// A scene video's WebVTT captions, read as a browser reads them, and their findings.
    case captions
    /// A scene's video read as far as its tracks, and the findings about it.
    case video
    /// A guided meditation's recording measured in any of its kinds, and the finding about its length.
    case recording

    /// Runs the target on one input.
    public func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        switch self {
        case .frontMatter: return FrontMatterHarness.run(bytes)
        case .markdown: return MarkdownHarness.run(bytes)
        case .motionSpec: return MotionSpecHarness.run(bytes)
        case .pipeline: return PipelineHarness.reading.run(bytes)
        case .pipelineExercise: return PipelineHarness.exercise.run(bytes)
        case .pipelineSite: return PipelineHarness.site.run(bytes)
        case .pipelineTemplate: return PipelineHarness.template.run(bytes)
        case .fix: return FixHarness.reading.run(bytes)
        case .fixExercise: return FixHarness.exercise.run(bytes)
        case .html: return HTMLHarness.run(bytes)
        case .css: return CSSHarness.run(bytes)
        case .captions: return CaptionsHarness.run(bytes)
        case .video: return VideoHarness.run(bytes)
        case .recording: return RecordingHarness.run(bytes)
        }
    }
}

/// A broken invariant: what was expected and what happened.
public struct FuzzFinding: Sendable, Equatable, CustomStringConvertible {
    /// A short stable name of the invariant, such as `location-in-file`.
    public var invariant: String
    /// What went wrong, with the values involved.
    public var detail: String

    /// Creates a finding.
    public init(_ invariant: String, _ detail: String) {
        self.invariant = invariant
        self.detail = detail
    }

    public var description: String { "[\(invariant)] \(detail)" }
}
