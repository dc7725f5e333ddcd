/// Applies a unified diff as `patch` and `git apply` do, strictly: every file's hunks in order,
/// each hunk's kept and removed lines checked against the text, its header's line counts against
/// its lines. The tests of `ease check --diff` and its fuzz target check the diff by applying it.
public enum UnifiedDiffPatch {
    /// Why a diff could not be applied.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// What was wrong, with the line of the diff it was found on (1-based).
        public var description: String
    }

    /// The files a diff changes, by the name after `+++ b/`, each with its hunks' lines.
    public static func files(in diff: String) throws(Failure) -> [(name: String, lines: [String])] {
        let lines = Self.lines(of: diff)
        var files: [(name: String, lines: [String])] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            guard lines[index].hasPrefix("--- a/"), index + 1 < lines.endIndex, lines[index + 1].hasPrefix("+++ b/") else {
                throw Failure(description: "line \(index + 1): expected a file's '--- a/' and '+++ b/' lines")
            }
            let name = String(lines[index + 1].dropFirst(6))
            index += 2
            var body: [String] = []
            // A hunk's lines are counted by its header, so a removed line that starts with "-- a/" is not a file's start.
            while index < lines.endIndex, lines[index].hasPrefix("@@ ") {
                let (oldCount, newCount) = try counts(lines[index], at: index)
                body.append(lines[index])
                index += 1
                var (old, new) = (0, 0)
                while index < lines.endIndex, old < oldCount || new < newCount || lines[index].hasPrefix("\\") {
                    switch lines[index].unicodeScalars.first {
                    case " ": old += 1; new += 1
                    case "-": old += 1
                    case "+": new += 1
                    case "\\": break
                    default: throw Failure(description: "line \(index + 1): not a hunk's line: \(lines[index].debugDescription)")
                    }
                    body.append(lines[index])
                    index += 1
                }
                guard old == oldCount, new == newCount else {
                    throw Failure(description: "line \(index): the hunk has \(old) old and \(new) new lines, its header says \(oldCount) and \(newCount)")
                }
            }
            files.append((name, body))
        }
        return files
    }

    /// `text` with one file's hunks (from ``files(in:)``) applied.
    public static func apply(_ hunks: [String], to text: String) throws(Failure) -> String {
        let endsWithLineFeed = text.unicodeScalars.last == "\n"
        let old = lines(of: text)
        var result: [String] = []
        var next = 0
        var noLineFeedAtEnd = !endsWithLineFeed
        var index = 0
        while index < hunks.count {
            let header = hunks[index]
            let oldRange = header.dropFirst(4).prefix { $0 != " " }.split(separator: ",")
            guard let first = Int(oldRange[0]) else { throw Failure(description: "a hunk's header without its old lines: \(header)") }
            let count = oldRange.count > 1 ? Int(oldRange[1]) ?? 1 : 1
            let start = count == 0 ? first : first - 1
            guard start >= next, start <= old.count else { throw Failure(description: "\(header): the hunk starts before the last one ended or after the text") }
            result += old[next..<start]
            next = start
            index += 1
            while index < hunks.count, !hunks[index].hasPrefix("@@ ") {
                let line = hunks[index]
                let body = String(line.unicodeScalars.dropFirst())
                switch line.unicodeScalars.first {
                case " ", "-":
                    guard next < old.count, old[next].utf8.elementsEqual(body.utf8) else {
                        throw Failure(description: "\(header): line \(next + 1) is \((next < old.count ? old[next] : "past the end").debugDescription), the diff has \(body.debugDescription)")
                    }
                    if line.unicodeScalars.first == " " { result.append(body) }
                    next += 1
                case "+": result.append(body)
                default:
                    // "\ No newline at end of file": the line before has none, on the new side
                    // when it was an added or kept line.
                    noLineFeedAtEnd = hunks[index - 1].unicodeScalars.first != "-"
                }
                index += 1
            }
        }
        result += old[next...]
        return result.joined(separator: "\n") + (noLineFeedAtEnd || result.isEmpty ? "" : "\n")
    }

    /// The lines of a text, split at each line feed (not at a carriage return and line feed taken
    /// together, as `Character`s would); a line feed at the end starts no line, and an empty text has none.
    private static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        if text.unicodeScalars.last == "\n" { lines.removeLast() }
        return lines
    }

    /// A hunk header's old and new line counts (a count left out is 1).
    private static func counts(_ header: String, at index: Int) throws(Failure) -> (Int, Int) {
        let fields = header.split(separator: " ")
        guard fields.count >= 4, fields[1].hasPrefix("-"), fields[2].hasPrefix("+"), fields[3] == "@@" else {
            throw Failure(description: "line \(index + 1): not a hunk's header: \(header)")
        }
        func count(_ field: Substring) -> Int? {
            let parts = field.dropFirst().split(separator: ",")
            guard let first = parts.first, Int(first) != nil else { return nil }
            return parts.count > 1 ? Int(parts[1]) : 1
        }
        guard let old = count(fields[1]), let new = count(fields[2]) else {
            throw Failure(description: "line \(index + 1): not a hunk's header: \(header)")
        }
        return (old, new)
    }
}
