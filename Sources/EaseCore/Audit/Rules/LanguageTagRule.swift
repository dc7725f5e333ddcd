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
    static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, [2, 3, 5, 6, 7, 8].contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}

import Foundation
