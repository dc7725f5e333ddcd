import EaseDiagnostics

/// The short way through a rebuild, for the most common edit in a preview: the Markdown body of
/// one or a few readings changed, and nothing other files' outputs read of them (front matter,
/// headings, links, images, reading time: their ``DocumentOutline``) did.
///
/// Such an edit reaches only the readings' own outputs: their diagnostics, their bundle JSON and
/// the manifest, their pages (in every locale that shows them) and those pages' audit. The build
/// re-does exactly those, on top of the previous successful build, and leaves the same output as
/// a clean build. Anything else — a new, removed or renamed file, changed front matter or
/// outline, a template, `site.yml`, media — and the caller runs the full build, which reuses
/// work through the memos instead.
struct ReadingEditBuild {
    let cache: BuildCache
    let warningsAsErrors: Bool

    /// What the short way produced: the check's report and outcome, and (when the check passed)
    /// the output with the files it changed.
    struct Result {
        var report: DiagnosticReport
        var exitStatus: Int32
        var bundle: [String: [UInt8]] = [:]
        var site: [String: [UInt8]] = [:]
        /// Site paths of the pages rendered again.
        var pages: [String] = []
        /// Bundle and site paths of every file that changed.
        var changed: (bundle: Set<String>, site: Set<String>) = ([], [])
        /// The state the next build starts from, once this one's output is written.
        var state: BuildState
    }

    /// One edited reading: where it sits in the catalog and its new parse.
    private struct Edit {
        let documentIndex: Int
        let readingIndex: Int
        let document: ParsedDocument
        let reading: Reading
        let diagnostics: [Diagnostic]
        /// What the previous build had, to put back if this one fails.
        let previous: (document: ParsedDocument, reading: Reading)
    }

    /// Rebuilds after the changes the cache has seen since its last successful build; `nil` when
    /// they reach further than the edited readings' own outputs (the caller then builds in full).
    func rebuild(timings: inout StageTimings) -> Result? {
        guard var state = cache.lastGood, let written = cache.written, !cache.pendingChanges.isEmpty,
              state.check.findings.rules.count == ValidationRules.all.count,
              let edits = timings.measure("parse", { self.edits(of: cache.pendingChanges.sorted(), in: state) }) else { return nil }
        // The state's catalog changes in place (copying its arrays is most of the cost otherwise);
        // a failed build puts the previous values back.
        cache.lastGood = nil
        let previous = (findings: state.check.findings, engine: state.check.engine)
        func restore() {
            for edit in edits {
                state.check.catalog.documents[edit.documentIndex] = edit.previous.document
                state.check.catalog.readings[edit.readingIndex] = edit.previous.reading
                state.check.sources.add(edit.previous.document.source.file)
            }
            (state.check.findings, state.check.engine) = previous
            cache.lastGood = state
        }
        timings.measure("validate") { self.check(edits, in: &state.check, documentIndexByPath: state.documentIndexByPath) }
        var report = state.check.report(toolVersion: EaseVersion.current)
        var status = state.check.engine.exitStatus
        if !state.templateDiagnostics.isEmpty {
            status = report.merge(state.templateDiagnostics, warningsAsErrors: warningsAsErrors)
        }
        var result = Result(report: report, exitStatus: status, state: state)
        guard status == 0 else {
            restore()
            return result
        }
        guard timings.measure("bundle", { compile(edits, catalog: state.check.catalog, into: &result, from: written.bundle) }),
              timings.measure("render", { render(edits, into: &result, from: written.site) }) else {
            restore()
            return nil
        }
        return result
    }

    /// Reads and parses the changed files; `nil` unless each is a reading of the previous build
    /// whose front matter and outline are unchanged.
    private func edits(of paths: [String], in state: BuildState) -> [Edit]? {
        let fileSystem = cache.fileSystem
        let catalog = state.check.catalog
        var edits: [Edit] = []
        for path in paths {
            guard let documentIndex = state.documentIndex[path], let readingIndex = state.readingIndex[path],
                  !state.check.findings.load.contains(where: { $0.location?.path == path }),
                  fileSystem.kind(at: path) == .file,
                  let bytes = try? fileSystem.read(path), bytes.count <= ContentLoader.maximumFileSize else { return nil }
            let decoded = fileSystem.decode(bytes, path: path)
            guard decoded.diagnostics.isEmpty, let file = decoded.file else { return nil }
            let previous = catalog.documents[documentIndex]
            var source = previous.source
            source.file = file
            let (document, diagnostics) = ContentParser.parse(source)
            guard let node = document.frontMatter, let reading = Reading(FieldReader(node, in: document)),
                  let before = DocumentOutline(previous), before == DocumentOutline(document) else { return nil }
            edits.append(Edit(documentIndex: documentIndex, readingIndex: readingIndex, document: document, reading: reading,
                              diagnostics: diagnostics, previous: (previous, catalog.readings[readingIndex])))
        }
        return edits
    }

    /// The previous check with the edited readings' findings replaced: their parse, the document
    /// rules on them alone, and every catalog-wide rule again; front-matter rules' findings stand.
    private func check(_ edits: [Edit], in result: inout CheckResult, documentIndexByPath: [String: Int]) {
        for edit in edits {
            result.catalog.documents[edit.documentIndex] = edit.document
            result.catalog.readings[edit.readingIndex] = edit.reading
            result.findings.parse[edit.documentIndex] = edit.diagnostics
            result.sources.add(edit.document.source.file)
        }
        var everything = ValidationContext(catalog: result.catalog, fileSystem: cache.fileSystem)
        everything.knownDocumentIndexByPath = documentIndexByPath
        var edited = everything
        edited.subjects = Set(edits.map(\.document.source.relativePath))
        edited.subjectPositions = .init(documents: edits.map(\.documentIndex), entries: [ObjectIdentifier(Reading.self): edits.map(\.readingIndex)])
        let paths = Set(edits.map(\.document.path))
        for (index, rule) in ValidationRules.all.enumerated() {
            switch rule.scope {
            case .frontMatter:
                continue
            case .document:
                result.findings.rules[index] = result.findings.rules[index].filter { !paths.contains($0.location?.path ?? "") }
                    + rule.check(edited)
            case .catalog:
                result.findings.rules[index] = rule.check(everything)
            }
        }
        result.engine = result.findings.engine(warningsAsErrors: warningsAsErrors)
        result.timings = StageTimings()
    }

    /// Encodes the edited readings' bundle files again and updates the manifest.
    private func compile(_ edits: [Edit], catalog: ContentCatalog, into result: inout Result, from bundle: [String: [UInt8]]) -> Bool {
        var files = bundle
        // Taken out of the memo so that changing one entry does not copy 10,000; a failure here
        // leads to a full build, which puts them back.
        var entries = cache.bundle.manifestEntries
        var groupDigests = cache.bundle.manifestGroupDigests
        (cache.bundle.manifestEntries, cache.bundle.manifestGroupDigests) = ([], [])
        guard groupDigests.count == (entries.count + ContentHash.groupSize - 1) / ContentHash.groupSize else { return false }
        let defaultLocale = catalog.site?.defaultLocale ?? "en"
        for edit in edits {
            let locale = edit.reading.item.locale ?? defaultLocale
            let path = (edit.reading.item.locale == nil ? "" : "locales/\(locale)/") + "readings/\(edit.reading.item.id.value).json"
            guard let encoder = cache.bundle.encoders[locale], files[path] != nil,
                  let entry = Self.position(of: path, in: entries) else { return false }
            let bytes = encoder.reading(edit.reading)
            files[path] = bytes
            entries[entry] = BundleCompiler.ManifestEntry(path: path, size: bytes.count, sha256: SHA256.hex(bytes))
            groupDigests[entry / ContentHash.groupSize] = ContentHash.groupDigest(entries, group: entry / ContentHash.groupSize)
            result.changed.bundle.insert(path)
        }
        files["manifest.json"] = BundleCompiler.manifest(entries: entries, contentHash: ContentHash.combine(groupDigests), site: catalog.site)
        result.changed.bundle.insert("manifest.json")
        cache.bundle.manifestEntries = entries
        cache.bundle.manifestGroupDigests = groupDigests
        result.bundle = files
        return true
    }

    /// Where `path` is in the manifest's entries (sorted by path, as `Array.sorted()` orders strings).
    private static func position(of path: String, in entries: [BundleCompiler.ManifestEntry]) -> Int? {
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].path == path ? low : nil
    }

    /// Renders the edited readings' pages again, in every locale that shows them.
    private func render(_ edits: [Edit], into result: inout Result, from site: [String: [UInt8]]) -> Bool {
        var files = site
        for edit in edits {
            let relativePath = edit.document.source.relativePath
            for locale in cache.render.readingPages.keys.sorted() {
                let pages = cache.render.readingPages[locale]!
                guard pages.tables.byID[edit.reading.item.id.value]?.relativePath == relativePath else { continue }
                let (path, bytes) = pages.page(for: edit.reading)
                guard files[path] != nil else { return false }
                files[path] = bytes
                result.pages.append(path)
                result.changed.site.insert(path)
            }
        }
        result.site = files
        return !result.pages.isEmpty
    }
}
