public import EaseDiagnostics
import EaseHTML

/// One audit check. Each lives in its own file under `Rules/` with a stable id, the WCAG success
/// criterion it maps to, and a help text.
public protocol AuditRule: Sendable {
    /// Stable id, such as `audit.image-alt`.
    var id: String { get }
    /// WCAG 2.2 success criterion ("1.1.1") or "best practice" / "privacy".
    var wcag: String { get }
    /// What the rule checks and how to fix a failure.
    var help: String { get }
    /// Checks one page.
    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic]
}

extension AuditRule {
    /// An error from this rule at an element, with the WCAG criterion and help as notes.
    func violation(_ message: String, at element: HTMLElementReference, notes: [DiagnosticNote] = []) -> Diagnostic {
        .error(id, message, at: element.location,
               notes: notes + [DiagnosticNote("WCAG \(wcag): \(help)")])
    }
}

/// Where a finding is: an element's start tag, or the page as a whole. The position is worked
/// out only when a diagnostic is made, so clean pages never pay for it.
struct HTMLElementReference {
    let page: AuditPage
    let element: HTMLElement?

    var location: SourceLocation {
        element.map(page.location(of:)) ?? .file(page.path)
    }
}

extension AuditPage {
    /// A reference to an element of this page for a finding.
    func reference(_ element: HTMLElement?) -> HTMLElementReference {
        HTMLElementReference(page: self, element: element)
    }
}

/// The rules `ease audit` runs.
public enum AuditRules {
    /// Every rule, in report order.
    public static let all: [any AuditRule] = [
        DocumentLanguageRule(), LanguageTagRule(), PageTitleRule(), LandmarkRule(), HeadingOrderRule(),
        ImageAltRule(), AccessibleNameRule(), FormLabelRule(), DuplicateIDRule(), IDReferenceRule(),
        ARIAValidityRule(), InternalLinkRule(), ColorContrastRule(), MotionRule(), ThirdPartyRequestRule(),
        ContentSecurityPolicyRule(), VideoCaptionsRule(),
    ]
}

extension Array where Element == any AuditRule {
    /// The findings of every rule on one page, in the rules' order. Each rule is called where it
    /// lies in the array: iterating (as `flatMap` does) copies each rule out first, and a copy of
    /// a rule too large for the existential's inline buffer retains its box, which every worker
    /// shares, once per rule and page.
    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in indices {
            let found = self[index].check(page, in: site)
            if !found.isEmpty { diagnostics.append(contentsOf: found) }
        }
        return diagnostics
    }
}
