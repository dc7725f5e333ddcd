/// Everything a renderer needs to print the outcome of a run.
public struct DiagnosticReport: Sendable {
    /// The diagnostics, already in presentation order.
    public var diagnostics: [Diagnostic]
    /// The source files read, for source lines under diagnostics.
    public var sources: SourceFileStore
    /// How many files the run looked at.
    public var fileCount: Int
    /// The version of the tool, for machine-readable formats.
    public var toolVersion: String
    /// One-line descriptions of diagnostic ids, for SARIF's rule table.
    public var ruleDescriptions: [String: String]

    /// Creates a report.
    public init(
        diagnostics: [Diagnostic],
        sources: SourceFileStore = SourceFileStore(),
        fileCount: Int = 0,
        toolVersion: String = "0.0.0",
        ruleDescriptions: [String: String] = [:]
    ) {
        self.diagnostics = diagnostics
        self.sources = sources
        self.fileCount = fileCount
        self.toolVersion = toolVersion
        self.ruleDescriptions = ruleDescriptions
    }

    /// Adds a later stage's diagnostics (in presentation order, under the same warnings-as-errors
    /// policy) and returns the exit status of everything the report now holds.
    public mutating func merge(_ more: [Diagnostic], warningsAsErrors: Bool = false) -> Int32 {
        var engine = DiagnosticEngine(warningsAsErrors: warningsAsErrors)
        engine.emit(contentsOf: diagnostics + more)
        diagnostics = engine.diagnostics
        return engine.exitStatus
    }

    /// The diagnostics with each fix-it's replacement as its file writes it (``SourceFile/asWritten(_:)``):
    /// what a machine-readable format reports, so that an editor making a fix-it in a CR LF file
    /// does not mix line endings. A fix-it whose file was not read is left as it is.
    public var diagnosticsAsWritten: [Diagnostic] {
        diagnostics.map { diagnostic in
            guard let path = diagnostic.location?.path, let file = sources[path],
                  diagnostic.fixIts.contains(where: { $0.replacement.utf8.contains(UInt8(ascii: "\n")) }) else { return diagnostic }
            var written = diagnostic
            for index in written.fixIts.indices { written.fixIts[index].replacement = file.asWritten(written.fixIts[index].replacement) }
            return written
        }
    }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

/// Turns a report into text in one output format.
public protocol DiagnosticRenderer {
    /// The complete output for the report; empty when a format prints nothing for a clean run.
    func render(_ report: DiagnosticReport) -> String
}

/// The output formats of `--format`.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// Compiler-style text with the source line, a caret and fix-its.
    case human
    /// One line per diagnostic and note: `path:line:col: severity: message [id]`.
    case ide
    /// A versioned JSON document.
    case json
    /// GitHub Actions workflow commands (`::error file=…::…`).
    case github
    /// SARIF 2.1.0.
    case sarif

    /// The renderer for this format; `colored` applies to `human` only.
    public func renderer(colored: Bool = false) -> any DiagnosticRenderer {
        switch self {
        case .human: return HumanDiagnosticRenderer(colored: colored)
        case .ide: return IDEDiagnosticRenderer()
        case .json: return JSONDiagnosticRenderer()
        case .github: return GitHubAnnotationRenderer()
        case .sarif: return SARIFRenderer()
        }
    }

    /// Whether the format is meant for programs and so belongs on standard output.
    public var isMachineReadable: Bool {
        switch self {
        case .json, .sarif, .github: return true
        case .human, .ide: return false
        }
    }
}

extension DiagnosticReport {
    /// "2 errors and 1 warning in 31 files", or "no problems in 31 files".
    public var summaryLine: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let files = count(fileCount, "file")
        switch (errorCount, warningCount) {
        case (0, 0): return "no problems in \(files)"
        case (let e, 0): return "\(count(e, "error")) in \(files)"
        case (0, let w): return "\(count(w, "warning")) in \(files)"
        case (let e, let w): return "\(count(e, "error")) and \(count(w, "warning")) in \(files)"
        }
    }
}
