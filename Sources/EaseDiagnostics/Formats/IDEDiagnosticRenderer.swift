/// `path:line:col: severity: message [id]`, one line per diagnostic and per located note:
/// the format editors and `make`-aware tools jump from.
public struct IDEDiagnosticRenderer: DiagnosticRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += "\(prefix(diagnostic.location))\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n"
            for note in diagnostic.notes {
                out += "\(prefix(note.location ?? diagnostic.location))note: \(note.message)\n"
            }
            for fixIt in diagnostic.fixIts {
                let location = diagnostic.location.map { SourceLocation(path: $0.path, range: fixIt.range) }
                out += "\(prefix(location))note: fix-it: \(fixIt.message)\n"
            }
        }
        return out
    }

    private func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "ease: " }
        return "\(location.path):\(location.range.start.line):\(location.range.start.column): "
    }
}
