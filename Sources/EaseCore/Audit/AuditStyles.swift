import Foundation

/// The stylesheets that apply to a page (linked files and `<style>` elements, in order) and what
/// the audit derives from them: the rule index for the cascade and the motion declarations. Pages
/// of one site share a handful of combinations, so each is worked out once, not once per page.
public final class AuditStyles: Sendable {
    /// Every stylesheet that applies, merged in cascade order.
    public let stylesheet: CSSStylesheet
    /// The unconditional rules indexed for matching.
    public let index: CSSRuleIndex
    /// The declarations that animate or transition, for the motion rule.
    let motion: [MotionRule.Candidate]
    /// Styles already resolved on pages using these stylesheets.
    let memo = ResolvedStyleMemo()

    /// Derives everything from a merged stylesheet.
    public init(_ stylesheet: CSSStylesheet) {
        self.stylesheet = stylesheet
        index = CSSRuleIndex(stylesheet)
        motion = MotionRule.candidates(in: stylesheet)
    }
}

/// The audited folder's stylesheets: each CSS file parsed once, and each combination of
/// stylesheets a page uses turned into ``AuditStyles`` once, shared across the parallel page workers.
final class AuditStylesCache: @unchecked Sendable {
    /// One stylesheet a page uses: a linked file (by its folder path) or a `<style>` element's text.
    enum Source: Hashable {
        case file(String)
        case inline(String)
    }

    private let files: [String: CSSStylesheet]
    private let lock = NSLock()
    private var combinations: [[Source]: AuditStyles] = [:]

    /// Creates a cache over the folder's parsed CSS files, keyed by folder path.
    init(files: [String: CSSStylesheet]) {
        self.files = files
    }

    /// The folder path of a stylesheet link on the page at `route`, if it names a CSS file of the folder.
    func file(linkedAs href: String, from route: String) -> Source? {
        guard !ContentCatalog.isExternal(href), let path = AuditSite.path(of: href, from: route), files[path] != nil else { return nil }
        return .file(path)
    }

    /// The styles for a page using `sources`, in order.
    func styles(for sources: [Source]) -> AuditStyles {
        lock.lock()
        let known = combinations[sources]
        lock.unlock()
        if let known { return known }
        var merged = CSSStylesheet("")
        for source in sources {
            switch source {
            case .file(let path): merged.append(files[path]!)
            case .inline(let text): merged.append(CSSStylesheet(text))
            }
        }
        let made = AuditStyles(merged)
        lock.lock()
        defer { lock.unlock() }
        if let raced = combinations[sources] { return raced }
        combinations[sources] = made
        return made
    }
}

/// Resolved styles shared across the pages that use one set of stylesheets, each with an id that
/// stands for it as a parent in later keys.
final class ResolvedStyleMemo: @unchecked Sendable {
    /// A resolved style and its id.
    struct Entry {
        let id: Int
        let style: ResolvedStyle
    }

    private let lock = NSLock()
    private var entries: [StyleResolver.Key: Entry] = [:]

    /// The entry for `key`, resolving it (outside the lock) the first time any page needs it.
    func entry(for key: StyleResolver.Key, resolve: () -> ResolvedStyle) -> Entry {
        lock.lock()
        let known = entries[key]
        lock.unlock()
        if let known { return known }
        let style = resolve()
        lock.lock()
        defer { lock.unlock() }
        if let raced = entries[key] { return raced }
        let entry = Entry(id: entries.count, style: style)
        entries[key] = entry
        return entry
    }
}
