/// GitHub Actions workflow commands, so problems show up as annotations on the pull request.
public struct GitHubAnnotationRenderer: DiagnosticRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var properties: [String] = []
            if let location = diagnostic.location {
                let range = location.range
                properties.append("file=\(Self.escapeProperty(location.path))")
                properties.append("line=\(range.start.line)")
                properties.append("col=\(range.start.column)")
                properties.append("endLine=\(range.end.line)")
                properties.append("endColumn=\(range.end.column)")
            }
            properties.append("title=\(Self.escapeProperty(diagnostic.id))")
            var message = diagnostic.message
            for note in diagnostic.notes {
                let place = note.location.map { " (\($0.path):\($0.range.start.line):\($0.range.start.column))" } ?? ""
                message += "\nnote: \(note.message)\(place)"
            }
            for fixIt in diagnostic.fixIts {
                message += "\nfix-it: \(fixIt.message)"
            }
            out += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return out
    }

    /// Escapes a message as the workflow-command parser expects.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escapes a property value, which additionally may not contain `:` or `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of `target` (this module has no Foundation dependency).
    /// Works on Unicode scalars, so a `\r` inside a `\r\n` pair is found too.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == target { out.append(contentsOf: replacement.unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }
}
