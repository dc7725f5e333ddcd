import Foundation

/// A part of a checked-in document that is generated from code, between two marker lines.
/// Tests compare it with what the code generates now; with `EASE_RECORD=1` they rewrite it.
public struct GeneratedSection: Sendable {
    /// The document, relative to the repository root.
    public var path: String
    /// The line that opens the section (with its newline).
    public var begin: String
    /// The text that closes it.
    public var end: String

    /// Creates a section description.
    public init(path: String, begin: String, end: String) {
        self.path = path
        self.begin = begin
        self.end = end
    }

    /// The section's current text and what it should be; when recording, writes `expected` and returns it for both.
    public func compare(with expected: String) throws -> (found: String, expected: String) {
        let file = ContentFixture.repositoryRoot + "/" + path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        guard let start = text.range(of: begin), let finish = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            throw FixtureError("\(path) lacks the markers of its generated section")
        }
        if ProcessInfo.processInfo.environment["EASE_RECORD"] == "1" {
            try text.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: expected).write(toFile: file, atomically: true, encoding: .utf8)
            return (expected, expected)
        }
        return (String(text[start.upperBound..<finish.lowerBound]), expected)
    }
}
