import EaseDiagnostics
import EaseHTML

/// Every `lang` value is a well-formed BCP 47 tag (WCAG 3.1.1, 3.1.2).
struct LanguageTagRule: AuditRule {
    let id = "audit.lang-valid"
    let wcag = "3.1.1, 3.1.2"
    let help = "lang values are BCP 47 language tags such as en, ru or pt-BR"

    static let withLanguage = HTMLElementQuery(withAttributes: ["lang"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        page.document.elements(matching: Self.withLanguage).compactMap { element in
            guard let lang = element["lang"]?.trimmingWhitespace(), !lang.isEmpty,
                  !Self.isWellFormed(lang) else { return nil }
            return violation("lang=\"\(lang)\" is not a valid language tag", at: page.reference(element))
        }
    }

    /// language (2–3 letters, or 5–8) then subtags of 1–8 letters or digits; case-insensitive.
    /// Read as bytes, part by part between the `-`s (every page has a `lang`; splitting it and
    /// asking each character's Unicode properties was about 4,000 instructions a page).
    static func isWellFormed(_ tag: String) -> Bool {
        tag.withContiguousUTF8 { bytes in
            var start = 0
            while true {
                var end = start, hasDigit = false
                while end < bytes.count, bytes[end] != UInt8(ascii: "-") {
                    let byte = bytes[end]
                    let isLetter = byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
                    let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                    guard isLetter || isDigit else { return false }
                    hasDigit = hasDigit || isDigit
                    end += 1
                }
                let length = end - start
                if start == 0 {
                    guard !hasDigit, [2, 3, 5, 6, 7, 8].contains(length) else { return false }
                } else {
                    guard (1...8).contains(length) else { return false }
                }
                if end == bytes.count { return true }
                start = end + 1
            }
        }
    }
}

import Foundation
