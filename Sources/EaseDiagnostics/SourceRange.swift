/// A position in a source file: 1-based line and 1-based column counted in Unicode scalars.
///
/// Columns count Unicode scalars (code points), the unit libyaml reports and SARIF calls
/// `unicodeCodePoints`; byte columns from cmark are converted with ``SourceFile``.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source positions: `end` is the position just after the last scalar.
public struct SourceRange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The first position in the range.
    public var start: SourcePosition
    /// The position after the last scalar in the range.
    public var end: SourcePosition

    /// Creates a range; an `end` before `start` is clamped to `start`.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at a single position.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    /// A range on one line starting at `column` and spanning `length` scalars.
    public init(line: Int, column: Int, length: Int) {
        self.init(start: SourcePosition(line: line, column: column),
                  end: SourcePosition(line: line, column: column + max(0, length)))
    }

    /// The position of the first line of a file.
    public static let fileStart = SourceRange(at: SourcePosition(line: 1, column: 1))

    public var description: String { "\(start)-\(end)" }
}

/// A range inside a named file.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The path as shown to the user (relative to the working directory when possible).
    public var path: String
    /// The range inside the file.
    public var range: SourceRange

    /// Creates a location from a path and a range.
    public init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }

    /// A location pointing at the start of a file, for problems with the file as a whole.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(path: path, range: .fileStart)
    }

    public var description: String { "\(path):\(range.start)" }
}
