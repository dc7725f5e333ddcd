import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// Shared helpers: run the pipeline over a fixture and look up diagnostics by file and id.
struct PipelineRun {
    let result: CheckResult
    let fixture: ContentFixture

    init(_ fixture: ContentFixture, fileSystem: any ContentFileSystem = LocalFileSystem(), warningsAsErrors: Bool = false) {
        self.fixture = fixture
        // Outlines, as `ease check` keeps them (MarkdownRetentionTests compares them with trees).
        self.result = ContentPipeline(fileSystem: fileSystem, retention: .outlines)
            .check(contentRoot: fixture.root, warningsAsErrors: warningsAsErrors)
    }

    var diagnostics: [Diagnostic] { result.engine.diagnostics }

    /// The sample content checked after one edit: `target` replaced with `replacement` in `relative`.
    static func sample(replacing target: String, with replacement: String, in relative: String) throws -> PipelineRun {
        let fixture = try ContentFixture()
        try fixture.replace(target, with: replacement, in: relative)
        return PipelineRun(fixture)
    }

    /// The errors and warnings, without the notes.
    var problems: [Diagnostic] { diagnostics.filter { $0.severity != .note } }

    /// The problems as `id: message` lines, for an expectation's comment.
    var problemList: String { problems.map { "\($0.id): \($0.message)" }.joined(separator: "\n") }

    /// Diagnostics in one content-relative file.
    func diagnostics(in relative: String) -> [Diagnostic] {
        diagnostics.filter { $0.location?.path == fixture.path(relative) }
    }

    /// The single diagnostic with `id` in a file; records an issue and throws when there is not exactly one.
    @discardableResult
    func only(_ id: String, in relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let matches = diagnostics(in: relative).filter { $0.id == id }
        guard matches.count == 1 else {
            Issue.record("expected one \(id) in \(relative), found \(matches.count): \(describe(diagnostics))", sourceLocation: sourceLocation)
            throw FixtureError("expected one \(id)")
        }
        return matches[0]
    }

    /// Checks that `id` is reported in a file at `position`.
    func expect(_ id: String, in relative: String, at position: SourcePosition, severity: DiagnosticSeverity = .error,
                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let matches = diagnostics(in: relative).filter { $0.id == id }
        guard let match = matches.first(where: { $0.location?.range.start == position }) else {
            Issue.record("no \(id) at \(relative):\(position); found \(describe(diagnostics))", sourceLocation: sourceLocation)
            return
        }
        #expect(match.severity == severity, sourceLocation: sourceLocation)
    }

    func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.isEmpty ? "none" : diagnostics.map { "\($0.location?.description ?? "-") \($0.id): \($0.message)" }.joined(separator: "\n")
    }
}

/// The checked-in files of `Fixtures/bad-input`.
enum BadInput {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/bad-input/\(name)")
        return Array(try Data(contentsOf: url))
    }
}

extension FixIt {
    /// `text` with this fix made: its range's start and end are lines and columns in Unicode scalars.
    func applied(to text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        func offset(_ position: SourcePosition) -> Int {
            var line = 1, index = 0
            while line < position.line { if scalars[index] == "\n" { line += 1 }; index += 1 }
            return index + position.column - 1
        }
        scalars.replaceSubrange(offset(range.start)..<offset(range.end), with: replacement.unicodeScalars)
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
