public import EaseDiagnostics
import Foundation

/// `ease check --fix`: the check, each fix-it it offers made in its file (``FixItEditor``), then
/// the check again, whose report is what is left.
extension CheckAction {
    /// Findings whose fix-it asks for the author's word first, and which `--fix` leaves: a stale
    /// translation's fix-it records the source's new hash, which says the translation was
    /// brought up to date; made blindly, it would hide the stale translation instead.
    public static let fixItsLeftToTheAuthor: Set = ["l10n.stale"]

    /// What `--fix` did in one file.
    public struct FixedFile: Sendable, Equatable {
        /// The file's path, as the findings give it.
        public var path: String
        /// The fix-its made, in file order.
        public var made: [FixIt]
        /// The fix-its not made: touching another one made, or no longer in the file.
        public var left: [FixIt]
        /// Why no fix-it was made in the file, when none could be: it is not UTF-8 text, or
        /// could not be written.
        public var unchangedBecause: String?
    }

    /// What `--fix` did, and the check after it.
    public struct FixOutcome: Sendable {
        /// The check of the content as the fixes left it: the report to print and its status.
        public var outcome: Outcome
        /// Each file with a fix-it to make, in path order, whether or not any was made.
        public var files: [FixedFile]
        /// Whether the files were written (`--fix`), or the fixes only shown (`--diff`).
        public var wrote = true
        /// How many fix-its were made in all.
        public var madeCount: Int { files.reduce(0) { $0 + $1.made.count } }

        /// What was made and left, for standard error: a line in all, then one a file, and one
        /// for each fix-it left, at its place.
        public var summary: String {
            let changed = files.filter { !$0.made.isEmpty }
            let made = wrote ? "made" : "would make"
            var out = madeCount == 0 ? "ease: \(made) no fixes" : "ease: \(made) \(Self.count(madeCount, "fix", "fixes")) in \(Self.count(changed.count, "file", "files"))"
            let leftCount = files.reduce(0) { $0 + $1.left.count }
            out += leftCount == 0 ? "\n" : "; left \(leftCount)\n"
            for file in files {
                if !file.made.isEmpty { out += "  \(file.path): \(file.made.map(\.message).joined(separator: "; "))\n" }
                for fixIt in file.left {
                    out += "  \(file.path):\(fixIt.range.start.line):\(fixIt.range.start.column): left '\(fixIt.message)': "
                        + (file.unchangedBecause ?? "it touches another fix \(wrote ? "made" : "to make") there; run --fix again") + "\n"
                }
            }
            return out
        }

        private static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
    }

    /// The most rounds of fixes `--fix` makes: a fix can bring out a finding the check could not
    /// see before (a key moved out of a tab's way is then read, and may be misindented), whose
    /// fix-it the next round makes. YAML is read up to its first syntax error, so front matter
    /// with several takes a round each (a fuzzed exercise took eleven fixes over twelve rounds).
    public static let fixRounds = 16

    /// Checks, makes every fix-it it can, and checks again, for up to ``fixRounds`` rounds while
    /// a round makes some. A finding gives its file one fix-it to make (one with several offers a
    /// choice, and is left); a file that is not valid UTF-8 text is not changed, as writing it back
    /// would lose the bytes it could not read. A file's byte-order mark and line endings are kept.
    public func performFixing() -> FixOutcome {
        var check = perform()
        var files: [String: FixedFile] = [:]
        var failures: [Diagnostic] = []
        for _ in 0..<Self.fixRounds {
            let round = Self.makeFixIts(offeredBy: check.report)
            // What is left is what the last round left.
            for path in files.keys { files[path]!.left = []; files[path]!.unchangedBecause = nil }
            for file in round.files {
                var merged = files[file.path] ?? FixedFile(path: file.path, made: [], left: [])
                merged.made += file.made
                merged.left = file.left
                merged.unchangedBecause = file.unchangedBecause
                files[file.path] = merged
            }
            failures += round.failures
            guard round.files.contains(where: { !$0.made.isEmpty }) else { break }
            check = perform()
            if !round.failures.isEmpty { break }
        }
        if !failures.isEmpty { check.exitStatus = max(check.exitStatus, check.report.merge(failures, warningsAsErrors: warningsAsErrors)) }
        return FixOutcome(outcome: check, files: files.keys.sorted().map { files[$0]! })
    }

    /// The first round of `--fix` as a unified diff (``FixItDiff``), nothing written: the check's
    /// outcome of the content as it is, each file with a fix-it to make, and the diff of those made.
    public func performDiff() -> (outcome: FixOutcome, diff: String) {
        let check = perform()
        let round = Self.makeFixIts(offeredBy: check.report, writing: false)
        return (FixOutcome(outcome: check, files: round.files, wrote: false), round.diff)
    }

    /// Makes the fix-its a report offers, file by file, and writes the files changed (or, not
    /// `writing`, gives their diff).
    private static func makeFixIts(offeredBy report: DiagnosticReport, writing: Bool = true) -> (files: [FixedFile], failures: [Diagnostic], diff: String) {
        var fixIts: [String: [FixIt]] = [:]
        for diagnostic in report.diagnostics where diagnostic.fixIts.count == 1 && !fixItsLeftToTheAuthor.contains(diagnostic.id) {
            guard let path = diagnostic.location?.path else { continue }
            fixIts[path, default: []].append(diagnostic.fixIts[0])
        }
        var files: [FixedFile] = []
        var failures: [Diagnostic] = []
        var diff = ""
        for path in fixIts.keys.sorted() {
            let wanted = fixIts[path]!
            if let reason = reasonNotToWrite(path) {
                files.append(FixedFile(path: path, made: [], left: wanted, unchangedBecause: reason))
                continue
            }
            guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else {
                failures.append(.error("io.unreadable", "could not read '\(path)' to make its fix-its", at: .file(path)))
                continue
            }
            let byteOrderMark = SourceDecoder.startsWithByteOrderMark(bytes)
            let content = byteOrderMark ? Array(bytes.dropFirst(SourceFile.byteOrderMark.count)) : bytes
            guard !content.contains(0), let text = String(validating: content, as: UTF8.self) else {
                files.append(FixedFile(path: path, made: [], left: wanted, unchangedBecause: "the file is not UTF-8 text, and writing it back would lose the bytes that are not"))
                continue
            }
            let file = SourceFile(path: path, text: text)
            let edited = FixItEditor.apply(wanted, to: file)
            if !writing {
                diff += FixItDiff.unified(edited.made, in: file, label: path, byteOrderMark: byteOrderMark)
            } else if !edited.made.isEmpty {
                do {
                    try Data((byteOrderMark ? SourceFile.byteOrderMark : []) + Array(edited.text.utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    failures.append(.error("io.write-failed", "could not write '\(path)' with its fix-its: \(error.localizedDescription)", at: .file(path)))
                    files.append(FixedFile(path: path, made: [], left: wanted, unchangedBecause: "the file could not be written"))
                    continue
                }
            }
            files.append(FixedFile(path: path, made: edited.made, left: edited.left))
        }
        return (files, failures, diff)
    }

    /// Why a file is not written over, if it is not: a symbolic link (renaming the fixed text into
    /// its place would replace the link, and the file it leads to would keep the mistake) or a
    /// file with another name (which would keep the old text).
    private static func reasonNotToWrite(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        if attributes[.type] as? FileAttributeType == .typeSymbolicLink { return "the file is a symbolic link: fix the file it leads to" }
        if let links = attributes[.referenceCount] as? Int, links > 1 { return "the file has \(links) names (hard links): fix it by hand" }
        return nil
    }
}
