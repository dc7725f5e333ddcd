import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation

/// Runs `ease check --diff` and `ease check --fix` for real on a copy of `Fuzz/Content` with the
/// input written as one of its files, and checks what they did to it:
///
/// - `--diff` writes nothing, and its diff, applied as `patch` applies it (``UnifiedDiffPatch``),
///   gives the file the fix-its it lists make (``FixItEditor``);
/// - `--fix` keeps a file's byte-order mark and its CR LF line endings, leaves UTF-8 text UTF-8,
///   and leaves a file that is not UTF-8 text byte for byte as it was;
/// - a fix-it changes its text (one that writes the words it replaces would be made forever);
/// - the fixes come to an end: after a few `--fix` runs (more for a longer input, whose front
///   matter may hold a syntax error a line, each brought out by the last fix) nothing is left to make;
/// - the positions of what is left lie in the file (``SourceBoundsCheck``).
///
/// Every file of the copy is written back as it was after each run (a fix-it may belong to
/// another file the input names).
final class FixHarness: @unchecked Sendable {
    /// The input as `readings/fuzz.md`.
    static let reading = FixHarness(input: "readings/fuzz.md")
    /// The input as `exercises/fuzz.md`.
    static let exercise = FixHarness(input: "exercises/fuzz.md")

    let content: String
    /// The input's file, in `content`.
    let input: String
    /// How many fix-its the last run's `--diff` and its first `--fix` made in the input (the tests
    /// check that the seeds reach the checks).
    private(set) var lastMade = (diff: 0, fix: 0)
    /// The copy's own files as they were, by path.
    private let original: [String: Data]
    private let lock = NSLock()

    private init(input relativePath: String) {
        let content = PipelineHarness.folder + "/fix-" + relativePath.replacingOccurrences(of: "/", with: "-") + "/Content"
        try? FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: content)
        try? FileManager.default.copyItem(atPath: FuzzContent.root, toPath: content)
        let files = FileManager.default.enumerator(atPath: content)?.compactMap { $0 as? String } ?? []
        original = Dictionary(uniqueKeysWithValues: files.compactMap { name in
            FileManager.default.contents(atPath: content + "/" + name).map { (content + "/" + name, $0) }
        })
        self.content = content
        input = content + "/" + relativePath
    }

    func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        lock.lock()
        defer {
            restore()
            lock.unlock()
        }
        guard FileManager.default.createFile(atPath: input, contents: Data(bytes)) else {
            return [FuzzFinding("harness", "could not write \(input)")]
        }
        let action = CheckAction(contentRoot: content, warningsAsErrors: false)
        let shown = action.performDiff()
        var findings = checkDiff(shown, of: bytes)
        let fixed = action.performFixing()
        lastMade = (made(in: shown.outcome), made(in: fixed))
        let after = FileManager.default.contents(atPath: input).map(Array.init) ?? []
        findings += FixedTextCheck(before: bytes, after: after).check()
        findings += checkFixesEnd(after: fixed, action: action, lines: bytes.count { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } + 1)
        if let file = fixed.outcome.report.sources[input] {
            findings += SourceBoundsCheck(file).check(fixed.outcome.report.diagnostics)
        }
        return findings
    }

    /// `--diff` wrote nothing, and its diff of the input gives the text its fix-its make.
    private func checkDiff(_ shown: (outcome: CheckAction.FixOutcome, diff: String), of bytes: [UInt8]) -> [FuzzFinding] {
        if FileManager.default.contents(atPath: input).map(Array.init) != bytes {
            return [FuzzFinding("diff-writes-nothing", "ease check --diff changed \(input)")]
        }
        let files: [(name: String, lines: [String])]
        do { files = try UnifiedDiffPatch.files(in: shown.diff) } catch {
            return [FuzzFinding("diff-applies", "the diff does not read as a unified diff: \(error)\n\(shown.diff)")]
        }
        guard let made = shown.outcome.files.first(where: { $0.path == input })?.made, !made.isEmpty else {
            return files.contains { $0.name == input } ? [FuzzFinding("diff-applies", "a diff of \(input), which has no fix-it to make")] : []
        }
        guard let hunks = files.first(where: { $0.name == input })?.lines else {
            return [FuzzFinding("diff-applies", "no diff of \(input), which has \(made.count) fix-its to make")]
        }
        // --diff is given only UTF-8 text: the fix-its of any other file are left.
        let byteOrderMark = bytes.starts(with: SourceFile.byteOrderMark)
        let text = String(decoding: byteOrderMark ? Array(bytes.dropFirst(SourceFile.byteOrderMark.count)) : bytes, as: UTF8.self)
        let file = SourceFile(path: input, text: text)
        for fixIt in made {
            if let range = file.byteRange(of: fixIt.range), file.text(inBytes: range) == fixIt.replacement {
                return [FuzzFinding("fix-changes", "the fix-it '\(fixIt.message)' at \(fixIt.range) writes the text it replaces")]
            }
        }
        let expected = (byteOrderMark ? "\u{FEFF}" : "") + FixItEditor.apply(made, to: file).text
        do {
            let patched = try UnifiedDiffPatch.apply(hunks, to: (byteOrderMark ? "\u{FEFF}" : "") + text)
            guard patched.utf8.elementsEqual(expected.utf8) else {
                return [FuzzFinding("diff-applies", "the diff gives \(patched.debugDescription), the fix-its \(expected.debugDescription)")]
            }
        } catch {
            return [FuzzFinding("diff-applies", "the diff does not apply to \(input): \(error)\n\(shown.diff)")]
        }
        return []
    }

    /// `--fix` runs again while it makes fixes: a chain of fixes each bringing out the next
    /// (YAML's syntax errors, read one at a time) ends within a round a line of the input, and
    /// one that does not (a fix-it that undoes another, or grows its value) never ends.
    private func checkFixesEnd(after first: CheckAction.FixOutcome, action: CheckAction, lines: Int) -> [FuzzFinding] {
        var last = first
        let runs = 2 + lines / CheckAction.fixRounds
        for _ in 1..<runs where last.madeCount > 0 {
            last = action.performFixing()
        }
        guard last.madeCount > 0 else { return [] }
        let made = last.files.flatMap { file in file.made.map { "\(file.path.split(separator: "/").last ?? ""): \($0.message) at \($0.range)" } }
        return [FuzzFinding("fixes-end", "ease check --fix run \(runs) times still made \(last.madeCount) fixes: \(made.prefix(5))")]
    }

    private func made(in outcome: CheckAction.FixOutcome) -> Int {
        outcome.files.first { $0.path == input }?.made.count ?? 0
    }

    /// Writes back every file of the copy that a run changed, and removes the input.
    private func restore() {
        for (path, data) in original where FileManager.default.contents(atPath: path) != data {
            _ = FileManager.default.createFile(atPath: path, contents: data)
        }
        try? FileManager.default.removeItem(atPath: input)
    }
}
