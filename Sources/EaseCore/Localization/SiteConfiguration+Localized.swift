extension SiteConfiguration {
    /// The locales other than the default, in `locales` order. While the default is not listed
    /// as written, a locale that is the default written otherwise (`en` beside `default-locale:
    /// EN` or `en-GB`) is the default too: `locale.unknown` reports the spelling, and no item is
    /// missing a translation into its own language. Beside the default as written, another region
    /// of its language is a locale of its own (`en-GB` beside `en`).
    public var translationLocales: [String] {
        let listed = locales.contains { $0.value == defaultLocale }
        return locales.map(\.value).filter { tag in
            tag.lowercased() != defaultLocale.lowercased() && (listed || !Self.isWrittenOtherwise(tag, as: defaultLocale))
        }
    }

    /// The entry of `locales` that is `locale` written otherwise (``isWrittenOtherwise(_:as:)``:
    /// `RU` or `ru-RU` for `ru`). Locale tags are matched exactly elsewhere; the locale rules name
    /// such an entry as the one meant.
    func listedLocale(meaning locale: String) -> Located<String>? {
        locales.first { Self.isWrittenOtherwise($0.value, as: locale) }
    }

    /// Whether two locale tags name one locale written otherwise: in other letter case (`RU`,
    /// `ru`), with `_` for `-` (`pt_BR`, `pt-BR`), or one with a region the other leaves out
    /// (`ru-RU`, `ru`). Two regions of a language (`pt-BR`, `pt-PT`) are two locales.
    static func isWrittenOtherwise(_ tag: String, as other: String) -> Bool {
        func normalized(_ tag: String) -> String { tag.lowercased().replacing("_", with: "-") }
        let (a, b) = (normalized(tag), normalized(other))
        return a == b || a.hasPrefix(b + "-") || b.hasPrefix(a + "-")
    }

    /// The translation block for a locale, if `site.yml` has one.
    public func translation(for locale: String) -> SiteTranslation? {
        translations.first { $0.locale.value == locale }
    }

    /// This configuration with every translatable string taken from the locale's translation
    /// (strings it lacks keep the default locale's text; `ease check` reports them).
    public func localized(to locale: String) -> SiteConfiguration {
        guard locale != self.locale else { return self }
        var copy = self
        copy.locale = locale
        guard let translation = translation(for: locale) else { return copy }
        func text(_ key: String) -> String? { translation.strings[key]?.value.text }
        copy.title = text("title") ?? title
        copy.tabs = tabs.map { tab in
            var tab = tab
            tab.title = text("tabs.\(tab.id)") ?? tab.title
            return tab
        }
        copy.moods = moods.map { mood in
            var mood = mood
            if let label = text("moods.\(mood.id.value)") { mood.label = Located(label, at: mood.label.location) }
            return mood
        }
        copy.buttons = buttons.reduce(into: [:]) { result, entry in result[entry.key] = text("buttons.\(entry.key)") ?? entry.value }
        copy.relaxText = relaxText.reduce(into: [:]) { result, entry in result[entry.key] = text("relax.\(entry.key)") ?? entry.value }
        copy.reflect.intro = text("reflect.intro") ?? reflect.intro
        copy.reflect.composeLabel = text("reflect.compose-label") ?? reflect.composeLabel
        copy.reflect.emptyState = text("reflect.empty-state") ?? reflect.emptyState
        copy.reflect.prompts = reflect.prompts.enumerated().map { index, prompt in text("reflect.prompts.\(index + 1)") ?? prompt }
        copy.reminders = reminders.reduce(into: [:]) { result, entry in
            var reminder = entry.value
            reminder.message = text("reminders.\(entry.key)") ?? reminder.message
            result[entry.key] = reminder
        }
        for (key, entry) in translation.strings where key.hasPrefix("ui.") {
            copy.ui[String(key.dropFirst(3))] = entry.value
        }
        return copy
    }
}
