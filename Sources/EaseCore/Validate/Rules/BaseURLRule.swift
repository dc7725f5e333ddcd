import EaseDiagnostics
import Foundation

/// `base-url` is where the site is published: `sitemap.xml` lists every page under it, and the
/// sitemap protocol takes only absolute addresses, so it is an `http` or `https` address with a
/// host, and no query or fragment. A host written alone (`ease.example.org`) gets a fix-it to
/// `https://` in front of it. The pages link from the root of their host, so an address with a
/// path is a warning.
struct BaseURLRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["site.base-url": "site.yml's base-url is not an absolute http or https address, or has a path the site's links do not carry"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site, let node = site.document.frontMatter?["base-url"], let written = node.string else { return [] }
        guard !Self.isAbsoluteAddress(written) else { return pathWarning(written, at: site.document.location(node.range)) }
        let withScheme = "https://" + written
        let fixIts = !written.contains("://") && Self.isAbsoluteAddress(withScheme) && written.contains(".")
            ? [FixIt("write '\(withScheme)'", replacing: node.range, with: withScheme)] : []
        let components = URLComponents(string: written)
        let problem = components?.query != nil || components?.fragment != nil
            ? "has a query or a fragment, which each page's address would carry in its middle"
            : "is not an absolute http or https address" + NameSuggester.didYouMean(fixIts.isEmpty ? nil : withScheme)
        return [.error("site.base-url", "base-url '\(written)' \(problem)",
                       at: site.document.location(node.range),
                       notes: [DiagnosticNote("sitemap.xml lists every page under it, and takes only absolute addresses such as https://ease.example.org")],
                       fixIts: fixIts)]
    }

    /// A warning for an address with a path (`https://example.org/ease/`): the pages link to each
    /// other and to their assets from the root of their host (`/learn/…`, `/assets/site.css`), so
    /// they work only published there, and the sitemap would list addresses under the path that
    /// no page is at. The fix-it keeps the scheme, host and port.
    private func pathWarning(_ written: String, at location: SourceLocation) -> [Diagnostic] {
        guard let url = URLComponents(string: written), !url.path.isEmpty, url.path != "/",
              let scheme = url.scheme, let host = url.host else { return [] }
        let root = "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
        return [.warning("site.base-url", "base-url '\(written)' has a path, '\(url.path)'; the site's pages link from the root of their host",
                         at: location,
                         notes: [DiagnosticNote("pages and assets are linked as /learn/…, /assets/site.css, so the site works only published at the root of \(root); sitemap.xml would list addresses under \(url.path) that no page is at")],
                         fixIts: [FixIt("write '\(root)'", replacing: location.range, with: root)])]
    }

    /// Whether `text` is an `http` or `https` address with a host and no query, fragment or space.
    static func isAbsoluteAddress(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace), let url = URLComponents(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = url.host, !host.isEmpty else { return false }
        return url.query == nil && url.fragment == nil
    }
}
