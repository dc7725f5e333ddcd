import EaseDiagnostics

/// Links and images use safe schemes: `https:` (and `mailto:`/`tel:` for links); never
/// `javascript:`, `vbscript:`, `data:`, `file:`, plain `http:` or protocol-relative `//host`.
/// A link to the site's own page of a content file (its address copied from the published site)
/// is a warning with a fix-it to the file: the app would open the address in a browser.
struct LinkSchemeRule: ValidationRule {
    static let allowedForLinks: Set<String> = ["https", "mailto", "tel"]
    static let allowedForImages: Set<String> = []

    var diagnosticIDs: [String: String] {
        ["link.unsafe-scheme": "a link or image uses an unsafe or unencrypted scheme",
         "link.own-site": "a link is the published site's address of a content file, which the app would open in a browser"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The document's file's text, for a fix-it's exact range: read at its first finding that
        // has one. Declared once (one a document cost a tenth of the rule's instructions).
        var file: SourceFile??
        let ownSite = OwnSitePages(context.catalog)
        for document in context.subjectDocuments {
            if file != nil { file = nil }
            for reference in document.references where !Self.isPlainRelative(reference.destination) {
                let destination = reference.destination.trimmingWhitespace()
                let location = document.location(reference.range)
                if destination.hasPrefix("//") {
                    diagnostics.append(.error("link.unsafe-scheme", "'\(destination)' is protocol-relative; write https:// explicitly", at: location,
                                              fixIts: WrittenDestination.fixIts(writing: reference.kind == .link ? "https:" + destination : nil, saying: "use",
                                                                                over: reference, in: document, file: &file, context)))
                    continue
                }
                guard ContentCatalog.isExternal(destination), let colon = destination.firstIndex(of: ":") else { continue }
                let scheme = destination[..<colon].lowercased()
                let allowed = reference.kind == .link ? Self.allowedForLinks : Self.allowedForImages
                guard !allowed.contains(scheme) else {
                    if reference.kind == .link, let page = ownSite?.contentFile(at: destination, linkedFrom: document.source.locale) {
                        let link = ContentCatalog.relativeLink(from: document.source.relativePath, to: page.path) + page.fragment
                        diagnostics.append(.warning("link.own-site", "'\(destination)' is the site's own page of '\(page.path)'; the app would open it in a browser",
                                                    at: location, notes: [DiagnosticNote("a link to the content file opens it in the app and on the site, and is checked")],
                                                    fixIts: WrittenDestination.fixIts(writing: link, saying: "link to", over: reference, in: document, file: &file, context)))
                    }
                    continue
                }
                let what = reference.kind == .link ? "link" : "image"
                let reason: String
                switch scheme {
                case "javascript", "vbscript": reason = "runs script"
                case "data": reason = "embeds content that is not checked"
                case "http": reason = "is not encrypted"
                case "https": reason = "loads from another site; images must be files in media/"
                default: reason = "is not allowed"
                }
                // A web link written with http: is the same address encrypted, nearly always.
                let fixIts = WrittenDestination.fixIts(writing: scheme == "http" && reference.kind == .link ? "https" + destination[colon...] : nil,
                                                       saying: "use", over: reference, in: document, file: &file, context)
                diagnostics.append(.error("link.unsafe-scheme", "\(what) to '\(destination.prefix(60))' \(reason)", at: location, fixIts: fixIts))
            }
        }
        return diagnostics
    }

    /// Whether a destination is certainly a relative path with no scheme: it has no colon and
    /// starts with a letter, a digit, `.`, `#`, `_` or `-` (so not with white space to trim, nor
    /// with `//`). Most links between readings are, and skip the trimming and the scheme checks.
    static func isPlainRelative(_ destination: String) -> Bool {
        let bytes = destination.utf8
        guard let first = bytes.first else { return false }
        let letter = first | 0x20
        let plainStart = (letter >= 0x61 && letter <= 0x7A) || (first >= 0x30 && first <= 0x39)
            || first == UInt8(ascii: ".") || first == UInt8(ascii: "#") || first == UInt8(ascii: "_") || first == UInt8(ascii: "-")
        return plainStart && destination.firstIndex(ofByte: UInt8(ascii: ":")) == nil
    }
}

import Foundation
