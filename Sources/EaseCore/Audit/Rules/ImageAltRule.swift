import EaseDiagnostics
import EaseHTML

/// Images have `alt`; decorative ones `alt=""`; alt text is not a file name (WCAG 1.1.1).
struct ImageAltRule: AuditRule {
    let id = "audit.image-alt"
    let wcag = "1.1.1"
    let help = "describe what an image shows in alt, or use alt=\"\" for decorative images"

    static let fileExtensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg", ".avif"]

    static let images = HTMLElementQuery(named: ["img", "input"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        page.document.elements(matching: Self.images).compactMap { element in
            let isImage = element.name == "img" || (element.name == "input" && element["type"]?.lowercased() == "image")
            guard isImage, element["aria-hidden"] != "true" else { return nil }
            let at = page.reference(element)
            guard let alt = element["alt"] else {
                if element.has("aria-label") || element.has("aria-labelledby") || ["presentation", "none"].contains(element["role"] ?? "") { return nil }
                return violation("<\(element.name)> has no alt attribute", at: at)
            }
            let lowered = alt.lowercased().trimmingWhitespace()
            if Self.fileExtensions.contains(where: lowered.hasSuffix) || lowered == (element["src"] ?? "").split(separator: "/").last.map({ $0.lowercased() }) {
                return violation("alt text \"\(alt)\" is a file name, not a description", at: at)
            }
            return nil
        }
    }
}

import Foundation
