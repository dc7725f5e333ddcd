import EaseDiagnostics
import EaseHTML

/// What the audit found on each page, kept between the builds of `ease serve`.
///
/// A page's findings depend on its own bytes, on the site's stylesheets, and on the pages its
/// links lead to (their existence and their `#fragment` targets), which the audit records while
/// it checks the page. A page is audited again only when one of those changed.
public final class AuditMemo: @unchecked Sendable {
    /// One page's findings and what they depend on besides the page itself.
    struct PageRecord: Sendable {
        let diagnostics: [Diagnostic]
        let source: SourceFile?
        /// Paths the page's rules looked up (existing or not).
        let lookups: Set<String>
    }

    private var files: [String: [UInt8]] = [:]
    private var records: [String: PageRecord] = [:]
    private var settings: [String] = []
    /// Each route's place in the last full audit's page order.
    private var order: [String: Int] = [:]
    /// Routes whose records have findings.
    private var flagged = Set<String>()
    /// The last audit's pages in order, its site and its stylesheets, for ``SiteAuditor/audit(pages:of:displayRoot:memo:)``.
    private(set) var kept: (routes: [String], site: AuditSite, styles: AuditStylesCache)?
    /// Pages the last audit took from the memo, and pages it checked.
    public private(set) var counts = (reused: 0, audited: 0)

    /// An empty memo.
    public init() {}

    /// The records still true of `files`, by route.
    ///
    /// A page is checked again when its own bytes changed, or when a path it looked up changed in
    /// what the lookup reads: whether the path exists, and (for a page) its `#fragment` targets.
    /// A page whose text changed but whose ids did not (a title shown in a list, a reading time)
    /// leaves the pages that link to it as they were.
    func reusableRecords(for files: [String: [UInt8]], prefix: String, rules: [String]) -> [String: PageRecord] {
        guard [prefix] + rules == settings, !records.isEmpty else { return [:] }
        var changed = Set<String>()
        var looked = Set<String>()
        for (path, bytes) in files {
            guard let old = self.files[path] else {
                changed.insert(path)
                looked.insert(path)
                continue
            }
            guard old != bytes else { continue }
            changed.insert(path)
            if !Self.sameFragmentTargets(path, old, bytes) { looked.insert(path) }
        }
        for path in self.files.keys where files[path] == nil {
            changed.insert(path)
            looked.insert(path)
        }
        // Stylesheets reach every page (cascade, contrast, motion): one changed, every page is checked.
        if changed.contains(where: { $0.hasASCIISuffix(".css") }) { return [:] }
        return records.filter { route, record in !changed.contains(route) && record.lookups.isDisjoint(with: looked) }
    }

    /// Keeps this audit's records and the files they were made from.
    func remember(_ records: [String: PageRecord], files: [String: [UInt8]], prefix: String, rules: [String], reused: Int,
                  routes: [String], site: AuditSite, styles: AuditStylesCache) {
        self.records = records
        self.files = files
        settings = [prefix] + rules
        counts = (reused, records.count - reused)
        kept = (routes, site, styles)
        order = Dictionary(uniqueKeysWithValues: routes.enumerated().map { ($1, $0) })
        flagged = Set(records.filter { !$0.value.diagnostics.isEmpty }.keys)
    }

    /// Whether the previous audit, made with these settings, had a page at `route` with the same
    /// `#fragment` targets as `bytes` (links from other pages into it resolve as they did).
    func keepsFragmentTargets(of route: String, in bytes: [UInt8], prefix: String, rules: [String]) -> Bool {
        guard settings == [prefix] + rules, kept != nil, let old = files[route] else { return false }
        return Self.sameFragmentTargets(route, old, bytes)
    }

    /// Whether two versions of the file at `path` give links into it the same targets: both pages
    /// with the same ids and `<a name>`s (any other changed file counts as different).
    private static func sameFragmentTargets(_ path: String, _ old: [UInt8], _ new: [UInt8]) -> Bool {
        guard AuditedFiles.isPage(path) else { return old == new }
        return HTMLParser.fragmentTargets(old) == HTMLParser.fragmentTargets(new)
    }

    /// Replaces the records of a few pages (the rest of the site unchanged) and returns the
    /// records with findings, in page order, and how many pages there are.
    func replace(_ changed: [String: PageRecord], files: [String: [UInt8]]) -> (flagged: [PageRecord], pageCount: Int) {
        for (route, record) in changed {
            records[route] = record
            if record.diagnostics.isEmpty { flagged.remove(route) } else { flagged.insert(route) }
        }
        self.files = files
        counts = (records.count - changed.count, changed.count)
        let routes = flagged.sorted { order[$0, default: .max] < order[$1, default: .max] }
        return (routes.compactMap { records[$0] }, kept?.routes.count ?? 0)
    }
}
