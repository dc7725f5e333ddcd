import EaseLocks
public import EaseDiagnostics

/// `ease build`: check the content, then compile the bundle and write it into the output folder.
/// Nothing is written when the check finds errors.
public struct BuildAction: Sendable {
    /// The content folder.
    public var contentRoot: String
    /// The output folder (the bundle goes to `bundle/` inside it, the site to `site/`).
    public var outputRoot: String
    /// The Mustache templates folder.
    public var templatesRoot: String
    /// Whether warnings count as errors.
    public var warningsAsErrors: Bool
    /// Compare a fresh build with the output instead of writing it.
    public var verify: Bool
    /// What the previous build of a watch loop kept, so this one does only what changed.
    public var cache: BuildCache?
    /// Leave the checked catalog and the tables of the files written for the process's exit to
    /// reclaim (``UnfreedAtExit``); for a one-shot command that exits right after the build.
    public var leavesMemoryToExit = false

    /// Creates the action.
    public init(contentRoot: String, outputRoot: String, templatesRoot: String = "Templates", warningsAsErrors: Bool, verify: Bool = false,
                cache: BuildCache? = nil) {
        self.cache = cache
        self.contentRoot = contentRoot
        self.outputRoot = outputRoot
        self.templatesRoot = templatesRoot
        self.warningsAsErrors = warningsAsErrors
        self.verify = verify
    }

    /// What the build did.
    public struct Outcome: Sendable {
        /// Diagnostics to print.
        public var report: DiagnosticReport
        /// 0, 1 or 2.
        public var exitStatus: Int32
        /// Number of bundle and site files written (0 when nothing was written).
        public var filesWritten: Int
        /// Files removed because the build no longer makes them (only with a cache; a build without
        /// one replaces the folders whole).
        public var filesRemoved = 0
        /// Whether the output folders now hold this build's files.
        public var wroteOutput = false
        /// Time spent in each stage.
        public var timings = StageTimings()
        /// Whether the build took the short way of a watch loop (``ReadingEditBuild``): only the
        /// edited readings' outputs were made again.
        public var onlyEditedReadings = false
    }

    /// Runs the build.
    public func perform() -> Outcome {
        var timings = StageTimings()
        var onlyEditedReadings = false
        var outcome = perform(timings: &timings, onlyEditedReadings: &onlyEditedReadings)
        outcome.timings = timings
        outcome.onlyEditedReadings = onlyEditedReadings
        return outcome
    }

    private func perform(timings: inout StageTimings, onlyEditedReadings: inout Bool) -> Outcome {
        if let cache, !verify, let edit = ReadingEditBuild(cache: cache, warningsAsErrors: warningsAsErrors).rebuild(timings: &timings) {
            onlyEditedReadings = true
            guard edit.exitStatus == 0 else { return Outcome(report: edit.report, exitStatus: edit.exitStatus, filesWritten: 0) }
            let root = outputFolder
            let auditor = SiteAuditor()
            return finish(report: edit.report, bundle: edit.bundle, site: edit.site, root: root, changed: edit.changed, state: edit.state,
                          timings: &timings) {
                auditor.audit(pages: edit.pages, of: edit.site, displayRoot: root + "/site", memo: cache.audit)
                    ?? auditor.audit(files: edit.site, displayRoot: root + "/site", memo: cache.audit)
            }
        }
        let fileSystem: any ContentFileSystem = cache?.fileSystem ?? LocalFileSystem()
        // A one-off build makes each body's page and bundle file once (``buildThroughStaging``):
        // it keeps outlines, and each body's render tree, made by the check's parse, waits in a
        // temporary file for the two (``RenderTreeSpill``), so the trees are never all held at
        // once. A watch loop keeps the trees for its next build, and --verify makes the whole
        // bundle before the site.
        let staged = cache == nil && !verify
        var checking = CheckAction(contentRoot: contentRoot, warningsAsErrors: warningsAsErrors, fileSystem: fileSystem,
                                   parses: cache?.parses, retention: staged ? .outlinesSpillingTrees : .trees)
        // Each page's descriptor is kept open from its writing to the audit's reading
        // (``KeptDescriptors``), room made for a page a document once the content is listed.
        let keptPages = KeptDescriptors()
        // The templates are loaded and checked on a thread of their own while the check's rules
        // run; the one-off build waits for them after the check (``TemplateSet/Checked``).
        let templateStage = Locked<BackgroundStage<TemplateSet.Checked>?>(nil)
        if staged {
            checking.pipeline.afterListing = { keptPages.makeRoom(for: $0 + 64) }
            let templatesRoot = self.templatesRoot
            checking.pipeline.afterCatalog = { catalog in
                templateStage.withLock { $0 = BackgroundStage { TemplateSet.Checked(from: templatesRoot, catalog: catalog) } }
            }
        }
        let check = checking.perform()
        if leavesMemoryToExit { UnfreedAtExit.keep(check.result) }
        cache?.parses.finishBuild()
        var report = check.report
        timings.append(check.result.timings)
        let (templates, templateDiagnostics, status) = timings.measure("templates") {
            TemplateSet.load(from: templatesRoot, for: check.result, into: &report, warningsAsErrors: warningsAsErrors,
                             loaded: try? templateStage.withLock { $0 }?.wait().value)
        }
        if status != 0 { return Outcome(report: report, exitStatus: status, filesWritten: 0) }
        guard check.exitStatus == 0, let templates else {
            return Outcome(report: report, exitStatus: check.exitStatus, filesWritten: 0)
        }
        if staged {
            check.result.catalog.releaseCheckedPartsOfReadings()
            return buildThroughStaging(check.result.catalog, templates: templates, fileSystem: fileSystem, rereader: check.result.rereader,
                                       keptPages: keptPages, report: report, timings: &timings)
        }
        do {
            let bundle = try timings.measure("bundle") {
                try BundleCompiler(fileSystem: fileSystem, memo: cache?.bundle).compile(check.result.catalog)
            }
            cache?.bundle.finishBuild()
            let site = try timings.measure("render") {
                try SiteRenderer.render(check.result.catalog, templates: templates, fileSystem: fileSystem, memo: cache?.render)
            }
            cache?.render.finishBuild()
            let root = outputFolder
            let state = cache.map { _ in BuildState(check: check.result, templateDiagnostics: templateDiagnostics) }
            return finish(report: report, bundle: bundle, site: site, root: root, changed: nil, state: state, timings: &timings) {
                SiteAuditor().audit(files: site, displayRoot: root + "/site", memo: cache?.audit)
            }
        } catch {
            return writeFailed(report, error)
        }
    }

    /// Audits the rendered site, then (unless the audit found errors) verifies or writes the
    /// output; with `changed`, only those files differ from what the cache wrote last.
    private func finish(report: DiagnosticReport, bundle: [String: [UInt8]], site: [String: [UInt8]], root: String,
                        changed: (bundle: Set<String>, site: Set<String>)?, state: BuildState?, timings: inout StageTimings,
                        audit runAudit: () -> SiteAuditor.Result) -> Outcome {
        var report = report
        do {
            // Audit the rendered site before anything is written: an audit error keeps the previous output.
            let status = merge(timings.measure("audit", runAudit), into: &report)
            if status != 0 { return Outcome(report: report, exitStatus: status, filesWritten: 0) }
            if verify {
                let stale = OutputVerifier.differences(expected: bundle, in: root + "/bundle")
                    + OutputVerifier.differences(expected: site, in: root + "/site")
                report.diagnostics += stale
                return Outcome(report: report, exitStatus: stale.isEmpty ? 0 : DiagnosticEngine.exitContentErrors, filesWritten: 0)
            }
            guard let lock = try OutputLock(folder: root) else { return locked(report) }
            let (written, removed) = try timings.measure("write") { try write(bundle: bundle, site: site, root: root, changed: changed) }
            _ = lock
            if let state { cache?.wrote(state) }
            return Outcome(report: report, exitStatus: 0, filesWritten: written, filesRemoved: removed, wroteOutput: true)
        } catch {
            return writeFailed(report, error)
        }
    }

    /// The output folder without a trailing `/`, for joining `bundle` and `site` to it.
    var outputFolder: String { outputRoot.hasSuffix("/") ? String(outputRoot.dropLast()) : outputRoot }

    /// Adds the audit's findings (and the pages they point into) to the report; returns the exit status so far.
    func merge(_ audit: SiteAuditor.Result, into report: inout DiagnosticReport) -> Int32 {
        guard !audit.diagnostics.isEmpty else { return 0 }
        // A template's mistake is one finding on every page it made: one report, at the template's line.
        let templateFiles = TemplateSet.sourceFiles(in: templatesRoot)
        let diagnostics = AuditFindingGroups(siteRoot: outputFolder + "/site", origin: TemplateOrigin(files: templateFiles))
            .grouped(audit.diagnostics, sources: audit.sources)
        let status = report.merge(diagnostics, warningsAsErrors: warningsAsErrors)
        var sources = report.sources
        let templates = Dictionary(templateFiles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for path in diagnostics.flatMap({ [$0.location?.path] + $0.notes.map(\.location?.path) }).compactMap({ $0 }) {
            if let source = audit.sources[path] ?? templates[path] { sources.add(source) }
        }
        report.sources = sources
        return status
    }

    /// The outcome when content files changed after the check read them (``SourceRereader``): the
    /// output made from them is not what was checked.
    func sourcesChanged(_ paths: [String], _ report: DiagnosticReport) -> Outcome {
        var report = report
        report.diagnostics += paths.map { path in
            .error("io.source-changed", "'\(path)' changed while ease was building it; nothing was written", at: .file(path),
                   notes: [DiagnosticNote("run the build again once the file is saved")])
        }
        return Outcome(report: report, exitStatus: DiagnosticEngine.exitEnvironmentErrors, filesWritten: 0)
    }

    /// The outcome when another build holds the output's lock.
    func locked(_ report: DiagnosticReport) -> Outcome {
        var report = report
        report.diagnostics.append(.error("io.output-locked", "another ease build is writing to '\(outputRoot)'; nothing was written",
                                         at: nil, notes: [DiagnosticNote("run the build again when the other one has finished")]))
        return Outcome(report: report, exitStatus: DiagnosticEngine.exitEnvironmentErrors, filesWritten: 0)
    }

    /// The outcome when the output could not be written.
    func writeFailed(_ report: DiagnosticReport, _ error: any Error) -> Outcome {
        cache?.forgetOutput()
        var report = report
        report.diagnostics.append(.error("io.write-failed", "could not write the output to '\(outputRoot)': \(error)", at: nil))
        return Outcome(report: report, exitStatus: DiagnosticEngine.exitEnvironmentErrors, filesWritten: 0)
    }

    /// Puts the files in place: whole folders swapped in atomically, or, in a watch loop whose
    /// previous build wrote them, only the files that changed.
    private func write(bundle: [String: [UInt8]], site: [String: [UInt8]], root: String,
                       changed: (bundle: Set<String>, site: Set<String>)?) throws -> (written: Int, removed: Int) {
        // A failed write throws to `finish`, which forgets the output's state.
        if let cache, let previous = cache.written, OutputSync.isIntact(root + "/bundle"), OutputSync.isIntact(root + "/site") {
            let inBundle = try OutputSync().update(root + "/bundle", from: previous.bundle, to: bundle, only: changed?.bundle)
            let inSite = try OutputSync().update(root + "/site", from: previous.site, to: site, only: changed?.site)
            cache.written = (bundle, site)
            return (inBundle.written + inSite.written, inBundle.removed + inSite.removed)
        }
        try OutputWriter().replace(root + "/bundle", with: bundle)
        try OutputWriter().replace(root + "/site", with: site)
        cache?.written = (bundle, site)
        return (bundle.count + site.count, 0)
    }
}
