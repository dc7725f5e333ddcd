/// Collects the diagnostics of a run, applies policy (`--warnings-as-errors`), orders them
/// deterministically and decides the exit status.
public struct DiagnosticEngine: Sendable {
    /// Exit status of a run that found nothing wrong.
    public static let exitClean: Int32 = 0
    /// Exit status of a run that found errors in the content.
    public static let exitContentErrors: Int32 = 1
    /// Exit status of a run that could not do its work (bad arguments, unreadable input).
    public static let exitEnvironmentErrors: Int32 = 2

    /// Whether warnings are promoted to errors.
    public var warningsAsErrors: Bool
    private var collected: [Diagnostic] = []

    /// Creates an engine.
    public init(warningsAsErrors: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
    }

    /// Records one diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if warningsAsErrors, diagnostic.severity == .warning {
            diagnostic.severity = .error
        }
        collected.append(diagnostic)
    }

    /// Records several diagnostics.
    public mutating func emit<S: Sequence>(contentsOf diagnostics: S) where S.Element == Diagnostic {
        for diagnostic in diagnostics { emit(diagnostic) }
    }

    /// All diagnostics, ordered by file, position, severity (errors first) and id.
    public var diagnostics: [Diagnostic] {
        collected.sorted(by: DiagnosticEngine.presentationOrder)
    }

    /// The number of errors.
    public var errorCount: Int { collected.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { collected.count { $0.severity == .warning } }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { errorCount > 0 }

    /// 0 when there are no errors, 2 when an error is about the environment, 1 otherwise.
    public var exitStatus: Int32 {
        if collected.contains(where: { $0.severity == .error && $0.isEnvironmentProblem }) {
            return DiagnosticEngine.exitEnvironmentErrors
        }
        return hasErrors ? DiagnosticEngine.exitContentErrors : DiagnosticEngine.exitClean
    }

    static func presentationOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.location?.path ?? "", lhs.location?.range.start ?? SourcePosition(line: 0, column: 0))
        let right = (rhs.location?.path ?? "", rhs.location?.range.start ?? SourcePosition(line: 0, column: 0))
        if left.0 != right.0 { return left.0 < right.0 }
        if left.1 != right.1 { return left.1 < right.1 }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}
