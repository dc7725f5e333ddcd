/// The fix-its of a file as a unified diff (`ease check --diff`), which `git apply` and `patch -p1`
/// take: the lines each fix-it touches, with up to three lines around them; fix-its whose lines are
/// that close share a hunk. Lines end at line feeds, as `diff` and `git` count them (a carriage
/// return before one is part of the line).
public enum FixItDiff {
    /// Lines of context around each change.
    public static let contextLines = 3

    /// The diff of making `fixIts` in `file` (those ``FixItEditor`` made: in the text, in file
    /// order, none touching another), headed `a/label` and `b/label`; empty when there are none.
    /// `byteOrderMark`: the file on disk starts with one, which its text leaves out and its first
    /// line, in a hunk, has on both sides.
    public static func unified(_ fixIts: [FixIt], in file: SourceFile, label: String, byteOrderMark: Bool = false) -> String {
        let text = Array(file.text.utf8)
        let edits = fixIts.compactMap { FixItEditor.Edit($0, in: file) }
        guard !edits.isEmpty else { return "" }
        var lineStarts = [0]
        for (offset, byte) in text.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < text.count { lineStarts.append(offset + 1) }
        // The 0-based line holding a byte offset (an offset at the very end is on the last line).
        func line(of offset: Int) -> Int {
            var (low, high) = (0, lineStarts.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        func lineEnd(_ line: Int) -> Int { line + 1 < lineStarts.count ? lineStarts[line + 1] : text.count }

        // Hunks: runs of edits whose lines, with their context, meet.
        var groups: [(first: Int, last: Int, edits: ArraySlice<FixItEditor.Edit>)] = []
        var start = 0
        for index in edits.indices {
            let last = line(of: max(edits[index].range.lowerBound, edits[index].range.upperBound - 1))
            if index + 1 == edits.count || line(of: edits[index + 1].range.lowerBound) > last + 2 * contextLines {
                groups.append((line(of: edits[start].range.lowerBound), last, edits[start...index]))
                start = index + 1
            }
        }
        var out = "--- a/\(label)\n+++ b/\(label)\n"
        var shift = 0
        for group in groups {
            let first = max(0, group.first - contextLines), last = min(lineStarts.count - 1, group.last + contextLines)
            let region = lineStarts[first]..<lineEnd(last)
            let after = FixItEditor.splice(text, group.edits, within: region)
            var old = lines(of: text[region]), new = lines(of: after[...])
            if byteOrderMark, first == 0 {
                if !old.isEmpty { old[0] = (SourceFile.byteOrderMark + old[0])[...] }
                if !new.isEmpty { new[0] = (SourceFile.byteOrderMark + new[0])[...] }
            }
            out += "@@ -\(range(first + 1, old.count)) +\(range(first + 1 + shift, new.count)) @@\n"
            for (mark, line) in changes(from: old, to: new) { out += diffLine(mark, line) }
            shift += new.count - old.count
        }
        return out
    }

    /// A hunk's line range: its first line and count, as `diff` writes it (a count of 1 left out;
    /// no lines at all is the line before).
    private static func range(_ first: Int, _ count: Int) -> String {
        count == 1 ? "\(first)" : "\(count == 0 ? first - 1 : first),\(count)"
    }

    /// The lines of `old` and `new` in order, each marked kept (` `), removed (`-`) or added (`+`):
    /// the longest run of lines both have in common is kept, and within each change the removed
    /// lines come before the added ones.
    private static func changes(from old: [ArraySlice<UInt8>], to new: [ArraySlice<UInt8>]) -> [(String, ArraySlice<UInt8>)] {
        // common[i][j]: the most lines old[i...] and new[j...] have in common, in order.
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var marked: [(String, ArraySlice<UInt8>)] = []
        var (i, j) = (0, 0)
        var removed: [ArraySlice<UInt8>] = [], added: [ArraySlice<UInt8>] = []
        func flush() {
            marked += removed.map { ("-", $0) } + added.map { ("+", $0) }
            removed = []; added = []
        }
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                flush()
                marked.append((" ", old[i]))
                i += 1; j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                added.append(new[j]); j += 1
            } else {
                removed.append(old[i]); i += 1
            }
        }
        flush()
        return marked
    }

    /// The lines of some bytes, each with its line feed but the last if it has none.
    private static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.endIndex { lines.append(bytes[start...]) }
        return lines
    }

    private static func diffLine(_ mark: String, _ line: ArraySlice<UInt8>) -> String {
        let text = mark + String(decoding: line, as: UTF8.self)
        return line.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
    }
}
