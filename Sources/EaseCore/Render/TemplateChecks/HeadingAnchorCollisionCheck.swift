import EaseDiagnostics

/// Finds a heading of a body whose anchor is an id the templates of its page already write: a
/// reading's `## Main` gets the anchor `main`, and the layout's `<main id="main">` is on every
/// page, so the page would have two elements with one id (the skip link and `#main` links reach
/// only the first). `heading.anchor-taken`, an error, reported at the heading in the Markdown, with
/// a note at the template's id: the site's audit would find the same page's duplicate id
/// (`audit.duplicate-id`), but only at a line of the generated HTML.
///
/// A body is on the pages of its kind (a reading's page, an onboarding page, an exercise's page
/// and, for an exercise in a session, its session steps) in each locale that shows it: a
/// translation's own, and for a default-locale body also every other locale of the site without a
/// translation of it (whose pages show the default text). Each page is that locale's page template
/// inside its layout, with every partial they include. Ids a template builds from values
/// (`id="{{hintID}}"`) are left to the audit.
struct HeadingAnchorCollisionCheck {
    /// The ids each template writes, with those of the partials it includes (``TemplateSet/writtenIDs``).
    let templates: TemplateSet
    /// What the check read: the catalog, and each document's headings with their positions.
    let catalog: ContentCatalog

    /// The ids the templates write on one kind of page in one locale.
    private struct TakenIDs {
        /// Each id, with the first place it is written.
        let places: [String: TemplateElementIDs.ElementID]
        /// The ids, compared with a heading's anchor only when one has its length.
        let ids: [String]
        /// A bit for each id's length (``lengthBit(_:)``).
        let lengths: UInt64

        init(_ places: [String: TemplateElementIDs.ElementID]) {
            self.places = places
            ids = Array(places.keys)
            lengths = ids.reduce(0) { $0 | HeadingAnchorCollisionCheck.lengthBit($1) }
        }

        /// Whether any of the document's anchors is one of the ids. Hashing every heading's anchor,
        /// or finding each item's ids in a table by its kind and locale, took several times as long.
        func anyTaken(in document: ParsedDocument) -> Bool {
            !ids.isEmpty && document.anyHeadingAnchor { anchor in
                lengths & HeadingAnchorCollisionCheck.lengthBit(anchor) != 0 && ids.contains { $0 == anchor }
            }
        }
    }

    /// The diagnostics: readings', onboarding pages', then exercises' (those in no session first), each in the catalog's order.
    func diagnostics() -> [Diagnostic] {
        let inSessions = Set(catalog.site?.sessions.flatMap { $0.exercises.map(\.value) } ?? [])
        let exercises = catalog.exercises.map(\.item)
        return check(catalog.readings.map(\.item), on: ["reading"])
            + check(catalog.onboardingPages.map(\.item), on: ["onboarding"])
            + check(exercises.filter { !inSessions.contains($0.id.value) }, on: ["exercise"])
            + check(exercises.filter { inSessions.contains($0.id.value) }, on: ["exercise", "session-step"])
    }

    /// The collisions of items shown on `pages`, in their order.
    private func check(_ items: [ContentItem], on pages: [String]) -> [Diagnostic] {
        let defaultLocale = catalog.site?.defaultLocale ?? "en"
        let otherLocales = (catalog.site?.locales.map(\.value) ?? []).filter { $0 != defaultLocale }
        // The default-locale files each other locale has a translation of: the others' pages
        // show the default text (``ContentCatalog/localized(to:)``).
        var translated: [String: Set<String>] = [:]
        if !otherLocales.isEmpty {
            for item in items {
                guard let locale = item.locale else { continue }
                translated[locale, default: []].insert(ContentCatalog.sourcePath(ofTranslation: item.document.source.relativePath, locale: locale))
            }
        }
        // A content folder has a locale or two: a list searched in order.
        var byLocale: [(locale: String, taken: TakenIDs)] = []
        func taken(in locale: String) -> TakenIDs {
            if let known = byLocale.first(where: { $0.locale == locale }) { return known.taken }
            let taken = TakenIDs(places(on: pages, locale: locale))
            byLocale.append((locale, taken))
            return taken
        }
        let defaultTaken = taken(in: defaultLocale)
        var diagnostics: [Diagnostic] = []
        for item in items {
            // The ids of each locale whose pages show this body and take one of its anchors.
            var colliding: [TakenIDs] = []
            let own = item.locale.map(taken(in:)) ?? defaultTaken
            if own.anyTaken(in: item.document) { colliding.append(own) }
            if item.locale == nil, !otherLocales.isEmpty {
                let path = item.document.source.relativePath
                for locale in otherLocales where translated[locale]?.contains(path) != true {
                    let shown = taken(in: locale)
                    if shown.anyTaken(in: item.document) { colliding.append(shown) }
                }
            }
            guard !colliding.isEmpty else { continue }
            // Only a body with a collision is parsed again, for its headings' positions.
            for heading in item.document.markdown().headings {
                // One report a heading, at the first template that takes its anchor.
                guard let written = colliding.lazy.compactMap({ $0.places[heading.anchor] }).first else { continue }
                diagnostics.append(.error(
                    "heading.anchor-taken",
                    "the heading '\(heading.text)' gets the anchor '\(heading.anchor)', but \(TemplateSet.fileName(ofTemplateAt: written.location.path)) already gives "
                        + "that id to an element of the page, so the page would have two elements with id \"\(heading.anchor)\"",
                    at: item.document.location(heading.range),
                    notes: [DiagnosticNote("the template's id is here", at: written.location),
                            DiagnosticNote("reword the heading, or rename the template's id; links to '#\(heading.anchor)' reach only one of the two (WCAG 4.1.2)")]))
            }
        }
        return diagnostics
    }

    /// The ids the templates write on `pages` of `locale` (each page template inside the layout),
    /// each with the first place it is written.
    private func places(on pages: [String], locale: String) -> [String: TemplateElementIDs.ElementID] {
        var taken: [String: TemplateElementIDs.ElementID] = [:]
        for page in pages {
            for name in [templates.named(page, locale: locale), templates.named("layout", locale: locale)] {
                for written in templates.writtenIDs[name] ?? [] where taken[written.id] == nil { taken[written.id] = written }
            }
        }
        return taken
    }

    /// A bit for a string's length in UTF-8 (lengths from 63 on share the last).
    static func lengthBit(_ text: String) -> UInt64 {
        1 << UInt64(min(text.utf8.count, 63))
    }
}
