import EaseDiagnostics
import Foundation

/// `base-url` is where the site is published: `sitemap.xml` lists every page under it, and the
/// sitemap protocol takes only absolute addresses, so it is an `http` or `https` address with a
/// host, and no query or fragment. A host written alone (`ease.example.org`) gets a fix-it to
/// `https://` in front of it.
struct BaseURLRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["site.base-url": "site.yml's base-url is not an absolute http or https address"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site, let node = site.document.frontMatter?["base-url"], let written = node.string,
              !Self.isAbsoluteAddress(written) else { return [] }
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

    /// Whether `text` is an `http` or `https` address with a host and no query, fragment or space.
    static func isAbsoluteAddress(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace), let url = URLComponents(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = url.host, !host.isEmpty else { return false }
        return url.query == nil && url.fragment == nil
    }
}
