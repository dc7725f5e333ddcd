public import EaseDiagnostics

/// The version of Ease, written into machine-readable output.
public enum EaseVersion {
    /// Semantic version of the tool.
    public static let current = "0.1.0"
}

/// `ease check`: runs Load → Parse → Validate and returns the report and the exit status.
public struct CheckAction: Sendable {
    /// The content folder.
    public var contentRoot: String
    /// Whether warnings count as errors.
    public var warningsAsErrors: Bool
    /// A templates folder to check too, as `ease build` does before it renders (the names each
    /// template reads, how it writes them); `nil` checks the content alone.
    public var templatesRoot: String?
    var pipeline: ContentPipeline

    /// Creates the action. A check on its own keeps only each Markdown body's outline
    /// (``MarkdownRetention/outlines``); an action that goes on to build asks for the trees.
    public init(contentRoot: String, warningsAsErrors: Bool, fileSystem: any ContentFileSystem = LocalFileSystem(),
                parses: ParseMemo? = nil, retention: MarkdownRetention = .outlines) {
        self.contentRoot = contentRoot
        self.warningsAsErrors = warningsAsErrors
        self.pipeline = ContentPipeline(fileSystem: fileSystem, parses: parses, retention: retention)
    }

    /// What the action produced.
    public struct Outcome: Sendable {
        /// Diagnostics and sources to print.
        public var report: DiagnosticReport
        /// 0, 1 or 2.
        public var exitStatus: Int32
        /// The checked content, for actions that go on to build.
        public var result: CheckResult
    }

    /// Runs the check.
    public func perform() -> Outcome {
        let result = pipeline.check(contentRoot: contentRoot, warningsAsErrors: warningsAsErrors)
        var outcome = Outcome(report: result.report(toolVersion: EaseVersion.current), exitStatus: result.engine.exitStatus, result: result)
        if let templatesRoot {
            let status = TemplateSet.load(from: templatesRoot, for: result, into: &outcome.report, warningsAsErrors: warningsAsErrors).status
            outcome.exitStatus = max(outcome.exitStatus, status)
        }
        return outcome
    }
}
