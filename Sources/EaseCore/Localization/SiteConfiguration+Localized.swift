extension SiteConfiguration {
    /// The locales other than the default, in `locales` order. A locale written as the default
    /// in other letter case (`en` beside `default-locale: EN`) is the default too: `locale.unknown`
    /// reports the spelling, and no item is missing a translation into its own language.
    public var translationLocales: [String] {
        let source = defaultLocale.lowercased()
        return locales.map(\.value).filter { $0.lowercased() != source }
    }

    /// The entry of `locales` that is `locale` in any letter case (`RU` for `ru`). Locale tags are
    /// matched exactly elsewhere; the locale rules name such an entry as the one meant.
    func listedLocale(ignoringCase locale: String) -> Located<String>? {
        let wanted = locale.lowercased()
        return locales.first { $0.value.lowercased() == wanted }
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
