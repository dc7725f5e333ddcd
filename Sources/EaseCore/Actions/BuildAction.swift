public import EaseDiagnostics

/// `ease build`: check the content, then compile the bundle and write it into the output folder.
/// Nothing is written when the check finds errors.
public struct BuildAction: Sendable {
    /// The content folder.
    public var contentRoot: String
    /// The output folder (the bundle goes to `bundle/` inside it).
    public var outputRoot: String
    /// Whether warnings count as errors.
    public var warningsAsErrors: Bool
    /// Compare a fresh build with the output instead of writing it.
    public var verify: Bool

    /// Creates the action.
    public init(contentRoot: String, outputRoot: String, warningsAsErrors: Bool, verify: Bool = false) {
        self.contentRoot = contentRoot
        self.outputRoot = outputRoot
        self.warningsAsErrors = warningsAsErrors
        self.verify = verify
    }

    /// What the build did.
    public struct Outcome: Sendable {
        /// Diagnostics to print.
        public var report: DiagnosticReport
        /// 0, 1 or 2.
        public var exitStatus: Int32
        /// Number of bundle files written (0 when nothing was written).
        public var filesWritten: Int
    }

    /// Runs the build.
    public func perform() -> Outcome {
        let check = CheckAction(contentRoot: contentRoot, warningsAsErrors: warningsAsErrors).perform()
        guard check.exitStatus == 0 else {
            return Outcome(report: check.report, exitStatus: check.exitStatus, filesWritten: 0)
        }
        var report = check.report
        do {
            let files = try BundleCompiler().compile(check.result.catalog)
            let root = outputRoot.hasSuffix("/") ? String(outputRoot.dropLast()) : outputRoot
            if verify {
                let stale = OutputVerifier.differences(expected: files, in: root + "/bundle")
                report.diagnostics += stale
                return Outcome(report: report, exitStatus: stale.isEmpty ? 0 : DiagnosticEngine.exitContentErrors, filesWritten: 0)
            }
            try OutputWriter().replace(root + "/bundle", with: files)
            return Outcome(report: report, exitStatus: 0, filesWritten: files.count)
        } catch {
            report.diagnostics.append(.error("io.write-failed", "could not write the output to '\(outputRoot)': \(error)", at: nil))
            return Outcome(report: report, exitStatus: DiagnosticEngine.exitEnvironmentErrors, filesWritten: 0)
        }
    }
}
