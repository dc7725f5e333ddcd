import EaseDiagnostics
import EaseHTML

/// The page requests nothing from another origin: scripts, styles, images, media, frames and CSS
/// `url()`s are all local (privacy: visitors of a mental-health site are not tracked by anyone).
struct ThirdPartyRequestRule: AuditRule {
    let id = "audit.third-party"
    let wcag = "privacy"
    let help = "serve every script, style, font, image and media file from the site itself"

    static let requestAttributes: [String: [String]] = [
        "script": ["src"], "link": ["href"], "img": ["src", "srcset"], "source": ["src", "srcset"], "audio": ["src"],
        "video": ["src", "poster"], "track": ["src"], "iframe": ["src"], "embed": ["src"], "object": ["data"], "input": ["src"],
    ]

    /// The elements that can request something: those above, `<style>`, and any with a `style` attribute.
    static let requesting = HTMLElementQuery(named: requestAttributes.keys.sorted() + ["style"], withAttributes: ["style"])

    /// ``requestAttributes`` by the codes of the names (every one of them is one of HTML's own).
    static let requestAttributeCodes: [HTMLNameCode: [(name: String, code: HTMLNameCode)]] = Dictionary(uniqueKeysWithValues:
        requestAttributes.compactMap { element, attributes in
            HTMLNameCode(sharedName: element).map { ($0, attributes.compactMap { name in HTMLNameCode(sharedName: name).map { (name, $0) } }) }
        })

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = AuditNameCodes.shared
        for element in page.document.elements(matching: Self.requesting) {
            let at = page.reference(element)
            let name = element.nameCode
            for (attribute, code) in Self.requestAttributeCodes[name] ?? [] {
                guard let value = element[code: code] else { continue }
                if name == names.link, !Self.linkLoads(element) { continue }
                let urls = attribute == "srcset" ? value.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) } : [value]
                for url in urls where Self.isForeign(url) {
                    diagnostics.append(violation("<\(element.name) \(attribute)> requests \(url) from another origin", at: at))
                }
            }
            var css = element[code: names.styleAttribute] ?? ""
            if name == names.style { css += element.textContent }
            guard !css.isEmpty else { continue }
            for url in Self.cssURLs(css) where Self.isForeign(url) {
                diagnostics.append(violation("CSS requests \(url) from another origin", at: at))
            }
        }
        return diagnostics
    }

    /// The `rel` keywords of a `<link>` that make the browser fetch its `href`.
    static let loadingRelations: Set<String> = ["stylesheet", "icon", "preload", "prefetch", "modulepreload", "manifest", "dns-prefetch",
                                                "preconnect", "apple-touch-icon"]

    /// Whether a `<link>`'s `rel` (space-separated keywords, in any case) names a fetch.
    static func linkLoads(_ element: HTMLElement) -> Bool {
        element.relKeywords.contains { loadingRelations.contains(String($0)) }
    }

    /// How a URL to another origin starts.
    static let foreignPrefixes = ["http://", "https://", "//"]

    /// Whether a URL names another origin (`http:`, `https:` or protocol-relative `//`), read as
    /// bytes: leading C0 controls and spaces skipped (as the URL standard does), scheme letters in
    /// any case. Over the string's contiguous bytes, and only a URL starting with `h` or `/` is
    /// compared with the prefixes: stepping a substring's UTF-8 view for each of the three
    /// prefixes took most of the rule's time, on URLs that are nearly all the site's own.
    static func isForeign(_ url: String) -> Bool {
        url.withContiguousUTF8 { bytes in
            var start = 0
            while start < bytes.count, bytes[start] <= 0x20 { start += 1 }
            guard start < bytes.count, bytes[start] | 0x20 == UInt8(ascii: "h") || bytes[start] == UInt8(ascii: "/") else { return false }
            let rest = UnsafeBufferPointer(rebasing: bytes[start...])
            return foreignPrefixes.contains { rest.startsIgnoringASCIICase(with: $0.utf8) }
        }
    }

    static func cssURLs(_ css: String) -> [String] {
        var urls: [String] = []
        var rest = Substring(css)
        while let start = rest.range(of: "url(") {
            guard let end = rest[start.upperBound...].firstIndex(of: ")") else { break }
            urls.append(rest[start.upperBound..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")))
            rest = rest[end...]
        }
        return urls
    }
}

import Foundation
