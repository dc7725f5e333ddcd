public import EaseDiagnostics
import Foundation

/// A temporary copy of the sample content (or an empty folder) that a test may edit, removed on deinit.
public final class ContentFixture: @unchecked Sendable {
    /// The folder holding the content (`…/Content`).
    public let root: String
    private let base: String

    /// The repository's checked-in sample content.
    public static var sampleContent: String {
        repositoryRoot + "/Content"
    }

    /// The repository root, found from this file's path.
    public static var repositoryRoot: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// Copies the sample content into a new temporary folder (or creates an empty one).
    public init(copyingSample: Bool = true) throws {
        base = NSTemporaryDirectory() + "ease-test-" + UUID().uuidString
        root = base + "/Content"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        if copyingSample {
            try FileManager.default.copyItem(atPath: ContentFixture.sampleContent, toPath: root)
        } else {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: base)
    }

    /// The on-disk path of a content-relative path.
    public func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes text to a content-relative path, creating folders.
    public func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes bytes to a content-relative path, creating folders.
    public func write(_ relative: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes marked text and returns the marker positions.
    @discardableResult
    public func write(_ relative: String, marked: String) throws -> MarkedText {
        let text = MarkedText(marked)
        try write(relative, text.text)
        return text
    }

    /// Writes `readings/<id>.md`: a reading with the least front matter its schema takes and the
    /// marked `body` after it; returns the marker positions in the whole file.
    @discardableResult
    public func writeReading(_ id: String, title: String, summary: String = "S", body: String) throws -> MarkedText {
        try write("readings/\(id).md", marked: """
        ---
        id: \(id)
        title: \(title)
        summary: \(summary)
        source: { title: T, author: A, year: 2020, pages: "1" }
        ---

        \(body)
        """)
    }

    /// Reads a content-relative file as text.
    public func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Replaces the first occurrence of `target` in a file; fails if it is absent.
    public func replace(_ target: String, with replacement: String, in relative: String) throws {
        let text = try read(relative)
        guard let range = text.range(of: target) else {
            throw FixtureError("'\(target)' not found in \(relative)")
        }
        try write(relative, text.replacingCharacters(in: range, with: replacement))
    }

    /// Removes a content-relative path.
    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }
}

/// A mistake in a test's own setup.
public struct FixtureError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension ContentFixture {
    /// The position (1-based line, scalar column) of the first occurrence of `needle` in a file.
    public func position(of needle: String, in relative: String) throws -> SourcePosition {
        let text = try read(relative)
        guard let range = text.range(of: needle) else { throw FixtureError("'\(needle)' not found in \(relative)") }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(where: { $0 == "\n" || $0 == "\r\n" }).map { text.index(after: $0) } ?? text.startIndex
        return SourcePosition(line: line, column: text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
    }
}
