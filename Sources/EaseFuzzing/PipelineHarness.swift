import EaseCore
import EaseDiagnostics
import Foundation

/// Runs `ease build` for real on a copy of `Fuzz/Content` with the input written as one of its
/// files (a reading, an exercise or `site.yml`), into an output folder reused across runs. Checks that the exit status
/// agrees with the diagnostics, that positions lie in the input, that a failed build leaves the
/// previous output in place, that no temporary folders are left, and that every page of a
/// successful build is safe (``RenderedPageSafetyCheck``); for a template, that each fix-it fixes
/// what its diagnostic reports (``TemplateFixItCheck``).
final class PipelineHarness: @unchecked Sendable {
    /// The input as `readings/fuzz.md`: the body's Markdown, links, images and front matter.
    static let reading = PipelineHarness(input: "readings/fuzz.md")
    /// The input as `exercises/fuzz.md`: any kind of exercise, with its timings, steps and audio,
    /// checked by the session and exercise rules against the rest of the content.
    static let exercise = PipelineHarness(input: "exercises/fuzz.md")
    /// The input as `site.yml`: tabs and their colours, moods, sessions, tokens and strings.
    static let site = PipelineHarness(input: "site.yml")
    /// The input as the templates' `reading.mustache`: its tags, sections, partials and names.
    /// The author writes a template's markup, so its pages are not checked for safety.
    static let template = PipelineHarness(input: "reading.mustache", template: true)

    let content: String
    let templates: String
    let output: String
    /// The input's file, in `content`.
    let input: String
    private let lock = NSLock()

    /// The process's own folder for the harnesses' content and output, removed when it exits.
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "ease-fuzz-pipeline-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        // The folder lives as long as the process: every test run and fuzzing session left one behind.
        atexit { try? FileManager.default.removeItem(atPath: PipelineHarness.folder) }
        return folder
    }()

    private init(input relativePath: String, template: Bool = false) {
        let base = Self.folder + "/" + relativePath.replacingOccurrences(of: "/", with: "-")
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        content = base + "/Content"
        output = base + "/Output"
        templates = template ? base + "/Templates" : FuzzContent.templates
        input = (template ? templates : content) + "/" + relativePath
        try? FileManager.default.copyItem(atPath: FuzzContent.root, toPath: content)
        if template { try? FileManager.default.copyItem(atPath: FuzzContent.templates, toPath: templates) }
    }

    private var inputIsTemplate: Bool { templates != FuzzContent.templates }

    func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        lock.lock()
        defer { lock.unlock() }
        guard FileManager.default.createFile(atPath: input, contents: Data(bytes)) else {
            return [FuzzFinding("harness", "could not write \(input)")]
        }
        let before = inode(output + "/site")
        let outcome = BuildAction(contentRoot: content, outputRoot: output, templatesRoot: templates,
                                  warningsAsErrors: false).perform()
        var findings = checkStatus(outcome)
        if let file = outcome.report.sources[input] {
            findings += SourceBoundsCheck(file).check(outcome.report.diagnostics)
            if inputIsTemplate { findings += TemplateFixItCheck(file: file, templates: templates).check(outcome.report.diagnostics) }
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
        if inputIsTemplate { return findings }
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
