import EaseDiagnostics

/// A spoken label is never only an emoji (VoiceOver would read the emoji's name, such as "grinning face").
struct EmojiOnlyLabelRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["label.emoji-only": "a label is only an emoji"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var labels: [(String, Located<String>)] = []
        if let site = context.catalog.site {
            labels += site.moods.map { ("mood '\($0.id.value)'", $0.label) }
        }
        return labels.compactMap { owner, label in
            guard WCAG.isOnlyEmoji(label.value) else { return nil }
            return .error("label.emoji-only", "the label of \(owner) is only an emoji; write words that say what it means",
                          at: label.location,
                          notes: [DiagnosticNote("put the emoji in 'emoji:' and the words in 'label:'")])
        }
    }
}
