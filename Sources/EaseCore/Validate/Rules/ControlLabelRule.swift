import EaseDiagnostics

/// Labels of controls written in content follow VoiceOver's conventions: capitalized, no trailing
/// period, and no control type ("button"), since VoiceOver adds the type itself.
struct ControlLabelRule: ValidationRule {
    static let controlTypeWords = ["button", "link", "tab", "кнопка", "ссылка"]

    var diagnosticIDs: [String: String] { ["label.style": "a control label does not follow VoiceOver's conventions"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site, let root = site.document.frontMatter else { return [] }
        var labels: [(String, YAMLNode)] = []
        for entry in root["buttons"]?.entries ?? [] { labels.append(("button '\(entry.key)'", entry.value)) }
        for mood in root["moods"]?.items ?? [] { if let label = mood["label"] { labels.append(("mood label", label)) } }
        for tab in root["tabs"]?.items ?? [] { if let title = tab["title"] { labels.append(("tab title", title)) } }
        if let compose = root["reflect"]?["compose-label"] { labels.append(("Reflect compose label", compose)) }
        return labels.compactMap { owner, node in
            guard let text = node.string, let problem = Self.problem(with: text) else { return nil }
            return .warning("label.style", "\(owner) '\(text)' \(problem)", at: site.document.location(node.range),
                            notes: [DiagnosticNote("VoiceOver reads labels as \"label, value, type\": write \"Next\", not \"Next button.\"")])
        }
    }

    /// What is wrong with a label, if anything.
    static func problem(with label: String) -> String? {
        let trimmed = label.trimmingWhitespace()
        if let first = trimmed.first, first.isLetter, first.isLowercase { return "should start with a capital letter" }
        if trimmed.hasSuffix(".") { return "should not end with a period" }
        let words = trimmed.lowercased().split(whereSeparator: { !$0.isLetter })
        if let word = words.first(where: { controlTypeWords.contains(String($0)) }) {
            return "names the control type ('\(word)'); VoiceOver says it already"
        }
        return nil
    }
}

import Foundation
