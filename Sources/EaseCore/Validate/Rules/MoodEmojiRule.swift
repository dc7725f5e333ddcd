import EaseDiagnostics

/// A mood's `emoji:` is one emoji: the mood picker shows it beside the label, hidden from
/// VoiceOver (the label is what is read). Text there (`A`, `:)`) would show as a stray character,
/// and several emoji as a row of them: a warning at the value, with a fix-it to the first emoji
/// when it has one.
struct MoodEmojiRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["mood.emoji": "a mood's emoji is not one emoji"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        let document = site.document
        var diagnostics: [Diagnostic] = []
        for mood in document.frontMatter?["moods"]?.items ?? [] {
            guard let node = mood["emoji"], let emoji = node.string?.trimmingWhitespace(), !emoji.isEmpty else { continue }
            let emojis = emoji.filter(Self.isEmoji)
            if emoji.count == 1, emojis.count == 1 { continue }
            let id = mood["id"]?.string ?? "?"
            let what = emojis.isEmpty ? "is not an emoji" : "is \(emoji.count) characters, not one emoji"
            diagnostics.append(.warning("mood.emoji", "the emoji of mood '\(id)', '\(emoji)', \(what)",
                                        at: document.location(node.range),
                                        notes: [DiagnosticNote("the mood picker shows one emoji beside the label; the label is what VoiceOver reads")],
                                        fixIts: emojis.first.map { [FixIt("write '\($0)'", replacing: node.range, with: "\"\($0)\"")] } ?? []))
        }
        return diagnostics
    }

    /// Whether a character is an emoji as shown: its first scalar one that shows as an emoji by
    /// itself, or one made so by what follows it (a variation selector, a joiner, a skin tone).
    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || (character.unicodeScalars.count > 1 && first.value > 0xFF)
    }
}
