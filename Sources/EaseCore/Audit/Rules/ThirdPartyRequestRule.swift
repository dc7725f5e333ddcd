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

    /// ``requestAttributes`` by the code of the element's name (``HTMLNameCode/rawValue``; every
    /// one of them is one of HTML's own names): an element's list is an array read, not a lookup
    /// hashing its code.
    static let requestAttributesByName: [[(name: String, code: HTMLNameCode)]] = {
        let entries = requestAttributes.compactMap { element, attributes in
            HTMLNameCode(sharedName: element).map { ($0, attributes.compactMap { name in HTMLNameCode(sharedName: name).map { (name, $0) } }) }
        }
        var table = [[(name: String, code: HTMLNameCode)]](repeating: [], count: (entries.map(\.0.rawValue).max() ?? 0) + 1)
        for (element, attributes) in entries { table[element.rawValue] = attributes }
        return table
    }()

    /// The page's requesting elements are walked by position (``HTMLDocument/attribute(_:ofElementAt:)``);
    /// an element value is made only for a `<style>`'s text or a finding.
    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = AuditNameCodes.shared
        let document = page.document
        let table = Self.requestAttributesByName
        for index in document.elements(matching: Self.requesting).elementIndices {
            let name = document.nameCode(ofElementAt: index)
            for (attribute, code) in name.rawValue < table.count ? table[name.rawValue] : [] {
                guard let value = document.attribute(code, ofElementAt: index) else { continue }
                if name == names.link, !Self.linkLoads(rel: document.attribute(names.rel, ofElementAt: index)) { continue }
                func report(_ url: String) {
                    let element = document.element(at: index)
                    diagnostics.append(violation("<\(element.name) \(attribute)> requests \(url) from another origin", at: page.reference(element)))
                }
                // A `srcset` lists its candidates' URLs; any other attribute is one URL, tested
                // as it is (an array of it was made and freed for every attribute).
                guard attribute == "srcset" else {
                    if Self.isForeign(value) { report(value) }
                    continue
                }
                for url in value.split(separator: ",").compactMap({ $0.split(separator: " ").first.map(String.init) }) where Self.isForeign(url) {
                    report(url)
                }
            }
            var css = document.attribute(names.styleAttribute, ofElementAt: index) ?? ""
            if name == names.style { css += document.element(at: index).textContent }
            guard !css.isEmpty else { continue }
            for url in Self.cssURLs(css) where Self.isForeign(url) {
                diagnostics.append(violation("CSS requests \(url) from another origin", at: page.reference(document.element(at: index))))
            }
        }
        return diagnostics
    }

    /// The `rel` keywords of a `<link>` that make the browser fetch its `href`.
    static let loadingRelations: Set<String> = ["stylesheet", "icon", "preload", "prefetch", "modulepreload", "manifest", "dns-prefetch",
                                                "preconnect", "apple-touch-icon"]

    /// Whether a `<link>`'s `rel` (space-separated keywords, in any case) names a fetch.
    static func linkLoads(rel: String?) -> Bool {
        // The usual `rel="stylesheet"` is known without lower-casing and splitting the value.
        if rel == "stylesheet" { return true }
        return AuditPage.relKeywords(rel).contains { loadingRelations.contains(String($0)) }
    }

    /// How a URL to another origin starts, past its first byte (`h`, in any case).
    static let foreignSchemes = ["http://", "https://"]

    /// Whether a URL names another origin (`http:`, `https:` or protocol-relative `//`), read as
    /// bytes: leading C0 controls and spaces skipped (as the URL standard does), scheme letters in
    /// any case. Over the string's contiguous bytes: stepping a substring's UTF-8 view for each
    /// prefix took most of the rule's time, on URLs that are nearly all the site's own. A URL that
    /// starts with `/` (the site's own, most of them) is told by its second byte alone; only one
    /// that starts with `h` is compared with the schemes.
    static func isForeign(_ url: String) -> Bool {
        url.withContiguousUTF8 { bytes in
            var start = 0
            while start < bytes.count, bytes[start] <= 0x20 { start += 1 }
            guard start < bytes.count else { return false }
            if bytes[start] == UInt8(ascii: "/") { return start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "/") }
            guard bytes[start] | 0x20 == UInt8(ascii: "h") else { return false }
            let rest = UnsafeBufferPointer(rebasing: bytes[start...])
            return foreignSchemes.contains { rest.startsIgnoringASCIICase(with: $0.utf8) }
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
