import EaseHTML
import EaseLocks

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
    /// Styles already resolved on pages using these stylesheets, numbered: a style's number stands
    /// for it as the parent in later keys.
    let memo = StyleMemo()
    /// The colour-contrast rule's verdicts on those styles, by number.
    let contrast = ContrastVerdicts()

    /// The codes of the attributes selectors test that are HTML's own names (the same on every
    /// page), and the other tested names (looked up per page).
    let testedSharedCodes: [HTMLNameCode]
    let testedOwnNames: [String]

    /// Derives everything from a merged stylesheet.
    public init(_ stylesheet: CSSStylesheet) {
        self.stylesheet = stylesheet
        index = CSSRuleIndex(stylesheet)
        motion = MotionRule.candidates(in: stylesheet)
        testedSharedCodes = index.testedAttributes.compactMap(HTMLNameCode.init(sharedName:))
        testedOwnNames = index.testedAttributes.filter { HTMLNameCode(sharedName: $0) == nil }
    }
}

/// The audited folder's stylesheets: each CSS file parsed once, and each combination of
/// stylesheets a page uses turned into ``AuditStyles`` once, shared across the parallel page workers.
final class AuditStylesCache: Sendable {
    /// One stylesheet a page uses: a linked file (by its folder path) or a `<style>` element's text.
    enum Source: Hashable {
        case file(String)
        case inline(String)
    }

    private let files: [String: CSSStylesheet]
    private let combinations = SharedMemo<[Source], AuditStyles>()

    /// Creates a cache over the folder's parsed CSS files, keyed by folder path.
    init(files: [String: CSSStylesheet]) {
        self.files = files
    }

    /// Stylesheet links from the site's root (`/assets/site.css`), which name the same file from
    /// every page: each is resolved once, not once a page.
    private let rooted = SharedMemo<String, Source?>()

    /// The folder path of a stylesheet link on the page at `route`, if it names a CSS file of the folder.
    func file(linkedAs href: String, from route: String) -> Source? {
        guard AuditSite.isRooted(href) else { return resolve(href, from: route) }
        return rooted.value(for: href) { resolve(href, from: route) }
    }

    private func resolve(_ href: String, from route: String) -> Source? {
        guard !ContentCatalog.isExternal(href), let path = AuditSite.path(of: href, from: route), files[path] != nil else { return nil }
        return .file(path)
    }

    /// A stylesheet as a page writes it: a `<link>`'s `href`, or a `<style>` element's text.
    enum Written: Equatable {
        case link(String)
        case inline(String)
    }

    /// The last stylesheet links read from the site's root that a page used, and their styles:
    /// the pages of a site link the same few files, from the root, in the same order, so a page
    /// most often uses what the page before it did. Compared with the page's links, not hashed:
    /// the links' strings are the same objects on one thread (``AttributeValueCache``), and a
    /// lookup in the memos of links and combinations hashed each link and then the list (about
    /// 3,500 instructions a page, behind four turns of their locks).
    private let recent = Locked<(written: [Written], styles: AuditStyles)?>(nil)

    /// The styles for a page on `route` that writes `written`, in order: its links resolved
    /// (those that name no CSS file of the folder left out), its `<style>` elements' text parsed.
    func styles(for written: [Written], from route: String) -> AuditStyles {
        // Only links from the root lead to the same files from every page.
        let fromRoot = written.allSatisfy { if case .link(let href) = $0 { AuditSite.isRooted(href) } else { false } }
        if fromRoot, let recent = recent.withLock({ $0 }), recent.written == written { return recent.styles }
        var sources: [Source] = []
        for stylesheet in written {
            switch stylesheet {
            case .link(let href): if let linked = file(linkedAs: href, from: route) { sources.append(linked) }
            case .inline(let text): sources.append(.inline(text))
            }
        }
        let styles = styles(for: sources)
        if fromRoot { recent.withLock { $0 = (written, styles) } }
        return styles
    }

    /// The styles for a page using `sources`, in order.
    func styles(for sources: [Source]) -> AuditStyles {
        combinations.value(for: sources) {
            var merged = CSSStylesheet("")
            for source in sources {
                switch source {
                case .file(let path): merged.append(files[path]!)
                case .inline(let text): merged.append(CSSStylesheet(text))
                }
            }
            return AuditStyles(merged)
        }
    }
}
