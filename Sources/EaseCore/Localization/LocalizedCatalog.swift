extension ContentCatalog {
    /// The content-relative path of the default-locale file a translation belongs to
    /// (`readings/worry.ru.md` → `readings/worry.md`).
    public static func sourcePath(ofTranslation path: String, locale: String) -> String {
        let suffix = ".\(locale).md"
        guard path.hasSuffix(suffix) else { return path }
        return String(path.dropLast(suffix.count)) + ".md"
    }

    /// Where the translation into `locale` of the default-locale file at `path` is, or would be
    /// (`readings/worry.ru.md` of `readings/worry.md`): ``sourcePath(ofTranslation:locale:)`` the
    /// other way.
    static func translationPath(ofSource path: String, locale: String) -> String {
        String(path.dropLast(3)) + ".\(locale).md"
    }

    /// The file a page in `locale` (`nil`, the default) shows for the item whose default-locale
    /// file is `source`: the locale's translation when `exists` says there is one, else the source,
    /// shown untranslated (as ``localized(to:)`` keeps it).
    static func shownPath(ofSource source: String, in locale: String?, exists: (String) -> Bool) -> String {
        guard let locale else { return source }
        let translation = translationPath(ofSource: source, locale: locale)
        return exists(translation) ? translation : source
    }

    /// The catalog as one locale sees it: every default-locale item replaced by its translation
    /// when there is one (kept as it is otherwise, so its language is the default one), and
    /// `site.yml`'s strings in that locale. Compile and Render work on this view, one locale at a time.
    public func localized(to locale: String) -> ContentCatalog {
        var view = self
        view.viewLocale = locale
        view.site = site?.localized(to: locale)
        var aliases: [String: String] = [:]
        var others: [String: [String]] = [:]
        func pick<T>(_ values: [T], _ item: (T) -> ContentItem) -> [T] {
            // Without translations the view's list is the catalog's own, not a copy of it.
            guard values.contains(where: { item($0).locale != nil }) else { return values }
            var translations: [String: T] = [:]
            for value in values {
                guard let itemLocale = item(value).locale else { continue }
                let path = item(value).document.source.relativePath
                if itemLocale == locale {
                    translations[Self.sourcePath(ofTranslation: path, locale: locale)] = value
                } else {
                    others[Self.sourcePath(ofTranslation: path, locale: itemLocale), default: []].append(path)
                }
            }
            return values.filter { item($0).locale == nil }.map { original in
                let path = item(original).document.source.relativePath
                guard let translated = translations[path] else { return original }
                aliases[item(translated).document.source.relativePath] = path
                return translated
            }
        }
        view.readings = pick(readings, \.item)
        view.exercises = pick(exercises, \.item)
        view.onboardingPages = pick(onboardingPages, \.item)
        view.copingStatements = pick(copingStatements, \.item)
        view.translationSources = aliases
        view.otherLocalesTranslations = others
        return view
    }

    /// The readings a locale's outputs contain: in a localized view all of them (one per id),
    /// otherwise the default locale's.
    public var localeReadings: [Reading] { viewLocale == nil ? readings.filter { $0.item.locale == nil } : readings }
    /// The exercises a locale's outputs contain.
    public var localeExercises: [Exercise] { viewLocale == nil ? exercises.filter { $0.item.locale == nil } : exercises }
    /// The onboarding pages a locale's outputs contain.
    public var localeOnboardingPages: [OnboardingPage] {
        viewLocale == nil ? onboardingPages.filter { $0.item.locale == nil } : onboardingPages
    }
    /// The coping statements a locale's outputs contain.
    public var localeCopingStatements: CopingStatementCollection? {
        viewLocale == nil ? copingStatements.first { $0.item.locale == nil } : copingStatements.first
    }

    /// The language an item of this view is written in.
    public func language(of item: ContentItem) -> String {
        item.locale ?? site?.defaultLocale ?? "en"
    }

    /// The default-locale path an item stands for: links to either path lead to the same page.
    public func canonicalPath(of item: ContentItem) -> String {
        let path = item.document.source.relativePath
        return translationSources[path] ?? path
    }

    /// The content paths a link may name to reach an item: its own file, for a translation the
    /// source it translates, and the source's translations into the other locales. A link names
    /// an item; the page's locale picks its version (`what-is-gad.ru.md` from an English page
    /// leads to the English page, as `getting-help.md` from a Russian page leads to the Russian).
    public func linkPaths(of item: ContentItem) -> [String] {
        let path = item.document.source.relativePath
        let source = translationSources[path]
        let own = source.map { [path, $0] } ?? [path]
        return otherLocalesTranslations[source ?? path].map { own + $0 } ?? own
    }
}
