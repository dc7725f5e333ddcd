import EaseDiagnostics
import EaseHTML

/// Images have `alt`; decorative ones `alt=""`; alt text is not a file name (WCAG 1.1.1).
struct ImageAltRule: AuditRule {
    let id = "audit.image-alt"
    let wcag = "1.1.1"
    let help = "describe what an image shows in alt, or use alt=\"\" for decorative images"

    static let fileExtensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg", ".avif"]

    static let images = HTMLElementQuery(named: ["img", "input"])

    /// Images are told by their name's code and read by position; an element value is made for
    /// a finding only.
    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        let names = AuditNameCodes.shared
        let document = page.document
        var diagnostics: [Diagnostic] = []
        for index in document.elements(matching: Self.images).elementIndices {
            func attribute(_ code: HTMLNameCode) -> String? { document.attribute(code, ofElementAt: index) }
            let name = document.nameCode(ofElementAt: index)
            let isImage = name == names.img || (name == names.input && attribute(names.type)?.lowercased() == "image")
            guard isImage, attribute(names.ariaHidden) != "true" else { continue }
            func fails(_ message: (HTMLElement) -> String) {
                let element = document.element(at: index)
                diagnostics.append(violation(message(element), at: page.reference(element)))
            }
            guard let alt = attribute(names.alt) else {
                if attribute(names.ariaLabel) != nil || attribute(names.ariaLabelledby) != nil
                    || ["presentation", "none"].contains(attribute(names.role) ?? "") { continue }
                fails { "<\($0.name)> has no alt attribute" }
                continue
            }
            let lowered = alt.lowercased().trimmingWhitespace()
            if Self.fileExtensions.contains(where: lowered.hasSuffix)
                || lowered == (attribute(names.src) ?? "").split(separator: "/").last.map({ $0.lowercased() }) {
                fails { _ in "alt text \"\(alt)\" is a file name, not a description" }
            }
        }
        return diagnostics
    }
}

import Foundation
