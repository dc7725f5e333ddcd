import EaseBytes
import EaseDiagnostics
import EaseHTML

/// Images have `alt`; decorative ones `alt=""`; alt text is not a file name (WCAG 1.1.1).
struct ImageAltRule: AuditRule {
    let id = "audit.image-alt"
    let wcag = "1.1.1"
    let help = "describe what an image shows in alt, or use alt=\"\" for decorative images"

    static let fileExtensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg", ".avif", ".heic"]

    static let images = HTMLElementQuery(named: ["img", "input"])

    /// Whether lower-cased alt text ends with an image file's extension. ASCII text (nearly every
    /// alt) is compared as bytes; other text as characters, as `hasSuffix` compares them (a
    /// character can join the `.` to what comes before it, and then the text does not end with
    /// the extension's characters even though it ends with their bytes).
    static func endsWithFileExtension(_ lowered: String) -> Bool {
        let byBytes = lowered.withContiguousUTF8 { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return fileExtensionBytes.contains { suffix in
                bytes.count >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
            }
        }
        return byBytes ?? fileExtensions.contains(where: lowered.hasSuffix)
    }

    static let fileExtensionBytes = fileExtensions.map { Array($0.utf8) }

    /// The last non-empty part of a path between `/`s (`nil` for none): found from the end of
    /// ASCII text as bytes, of other text as `split` finds it (where `/` and a combining mark
    /// after it are one character, not a separator).
    static func fileName(of src: String) -> Substring? {
        let utf8 = src.utf8
        guard !utf8.contains(where: { $0 >= 0x80 }) else { return src.split(separator: "/").last }
        guard let end = utf8.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return nil }
        let start = utf8[...end].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return src[start...end]
    }

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
            let lowered = CommonScalars.lowercased(text: alt).trimmingWhitespace()
            if Self.endsWithFileExtension(lowered)
                || lowered == Self.fileName(of: attribute(names.src) ?? "")?.lowercased() {
                fails { _ in "alt text \"\(alt)\" is a file name, not a description" }
            }
        }
        return diagnostics
    }
}

import Foundation
