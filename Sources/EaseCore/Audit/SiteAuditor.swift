import EaseBytes
public import EaseDiagnostics
import Foundation

/// Audit: runs the audit rules over every HTML page of a folder (or of a site just rendered in
/// memory), in parallel across pages, and returns diagnostics in a stable order.
public struct SiteAuditor: Sendable {
    /// The rules to run.
    public let rules: [any AuditRule]

    /// Creates an auditor with every rule, or only those in `only`, minus those in `disabled`.
    public init(only: Set<String> = [], disabled: Set<String> = []) {
        rules = AuditRules.all.filter { (only.isEmpty || only.contains($0.id)) && !disabled.contains($0.id) }
    }

    /// The outcome of an audit.
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var sources: SourceFileStore
        public var pageCount: Int
        /// Wall-clock time of the audit's steps: list (for a folder), styles, pages.
        public var timings = StageTimings()
    }

    /// Audits files keyed by path inside the site; `displayRoot` prefixes paths in diagnostics.
    /// With a `memo` from the previous build, a page whose bytes, stylesheets and looked-up
    /// pages are unchanged keeps its previous findings instead of being parsed again.
    public func audit(files: [String: [UInt8]], displayRoot: String, memo: AuditMemo? = nil) -> Result {
        audit(AuditedFiles(files), displayRoot: displayRoot, memo: memo)
    }

    /// Audits files read when needed (a folder on disk): each page is read, parsed, checked and
    /// freed by one worker.
    public func audit(_ files: AuditedFiles, displayRoot: String) -> Result {
        audit(files, displayRoot: displayRoot, memo: nil)
    }

    /// A memo comes only with files in memory: it compares them with the last build's.
    private func audit(_ files: AuditedFiles, displayRoot: String, memo: AuditMemo?) -> Result {
        var timings = StageTimings()
        let inMemory = files.inMemory ?? [:]
        let prefix = displayRoot.hasSuffix("/") ? String(displayRoot.dropLast()) : displayRoot
        // The pages and stylesheets listed and the stylesheets parsed on one core while the other
        // indexes the site's paths: each takes a few milliseconds at 10,000 pages, and one core
        // waited for them. (The stylesheets shared a core with the index, 5 ms at 10k, while the
        // other listed the pages in 3 and waited.) A memo keeps the pages' records in path order,
        // so with one the list is sorted. Without one, only the pages with findings are put in
        // order, at the end: sorting every page's path (10,000 at 10k readings) was 5 ms of one core.
        let inPathOrder = memo != nil
        let ((htmlPaths, order, styles, stylesTimings), site) = concurrently({
            // Gathered into arrays in one pass, not into sets of their own: hashing every page's
            // path again was half the list's time. The order is the listing's (the writer's table
            // of sizes, say); nothing read depends on it.
            var pages: [String] = [], cssPaths: [String] = []
            pages.reserveCapacity(files.count)
            files.forEachPath { path in
                if AuditedFiles.isPage(path) { pages.append(path) } else if path.hasASCIISuffix(".css") { cssPaths.append(path) }
            }
            let htmlPaths = inPathOrder ? StringOrder.sorted(pages) : pages
            let order = PageOrder(htmlPaths.map { files.size(of: $0) ?? 0 })
            var timings = StageTimings()
            // Every stylesheet is parsed once, however many pages link to it.
            let styles = timings.measure("styles") {
                let cssPaths = StringOrder.sorted(cssPaths)
                let parsed = cssPaths.map { CSSStylesheet(String(decoding: files.bytes(ofListed: $0) ?? [], as: UTF8.self)) }
                return AuditStylesCache(files: Dictionary(uniqueKeysWithValues: zip(cssPaths, parsed)))
            }
            return (htmlPaths, order, styles, timings)
        }, {
            // Each page is parsed, checked and freed by one worker, so only one page per core is in
            // memory at a time; the few links into another page's #fragments read that page's ids.
            AuditSite(files: files)
        })
        timings.append(stylesTimings)
        let rules = self.rules
        let ruleIDs = rules.map(\.id)
        let reusable = memo?.reusableRecords(for: inMemory, prefix: prefix, rules: ruleIDs) ?? [:]
        let taken = timings.measure("pages") {
            parallelMap(htmlPaths.count) { position -> AuditMemo.PageRecord in
                let route = htmlPaths[order.path(at: position)]
                if let record = reusable[route] { return record }
                let page = AuditPage(path: String(joining: prefix, "/", route), route: route, bytes: files.bytes(ofListed: route) ?? [], styles: styles)
                // The paths a page's rules look up are only needed to keep its findings for the next build.
                let (checked, lookups) = memo == nil ? (site, nil) : site.recordingLookups()
                let diagnostics = rules.check(page, in: checked)
                return AuditMemo.PageRecord(diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : page.source, lookups: lookups?.paths ?? [])
            }
        }
        guard let memo else {
            let flagged = taken.indices.filter { !taken[$0].diagnostics.isEmpty }
            let records = StringOrder.sorted(flagged, by: { htmlPaths[order.path(at: $0)] }).map { taken[$0] }
            return Self.result(records, pageCount: htmlPaths.count, timings: timings)
        }
        let outcomes = order.inPathOrder(taken)
        memo.remember(Dictionary(uniqueKeysWithValues: zip(htmlPaths, outcomes)), files: inMemory, prefix: prefix,
                      rules: ruleIDs, reused: reusable.count, routes: htmlPaths, site: site, styles: styles)
        return Self.result(outcomes, timings: timings)
    }

    private static func result(_ records: [AuditMemo.PageRecord], pageCount: Int? = nil, timings: StageTimings) -> Result {
        var sources = SourceFileStore()
        for case let source? in records.map(\.source) { sources.add(source) }
        return Result(diagnostics: records.flatMap(\.diagnostics), sources: sources, pageCount: pageCount ?? records.count, timings: timings)
    }

    /// Audits again only `routes`, pages of the previous audit whose bytes changed while every
    /// other file of `files` stayed as it was; the other pages keep their findings. `nil` when the
    /// memo cannot answer that way: other settings, or a changed page whose `#fragment` targets
    /// changed (links from other pages may now break or resolve).
    public func audit(pages routes: [String], of files: [String: [UInt8]], displayRoot: String, memo: AuditMemo) -> Result? {
        let prefix = displayRoot.hasSuffix("/") ? String(displayRoot.dropLast()) : displayRoot
        let rules = self.rules
        let ruleIDs = rules.map(\.id)
        guard let kept = memo.kept else { return nil }
        for route in routes {
            guard let new = files[route], memo.keepsFragmentTargets(of: route, in: new, prefix: prefix, rules: ruleIDs) else { return nil }
        }
        var changed: [String: AuditMemo.PageRecord] = [:]
        for route in routes {
            let page = AuditPage(path: "\(prefix)/\(route)", route: route, bytes: files[route]!, styles: kept.styles)
            let (checked, lookups) = kept.site.recordingLookups()
            let diagnostics = rules.check(page, in: checked)
            changed[route] = AuditMemo.PageRecord(diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : page.source, lookups: lookups.paths)
        }
        let (flagged, pageCount) = memo.replace(changed, files: files)
        return Self.result(flagged, pageCount: pageCount, timings: StageTimings())
    }

    /// Audits a folder on disk.
    public func audit(folder: String) throws -> Result {
        let manager = FileManager.default
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ContentReadError(path: folder, reason: "not a folder")
        }
        // List the folder; each page is read by the worker that audits it.
        var timings = StageTimings()
        let fileSystem = LocalFileSystem()
        let listed = timings.measure("list") {
            var relatives: [String] = []
            // Depth by depth, the folders of each depth listed on every core: each reading's page
            // has a folder of its own (10,000 at 10k readings), and one core listing them was a
            // fifth of the audit of such a site.
            var folders = [""]
            while !folders.isEmpty {
                let listing = folders
                let listings = parallelMap(listing.count) { index in
                    (try? fileSystem.entries(ofDirectory: listing[index].isEmpty ? root : root + "/" + listing[index])) ?? []
                }
                var deeper: [String] = []
                for (current, entries) in zip(folders, listings) {
                    for entry in entries {
                        let relative = current.isEmpty ? entry.name : current + "/" + entry.name
                        if entry.kind == .directory { deeper.append(relative) } else { relatives.append(relative) }
                    }
                }
                folders = deeper
            }
            return relatives
        }
        var result = audit(AuditedFiles(folder: root, paths: listed), displayRoot: folder)
        timings.append(result.timings)
        result.timings = timings
        return result
    }

    /// One-line descriptions of every audit rule, for SARIF.
    public static var ruleDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: AuditRules.all.map { ($0.id, "WCAG \($0.wcag): \($0.help)") })
    }
}
