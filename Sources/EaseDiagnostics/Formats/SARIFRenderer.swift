/// SARIF 2.1.0, the format code-scanning services and many IDEs import.
///
/// Columns are declared as `unicodeCodePoints`, which is what ``SourcePosition`` counts.
/// Notes with a location become `relatedLocations`; fix-its become `fixes`.
public struct SARIFRenderer: DiagnosticRenderer {
    /// Creates the renderer.
    public init() {}

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "ease"
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
    }

    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var fixes: [Fix]?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int

        init(_ range: SourceRange) {
            startLine = range.start.line
            startColumn = range.start.column
            endLine = range.end.line
            endColumn = range.end.column
        }
    }

    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: Message
    }

    public func render(_ report: DiagnosticReport) -> String {
        let ruleIds = Array(Set(report.diagnostics.map(\.id))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIds.enumerated().map { ($1, $0) })
        let rules = ruleIds.map { Rule(id: $0, shortDescription: Message(text: report.ruleDescriptions[$0] ?? $0)) }
        let results = report.diagnosticsAsWritten.map { diagnostic in
            result(for: diagnostic, ruleIndex: ruleIndex[diagnostic.id] ?? 0)
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(version: report.toolVersion, rules: rules)), results: results)])
        return DeterministicJSON.encode(log) + "\n"
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int) -> Result {
        let level: String
        switch diagnostic.severity {
        case .error: level = "error"
        case .warning: level = "warning"
        case .note: level = "note"
        }
        let related = diagnostic.notes.enumerated().compactMap { index, note -> Location? in
            guard let location = note.location else { return nil }
            return Location(id: index + 1, physicalLocation: physical(location), message: Message(text: note.message))
        }
        var text = diagnostic.message
        for note in diagnostic.notes where note.location == nil {
            text += "\nnote: \(note.message)"
        }
        let fixes = diagnostic.location.map { location in
            diagnostic.fixIts.map { fixIt in
                Fix(description: Message(text: fixIt.message), artifactChanges: [
                    ArtifactChange(artifactLocation: ArtifactLocation(uri: uri(location.path)), replacements: [
                        Replacement(deletedRegion: Region(fixIt.range), insertedContent: Message(text: fixIt.replacement)),
                    ]),
                ])
            }
        } ?? []
        return Result(
            ruleId: diagnostic.id,
            ruleIndex: ruleIndex,
            level: level,
            message: Message(text: text),
            locations: diagnostic.location.map { [Location(physicalLocation: physical($0))] } ?? [],
            relatedLocations: related.isEmpty ? nil : related,
            fixes: fixes.isEmpty ? nil : fixes
        )
    }

    private func physical(_ location: SourceLocation) -> PhysicalLocation {
        PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri(location.path)), region: Region(location.range))
    }

    /// A relative URI reference for a path: percent-encodes what RFC 3986 does not allow in a path.
    func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
