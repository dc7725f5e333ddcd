import EaseDiagnostics
import Foundation

/// Each tab's text colour reaches WCAG's 4.5:1 contrast with its background (1.4.3).
struct TabContrastRule: ValidationRule {
    /// WCAG 2.x AA for normal text.
    static let minimumRatio = 4.5

    var diagnosticIDs: [String: String] { ["color.contrast": "a tab's text colour has too little contrast with its background"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        (context.catalog.site?.tabs ?? []).compactMap { tab in
            guard let background = tab.background, let text = tab.text else { return nil }
            let ratio = text.value.contrastRatio(with: background.value)
            guard ratio < Self.minimumRatio else { return nil }
            let rounded = (ratio * 100).rounded(.down) / 100
            return .error("color.contrast",
                          "tab '\(tab.id)': text \(text.value) on \(background.value) has contrast \(String(format: "%.2f", rounded)):1; at least 4.5:1 is needed",
                          at: text.location,
                          notes: [DiagnosticNote("background set here", at: background.location)])
        }
    }
}
