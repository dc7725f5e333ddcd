import EaseCore
import EaseDiagnostics
import Foundation

/// Runs `ease build` for real on a copy of `Fuzz/Content` with the input written as
/// `readings/fuzz.md`, into an output folder reused across runs. Checks that the exit status
/// agrees with the diagnostics, that positions lie in the input, that a failed build leaves the
/// previous output in place, that no temporary folders are left, and that every page of a
/// successful build is safe (``RenderedPageSafetyCheck``).
final class PipelineHarness: @unchecked Sendable {
    static let shared = PipelineHarness()

    let content: String
    let output: String
    private let lock = NSLock()

    /// The process's own folder for the harness's content and output.
    static let folder = NSTemporaryDirectory() + "ease-fuzz-pipeline-\(getpid())"

    private init() {
        let base = Self.folder
        try? FileManager.default.removeItem(atPath: base)
        // The folder lives as long as the process: every test run and fuzzing session left one behind.
        atexit { try? FileManager.default.removeItem(atPath: PipelineHarness.folder) }
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        content = base + "/Content"
        output = base + "/Output"
        try? FileManager.default.copyItem(atPath: FuzzContent.root, toPath: content)
    }

    func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        lock.lock()
        defer { lock.unlock() }
        let input = content + "/readings/fuzz.md"
        guard FileManager.default.createFile(atPath: input, contents: Data(bytes)) else {
            return [FuzzFinding("harness", "could not write \(input)")]
        }
        let before = inode(output + "/site")
        let outcome = BuildAction(contentRoot: content, outputRoot: output, templatesRoot: FuzzContent.templates,
                                  warningsAsErrors: false).perform()
        var findings = checkStatus(outcome)
        if let file = outcome.report.sources[input] {
            findings += SourceBoundsCheck(file).check(outcome.report.diagnostics)
        }
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [])
            .filter { $0.contains(".tmp-") || $0.contains(".old-") }
        if !leftovers.isEmpty {
            findings.append(FuzzFinding("nothing-left", "temporary folders left in the output: \(leftovers.sorted())"))
        }
        if outcome.exitStatus != 0 {
            if before != inode(output + "/site") {
                findings.append(FuzzFinding("nothing-lost", "a failed build replaced the previous site"))
            }
            return findings
        }
        for page in htmlFiles(under: output + "/site") {
            guard let data = FileManager.default.contents(atPath: page) else { continue }
            findings += RenderedPageSafetyCheck.check(Array(data), page: String(page.dropFirst(output.count + 1)))
        }
        return findings
    }

    private func checkStatus(_ outcome: BuildAction.Outcome) -> [FuzzFinding] {
        // The status the engine's rule gives for these diagnostics (warnings as warnings, as the harness builds).
        var engine = DiagnosticEngine()
        engine.emit(contentsOf: outcome.report.diagnostics)
        guard outcome.exitStatus != engine.exitStatus else { return [] }
        let errors = outcome.report.diagnostics.filter { $0.severity == .error }.map(\.id)
        return [FuzzFinding("exit-status", "exit status \(outcome.exitStatus) with errors \(errors); expected \(engine.exitStatus)")]
    }

    private func inode(_ path: String) -> UInt64? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    private func htmlFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }.sorted().map { root + "/" + $0 }
    }
}
