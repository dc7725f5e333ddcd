import EaseDiagnostics
import EaseMarkdown

/// A translation says in its own language what its source says: a paragraph, heading, list item
/// or quote of a translation that reads as one of its source's, or a text of its front matter
/// that reads as the source's at the same key (``TranslatedFrontMatter``: `title:`,
/// `summary:`, an exercise's `instructions:` and `prompts:`, a scene's title, an image's `alt:`),
/// was left in the source's language (a file copied to translate, and translated only in part).
/// Compared as read (``ReadAlike``: letter case, spaces and a closing mark aside); only texts of
/// four words or more, as a name, a number or a short heading may rightly read the same in both;
/// but into a language written in another script (English into Russian), a heading, front
/// matter text or string of any length that reads as its source's was left in the source's
/// script (`## Sleep`, `buttons.next: Next`, which a Russian voice reads out as best it can),
/// save the app's name (`title:` of `site.yml`) and a text in capitals alone (`OK`, `NHS 111`).
/// One warning a translation, at the first such text, with the others as notes; and one a
/// `translations:` block of `site.yml` for its strings.
struct TranslationLeftInSourceRule: PartitionedValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.untranslated": "a translation has text that reads as its source's, left in the source's language"]
    }

    /// Top-level keys of the front matter whose texts are not the author's words to translate.
    static let keysNotTranslated: Set = ["id", "source-hash", "source"]

    /// The fewest words a text has to be compared.
    static let fewestWords = 4
    /// The most places a warning lists as notes.
    static let listedPlaces = 10

    /// One piece a source, for all its translations (its texts read once for all of them), and
    /// one a locale for its strings.
    func pieces(_ context: ValidationContext) -> [@Sendable () -> [Diagnostic]] {
        guard let site = context.catalog.site else { return [] }
        var translationsBySource: [String: [(locale: String, item: TranslationInventory.Item)]] = [:]
        var sources: [String] = []
        var pieces: [@Sendable () -> [Diagnostic]] = []
        for locale in site.translationLocales {
            for item in context.translationItems(locale: locale) where item.translation != nil {
                let path = item.source.document.source.relativePath
                if translationsBySource[path] == nil { sources.append(path) }
                translationsBySource[path, default: []].append((locale, item))
            }
            if let strings = site.translation(for: locale) {
                let shortToo = Self.writtenInOtherScript(locale, than: site.defaultLocale)
                pieces.append { Self.untranslatedStrings(in: strings, of: site, shortToo: shortToo).map { [$0] } ?? [] }
            }
        }
        return sources.map { path in
            let translations = translationsBySource[path]!
            return {
                // The source's texts (its body parsed again, where the check let its tree go),
                // with its short headings for a locale in another script, read once; not read
                // where the parse's digests tell that no text of the translation's body reads as one.
                var sourceTexts: [Bool: Set<String>] = [:]
                return translations.compactMap { locale, item in
                    let shortToo = Self.writtenInOtherScript(locale, than: site.defaultLocale)
                    var texts: Set<String> = []
                    if ComparedBodyTexts.mayReadAlike(item.translation?.document.comparedTexts, asSource: item.source.document.comparedTexts,
                                                      shortToo: shortToo) {
                        texts = sourceTexts[shortToo] ?? Self.texts(of: item.source, shortHeadings: shortToo)
                        sourceTexts[shortToo] = texts
                    }
                    return untranslated(item, locale: locale, site: site, sourceTexts: texts, shortToo: shortToo)
                }
            }
        } + pieces
    }

    /// The warning for `item`'s translation into `locale`, at its first text that reads as the
    /// source's (`sourceTexts`, ``texts(of:shortHeadings:)``), if it has one.
    private func untranslated(_ item: TranslationInventory.Item, locale: String, site: SiteConfiguration,
                              sourceTexts texts: Set<String>, shortToo: Bool) -> Diagnostic? {
        guard let translation = item.translation else { return nil }
        let places = untranslatedPlaces(in: translation, source: item.source, sourceTexts: texts, shortToo: shortToo)
        guard let first = places.first else { return nil }
        // A title left as the source's, over a body whose opening heading was translated:
        // the heading says what the title should.
        let headingFixIt = Self.titleFromOpeningHeading(of: translation, source: item.source, shortToo: shortToo).flatMap { heading in
            translation.document.frontMatter?["title"].flatMap { $0.range == first ? FixIt("use the body's opening heading, '\(heading)'", replacing: $0.range, with: TranslationsBlockWriter.scalar(heading)) : nil }
        }
        let sourcePath = item.source.document.source.relativePath
        let what = places.count == 1 ? "this text reads as in \(sourcePath)" : "this text and \(places.count - 1) more read as in \(sourcePath)"
        let others = places.dropFirst().prefix(Self.listedPlaces).map { DiagnosticNote("this reads as the source too", at: translation.document.location($0)) }
        let unlisted = places.count - 1 - others.count
        return .warning("l10n.untranslated", "\(what): the \(locale) translation left it in \(site.defaultLocale)",
                        at: translation.document.location(first),
                        notes: others + (unlisted > 0 ? [DiagnosticNote("and \(unlisted) more")] : [])
                            + [DiagnosticNote("translate it, or leave it out of the translation until it is")],
                        fixIts: headingFixIt.map { [$0] } ?? [])
    }

    /// Whether a translation's `text` reads as its source's `sourceText`: left in the source's
    /// language, when it has enough words to tell, or any words at all (`shortToo`).
    static func readsAsSource(_ text: String, _ sourceText: String, shortToo: Bool = false) -> Bool {
        !ReadAlike.cannotReadAlike(text, sourceText) && isCompared(text, shortToo: shortToo) && ReadAlike.key(text) == ReadAlike.key(sourceText)
    }

    /// Whether `locale` is written in another script than `sourceLocale` (Cyrillic and Latin):
    /// then a text of any length that reads as the source's was not translated.
    static func writtenInOtherScript(_ locale: String, than sourceLocale: String) -> Bool {
        MixedScriptRule.script(of: locale) != MixedScriptRule.script(of: sourceLocale)
    }

    /// The words of a translation's opening `# heading`, when its `title:` reads as its source's
    /// and the heading does not: the heading was translated, the title left, and the page would
    /// show the source's words in the heading's place (``TitleHeadingRule`` leaves the mismatch
    /// to this rule). `shortToo`: the translation's language is written in another script, and a
    /// title of any length is compared.
    static func titleFromOpeningHeading(of translation: ContentItem, source: ContentItem, shortToo: Bool) -> String? {
        guard translation.document.openingTitleAnchor != nil,
              let sourceTitle = source.document.frontMatter?["title"]?.string,
              readsAsSource(translation.title, sourceTitle, shortToo: shortToo),
              let heading = translation.markdown().headings.first?.text.trimmingWhitespace(),
              heading.contains(where: \.isLetter), ReadAlike.key(heading) != ReadAlike.key(sourceTitle) else { return nil }
        return heading
    }

    /// The body texts of `source` that are compared, as read (``ReadAlike/key(_:)``), with its
    /// headings of any length when `shortHeadings`.
    private static func texts(of source: ContentItem, shortHeadings: Bool) -> Set<String> {
        var texts = Set<String>()
        forEachText(in: source.markdown(), shortHeadings: shortHeadings) { text, _ in texts.insert(ReadAlike.key(text)) }
        return texts
    }

    /// Where `translation` has a front matter or body text that reads as `source`'s, in order;
    /// `sourceTexts` are the source's body texts (``texts(of:shortHeadings:)``; none, and the body
    /// is not read, when no text of it may read as the source's).
    private func untranslatedPlaces(in translation: ContentItem, source: ContentItem, sourceTexts: Set<String>, shortToo: Bool) -> [SourceRange] {
        var places: [SourceRange] = []
        // Every text of the front matter, but the source a reading draws on (a book keeps its title in every language).
        for field in TranslatedFrontMatter.fields(of: translation, source: source, leaving: { key, topLevel in topLevel && Self.keysNotTranslated.contains(key) }) {
            for (_, sourceNode, translatedNode) in field.texts {
                if let text = translatedNode.string, let sourceText = sourceNode.string, Self.readsAsSource(text, sourceText, shortToo: shortToo) {
                    places.append(translatedNode.range)
                }
            }
        }
        guard !sourceTexts.isEmpty else { return places }
        // A source written in ASCII alone (an English one) has no text a Russian one reads as.
        let asciiSource = sourceTexts.allSatisfy(ReadAlike.isASCII)
        Self.forEachText(in: translation.markdown(), shortHeadings: shortToo) { text, range in
            if asciiSource, ReadAlike.hasCyrillicLetter(text) { return }
            if sourceTexts.contains(ReadAlike.key(text)) { places.append(range) }
        }
        return places
    }

    /// Calls `body` with the words of each paragraph and heading of `document`, in quotes and
    /// lists too, that has at least ``fewestWords`` (a heading any, when `shortHeadings`); code
    /// and raw HTML are left out (``MarkdownDocument/forEachBlockText(_:)``).
    static func forEachText(in document: MarkdownDocument, shortHeadings: Bool, _ body: (String, SourceRange) -> Void) {
        document.forEachBlockText { text, isHeading, range in
            if isCompared(text, shortToo: isHeading && shortHeadings) { body(text, range) }
        }
    }

    /// Whether a text has enough words (or any, `shortToo`), with a letter among them, to be
    /// compared; a `{placeholder}`'s name is not a word of the text.
    /// A short text (`shortToo`) is compared when it has a lower-case letter outside its
    /// placeholders: one in capitals alone (`OK`, `NHS 111`, `CBT`) is a name or an
    /// abbreviation, which a translation may keep.
    static func isCompared(_ text: String, shortToo: Bool = false) -> Bool {
        let long = text.whitespaceSeparatedWords(limit: fewestWords).count == fewestWords
        guard shortToo, !long else { return long && text.contains(where: \.isLetter) }
        var inPlaceholder = false
        for character in text {
            if character == "{" || character == "}" { inPlaceholder = character == "{" }
            else if !inPlaceholder, character.isLetter, character.isLowercase { return true }
        }
        return false
    }
}
