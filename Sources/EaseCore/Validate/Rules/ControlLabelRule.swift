import EaseDiagnostics

/// Labels of controls written in content follow VoiceOver's conventions: capitalized, no trailing
/// period, and no control type ("button"), since VoiceOver adds the type itself; and not in
/// capitals (`GET STARTED`), which are harder to read and which a screen reader may spell out. Checked in
/// `site.yml`'s buttons, mood labels, tab titles and Reflect compose label, the interface strings
/// that name a control or a landmark (``interfaceLabelKeys``, in a `ui:` section), and in each
/// translation's strings for them (`buttons.next`, `moods.uneasy`, `ui.previous`…); and in each
/// breathing exercise's `prompts:`, which become its button's label phase by phase. A fix-it writes the label
/// with every problem mended ("skip button." → "Skip"), when a control type to drop opens or ends
/// the label.
struct ControlLabelRule: ValidationRule {
    static let controlTypeWords = ["button", "link", "tab", "кнопка", "ссылка"]

    var diagnosticIDs: [String: String] { ["label.style": "a control label does not follow VoiceOver's conventions"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site, let root = site.document.frontMatter else { return [] }
        // What each label is, its text and where it is written.
        // Title style (`Get Started`) is English's; other languages capitalize the first word alone.
        var labels: [(owner: String, text: String?, location: SourceLocation, titleStyle: Bool)] = []
        let defaultTitleStyle = site.defaultLocale == "en"
        func add(_ owner: String, _ node: YAMLNode?) {
            if let node { labels.append((owner, node.string, site.document.location(node.range), defaultTitleStyle)) }
        }
        for entry in root["buttons"]?.entries ?? [] { add("button '\(entry.key)'", entry.value) }
        for mood in root["moods"]?.items ?? [] { add("mood label", mood["label"]) }
        for tab in root["tabs"]?.items ?? [] { add("tab title", tab["title"]) }
        add("Reflect compose label", root["reflect"]?["compose-label"])
        for entry in root["ui"]?.entries ?? [] where Self.interfaceLabelKeys.contains(entry.key) { add("interface label 'ui.\(entry.key)'", entry.value) }
        for locale in site.translationLocales {
            guard let translation = site.translation(for: locale) else { continue }
            for key in translation.keys where Self.isLabelKey(key) {
                guard let entry = translation.strings[key], case .text(let text) = entry.value else { continue }
                labels.append(("\(locale) label '\(key)'", text, entry.location, locale == "en"))
            }
        }
        for exercise in context.catalog.exercises {
            guard case .breathing = exercise.payload, let prompts = exercise.item.document.frontMatter?["prompts"] else { continue }
            let titleStyle = (exercise.item.locale ?? site.defaultLocale) == "en"
            for entry in prompts.entries ?? [] {
                labels.append(("'\(exercise.item.id.value)' prompt '\(entry.key)'", entry.value.string, exercise.item.document.location(entry.value.range), titleStyle))
            }
        }
        return labels.compactMap { owner, text, location, titleStyle in
            guard let text, let problem = Self.problem(with: text) else { return nil }
            let corrected = Self.corrected(text, titleStyle: titleStyle)
            return .warning("label.style", "\(owner) '\(text)' \(problem.message)", at: location, notes: problem.note.map { [DiagnosticNote($0)] } ?? [],
                            fixIts: corrected.map { [FixIt("write '\($0)'", replacing: location.range, with: TranslationsBlockWriter.scalar($0))] } ?? [])
        }
    }

    /// Whether a translation's key holds a control's label.
    static func isLabelKey(_ key: String) -> Bool {
        key.hasPrefix("buttons.") || key.hasPrefix("tabs.") || key.hasPrefix("moods.") || key == "reflect.compose-label"
            || key.hasPrefix("ui.") && interfaceLabelKeys.contains(String(key.dropFirst(3)))
    }

    /// The `ui` strings that are a control's or a landmark's accessible name: the links, buttons
    /// and motion settings of the site's chrome, and the names of its tab bar, language switcher,
    /// pager, player and scenes.
    static let interfaceLabelKeys: Set<String> = [
        "skip-to-content", "tabs", "language", "footer-accessibility", "footer-labels", "introduction-pages", "previous", "continue",
        "pause-animation", "recording-label", "scenes", "motion-system", "motion-full", "motion-reduced", "motion-crossfade",
        "home-tour", "not-found-home",
    ]

    /// What is wrong with a label: the end of the finding's message, and its note.
    struct Problem: Equatable {
        var message: String
        var note: String?
    }

    /// The note of a label that says more than its words: what VoiceOver adds itself.
    static let sayingTooMuch = "VoiceOver reads labels as \"label, value, type\": write \"Next\", not \"Next button.\""

    /// What is wrong with a label, if anything. Capitals are mended by the fix-it alone, with no note.
    static func problem(with label: String) -> Problem? {
        let trimmed = label.trimmingWhitespace()
        if let first = trimmed.first, first.isLetter, first.isLowercase { return Problem(message: "should start with a capital letter", note: sayingTooMuch) }
        if trimmed.hasSuffix(".") { return Problem(message: "should not end with a period", note: sayingTooMuch) }
        if let word = controlTypeWord(in: trimmed) { return Problem(message: "names the control type ('\(word)'); VoiceOver says it already", note: sayingTooMuch) }
        // A label that is only an emoji has no words to keep (a mood's is `label.emoji-only`).
        if let emoji = trimmed.first(where: MoodEmojiRule.isEmoji), !WCAG.isOnlyEmoji(trimmed) {
            return Problem(message: "has an emoji, '\(emoji)', which VoiceOver reads out by its name",
                           note: "a mood's emoji goes in 'emoji:', which shows it beside the label and keeps it from VoiceOver")
        }
        if isInCapitals(trimmed) { return Problem(message: "is in capitals, which are harder to read and which a screen reader may spell out letter by letter") }
        return nil
    }

    /// Whether a label is written in capitals: four letters or more and none in lower case
    /// (`GET STARTED`, not `OK` or `FAQ`, which are words as written).
    static func isInCapitals(_ label: String) -> Bool {
        var letters = 0
        for character in label where character.isLetter {
            if character.isLowercase || !character.isUppercase { return false }
            letters += 1
        }
        return letters >= 4
    }

    /// Small words a title-style label leaves in lower case inside it (`Show the Tutorial Again`).
    static let minorWords: Set<String> = ["a", "an", "the", "and", "or", "but", "nor", "of", "to", "in", "on", "at", "by", "for", "as"]

    /// A label in capitals in the case labels are written in: each word capitalized but the small
    /// ones inside it (title style, as `Get Started`) in English, the first word alone in other
    /// languages (`Начать занятие`).
    static func uncapitalized(_ label: String, titleStyle: Bool) -> String {
        let words = label.lowercased().split(separator: " ", omittingEmptySubsequences: false)
        return words.enumerated().map { index, word in
            let capitalized = index == 0 || (titleStyle && (index == words.count - 1 || !minorWords.contains(String(word))))
            return capitalized ? word.prefix(1).uppercased() + word.dropFirst() : String(word)
        }.joined(separator: " ")
    }

    /// The first control type word of a label, lower-cased.
    private static func controlTypeWord(in label: String) -> String? {
        label.lowercased().split(whereSeparator: { !$0.isLetter }).first { controlTypeWords.contains(String($0)) }.map(String.init)
    }

    /// The label with its problems mended: a control type word that opens or ends it dropped
    /// (with the spaces and punctuation beside it), the periods that end it dropped, and its first
    /// letter capitalized, a label in capitals written in the case of labels
    /// (``uncapitalized(_:titleStyle:)``), and its emoji dropped; `nil` when a control type word
    /// is inside it, or nothing is left.
    static func corrected(_ label: String, titleStyle: Bool = true) -> String? {
        let trimmed = label.trimmingWhitespace().filter { !MoodEmojiRule.isEmoji($0) }
        var words = (isInCapitals(trimmed) ? uncapitalized(trimmed, titleStyle: titleStyle) : trimmed).split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        func isControlType(_ word: String?) -> Bool {
            word.map { controlTypeWords.contains($0.lowercased().filter(\.isLetter)) } ?? false
        }
        while words.count > 1, isControlType(words.last) { words.removeLast() }
        while words.count > 1, isControlType(words.first) { words.removeFirst() }
        var text = words.joined(separator: " ")
        while let last = text.last, last == "." || last == ":" || last == "," || last == " " { text.removeLast() }
        guard let first = text.first, controlTypeWord(in: text) == nil else { return nil }
        return first.uppercased() + text.dropFirst()
    }
}

import Foundation
