import EaseDiagnostics

extension BuildAction {
    /// A one-off build (no watch loop, no `--verify`): the bundle and the site are written into
    /// staging folders beside `bundle/` and `site/` file by file as they are made, the site is
    /// audited from its staging folder, and both are swapped in only when the audit passes. The
    /// build never holds its whole output, so its memory is the catalog plus the files in flight.
    ///
    /// The output's lock is held from the first staged file to the swap; an audit error, a failed
    /// write or a content file that changed since the check (which `rereader` read again) removes
    /// the staging folders and leaves the previous output as it was.
    func buildThroughStaging(_ catalog: ContentCatalog, templates: TemplateSet, fileSystem: any ContentFileSystem,
                             rereader: SourceRereader?, keptPages: KeptDescriptors = KeptDescriptors(), report: DiagnosticReport,
                             timings: inout StageTimings) -> Outcome {
        var report = report
        let root = outputFolder
        let writer = OutputWriter()
        var staged: [OutputWriter.StagedFolder] = []
        // The bundle is compiled on a thread of its own beside render and audit (nothing they do
        // reads it). Every way out waits for it: it writes into its staging folder until it ends.
        var bundleStage: BackgroundStage<(OutputWriter.StagedFolder, OutputFiles)>?
        // Whether the bundle's staging folder is among `staged` (from the bundle's end on).
        var bundleIsStaged = false
        do {
            guard let lock = try OutputLock(folder: root) else { return locked(report) }
            defer { _ = lock }
            // Making the site's staging folder (walking the spare of the output two builds back)
            // is the write stage's, shown with the swaps at the end. The bundle's is made on the
            // bundle's own thread, its walk beside the site's first pages.
            let stagingSeconds = try StageTimings.timed {
                staged.append(try writer.stage(root + "/site"))
            }.1
            let siteFolder = staged[0]
            // The media files are read and hashed once for both outputs (on every core).
            let media = try timings.measure("media") { try HashedMedia(catalog, fileSystem: fileSystem) }
            bundleStage = BackgroundStage {
                let folder = try writer.stage(root + "/bundle")
                do {
                    let bundle = OutputFiles(staging: folder)
                    try BundleCompiler(fileSystem: fileSystem).compile(catalog, media: media, into: bundle)
                    return (folder, bundle)
                } catch {
                    writer.remove(folder)
                    throw error
                }
            }
            // Listed now, in pipeline order; its time is added when it ends.
            timings.record("bundle", seconds: 0, ranBeside: true)
            let site = OutputFiles(staging: siteFolder, keepingPagesIn: keptPages)
            try timings.measure("render") {
                try SiteRenderer.render(catalog, templates: templates, fileSystem: fileSystem, memo: nil, media: media, into: site)
            }
            let audit = timings.measure("audit") {
                SiteAuditor().audit(AuditedFiles(folder: siteFolder.path, sizes: site.sizes, keptPages: keptPages), displayRoot: root + "/site")
            }
            keptPages.closeAll()
            let ((bundleFolder, bundle), bundleSeconds) = try bundleStage!.wait()
            staged.insert(bundleFolder, at: 0)
            bundleIsStaged = true
            timings.record("bundle", seconds: bundleSeconds, peakResidentBytes: ProcessMemory.peakResidentBytes)
            // The tables of the 20,000 paths written (at 10k readings) took 4-5 ms of one core to
            // free after the audit, with the other core done.
            if leavesMemoryToExit { UnfreedAtExit.keep([bundle, site]) }
            if let changed = rereader?.changedPaths, !changed.isEmpty {
                staged.forEach(writer.discard)
                return sourcesChanged(changed, report)
            }
            let status = merge(audit, into: &report)
            guard status == 0 else {
                staged.forEach(writer.discard)
                return Outcome(report: report, exitStatus: status, filesWritten: 0)
            }
            try timings.measure("write") {
                try writer.commit(bundleFolder)
                staged.removeFirst()
                try writer.commit(siteFolder)
                staged.removeFirst()
            }
            timings.record("write", seconds: stagingSeconds)
            return Outcome(report: report, exitStatus: 0, filesWritten: bundle.count + site.count, wroteOutput: true)
        } catch {
            // A bundle made whole while the site failed leaves its staging folder to remove too.
            if !bundleIsStaged, let (bundleFolder, _) = try? bundleStage?.wait().value {
                writer.remove(bundleFolder)
            }
            staged.forEach(writer.remove)
            return writeFailed(report, error)
        }
    }
}
