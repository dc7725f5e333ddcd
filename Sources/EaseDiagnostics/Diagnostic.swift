/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Extra information, never fails a run.
    case note
    /// Probably a mistake; fails a run only with `--warnings-as-errors`.
    case warning
    /// The content cannot be built as written.
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// Extra information attached to a diagnostic, optionally pointing at another place.
public struct DiagnosticNote: Sendable, Hashable, Codable {
    /// The text of the note.
    public var message: String
    /// Where the note points, if anywhere.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// A mechanical edit that fixes the problem: replace `range` (in the diagnostic's file) with `replacement`.
public struct FixIt: Sendable, Hashable, Codable {
    /// A short description, such as "replace 'titel' with 'title'".
    public var message: String
    /// The range to replace; an empty range inserts.
    public var range: SourceRange
    /// The new text.
    public var replacement: String

    /// Creates a fix-it.
    public init(_ message: String, replacing range: SourceRange, with replacement: String) {
        self.message = message
        self.range = range
        self.replacement = replacement
    }
}

/// A problem found in the content, reported with a stable id and a position.
///
/// Ids are dotted names (`schema.unknown-key`, `link.unresolved`); they never change meaning once
/// published, so CI configurations and suppressions can rely on them. Ids in the `io.` and `usage.`
/// namespaces are problems with the environment rather than the content, and make the run exit with 2.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// The stable id.
    public var id: String
    /// The severity.
    public var severity: DiagnosticSeverity
    /// A one-line summary.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation?
    /// Additional notes, possibly pointing at related places.
    public var notes: [DiagnosticNote]
    /// Edits that fix the problem.
    public var fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(
        id: String,
        severity: DiagnosticSeverity,
        message: String,
        location: SourceLocation?,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
    }

    /// An error at a location.
    public static func error(_ id: String, _ message: String, at location: SourceLocation?,
                             notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(id: id, severity: .error, message: message, location: location, notes: notes, fixIts: fixIts)
    }

    /// A warning at a location.
    public static func warning(_ id: String, _ message: String, at location: SourceLocation?,
                               notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, message: message, location: location, notes: notes, fixIts: fixIts)
    }

    /// Whether this is a problem with the environment (unreadable file, bad arguments) rather than content.
    public var isEnvironmentProblem: Bool {
        id.hasPrefix("io.") || id.hasPrefix("usage.")
    }
}

/// A single diagnostic can be thrown or returned as a `Result` failure by a stage that cannot go on.
extension Diagnostic: Error {}
