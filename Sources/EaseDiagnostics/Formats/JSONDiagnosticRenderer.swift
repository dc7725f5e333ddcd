import Foundation

/// A versioned JSON document: `{"version": 1, "tool": …, "summary": …, "diagnostics": […]}`.
///
/// Version 1 is stable: fields may be added, never renamed or removed. Positions are 1-based;
/// columns count Unicode scalars; range ends are exclusive.
public struct JSONDiagnosticRenderer: DiagnosticRenderer {
    /// The schema version written in every document.
    public static let formatVersion = 1

    /// Creates the renderer.
    public init() {}

    struct Document: Encodable {
        var version: Int
        var tool: Tool
        var summary: Summary
        var diagnostics: [Diagnostic]
    }

    struct Tool: Encodable {
        var name: String
        var version: String
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var files: Int
    }

    public func render(_ report: DiagnosticReport) -> String {
        let document = Document(
            version: Self.formatVersion,
            tool: Tool(name: "ease", version: report.toolVersion),
            summary: Summary(errors: report.errorCount, warnings: report.warningCount, files: report.fileCount),
            diagnostics: report.diagnosticsAsWritten
        )
        return DeterministicJSON.encode(document) + "\n"
    }
}

/// JSON with sorted keys, two-space indentation and unescaped slashes, so output is stable across runs.
enum DeterministicJSON {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Only non-finite floating-point numbers fail to encode; diagnostics contain none.
            return "{\"error\": \"could not encode diagnostics\"}"
        }
    }
}
