import EaseDiagnostics

/// A translation changes the words, not what the app does with them: a number, a switch, a
/// choice or an id in its front matter is the source's. The localized catalog takes the whole
/// translated file in its source's place, so `exhale: 3` in `deep-breathing.ru.md` where the
/// source says 6 would pace the Russian app's breathing differently, `page: 4` for 3 would
/// reorder its onboarding, and a scene id of its own would lose the scene remembered.
///
/// What a translation may set for itself is not compared: its `id` (``TranslationTargetRule``
/// reports another), its `source-hash`, its instructions' fade time (a longer text may need
/// longer), its `source` (it may draw on an edition in its own language), its motion and its
/// media (its own recording, image or video, with their own lengths and descriptions). Nor is
/// an onboarding page's number, which `onboarding.numbering` holds to the file name. Text is
/// never compared.
struct TranslationValueRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.value-differs": "a translation's number, switch, choice or id differs from its source's"]
    }

    var scope: ValidationScope { .frontMatter }

    /// Top-level keys not compared: what a translation may set for itself, and its onboarding
    /// `page`, which `onboarding.numbering` already holds to the file name the source shares.
    static let uncomparedTopLevelKeys: Set = ["id", "source-hash", "instruction-fade-seconds", "source", "motion", "page"]
    /// Keys of media, at any level: a translation may have its own recording, image or video.
    static let mediaKeys: Set = ["image", "video", "audio"]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        for locale in site.translationLocales {
            for item in context.translationItems(locale: locale) {
                guard let translation = item.translation else { continue }
                var comparison = Comparison(locale: locale, source: item.source.document, translation: translation.document)
                let fields = TranslatedFrontMatter.fields(of: translation, source: item.source) { key, topLevel in
                    Self.mediaKeys.contains(key) || topLevel && Self.uncomparedTopLevelKeys.contains(key)
                }
                for field in fields { comparison.compare(field.source, field.translated, as: field.type, path: field.path) }
                diagnostics += comparison.diagnostics
            }
        }
        return diagnostics
    }

    /// The schema the source's front matter was checked against.
    static func schema(of item: ContentItem) -> ObjectSchema? {
        switch item.document.source.kind {
        case .reading: ReadingSchema.reading
        case .onboardingPage: OnboardingPageSchema.page
        case .copingStatements: CopingStatementsSchema.collection
        case .exercise: item.document.frontMatter?["kind"]?.string.flatMap(ExerciseSchema.schema(forKind:))
        case .site: nil
        }
    }

    /// One translation compared with its source, field by field (``TranslatedFrontMatter``).
    private struct Comparison {
        let locale: String
        let source: ParsedDocument
        let translation: ParsedDocument
        var diagnostics: [Diagnostic] = []

        mutating func compare(_ source: YAMLNode, _ translated: YAMLNode, as type: SchemaType, path: String) {
            switch type {
            case .integer, .number, .boolean, .identifier, .choice, .clockTime:
                // A value the schema rejects is that error alone.
                guard let value = Self.accepted(source, as: type), let translatedValue = Self.accepted(translated, as: type),
                      value != translatedValue else { return }
                report(path, source, translated)
            case .list(let element, _) where Self.isCompared(element):
                guard let items = source.items?.map({ Self.accepted($0, as: element) }), let translatedItems = translated.items?.map({ Self.accepted($0, as: element) }),
                      !items.contains(nil), !translatedItems.contains(nil), items != translatedItems else { return }
                report(path, source, translated, shown: "[\((source.items ?? []).compactMap(\.string).joined(separator: ", "))]",
                       translatedShown: "[\((translated.items ?? []).compactMap(\.string).joined(separator: ", "))]")
            default:
                break
            }
        }

        /// The value of a scalar the schema accepts as `type`, as compared (numbers by value); `nil`
        /// for one it rejects.
        private static func accepted(_ node: YAMLNode, as type: SchemaType) -> String? {
            switch type {
            case .integer(let range): node.int.flatMap { range.contains($0) ? "\($0)" : nil }
            case .number(let range): node.double.flatMap { range.contains($0) ? "\($0)" : nil }
            case .boolean: node.bool.map { "\($0)" }
            case .identifier: node.string.flatMap { SchemaChecker.isIdentifier($0) ? $0 : nil }
            case .choice(let words): node.string.flatMap { words.contains($0) ? $0 : nil }
            case .clockTime: node.string.flatMap { ClockTime($0) != nil ? $0 : nil }
            default: nil
            }
        }

        private static func isCompared(_ type: SchemaType) -> Bool {
            switch type {
            case .integer, .number, .boolean, .identifier, .choice, .clockTime: true
            default: false
            }
        }

        private mutating func report(_ path: String, _ source: YAMLNode, _ translated: YAMLNode, shown: String? = nil, translatedShown: String? = nil) {
            let value = shown ?? source.string ?? ""
            let translatedValue = translatedShown ?? translated.string ?? ""
            let sourcePath = self.source.source.relativePath
            // A scalar is rewritten as the source writes it; a list is left to the author.
            let fixIts = shown == nil ? [FixIt("write \(value), as the source does", replacing: translated.range, with: value)] : []
            diagnostics.append(.warning("l10n.value-differs",
                                        "this \(locale) translation gives '\(path)' as \(translatedValue), where \(sourcePath) gives \(value); a translation changes the words, not the values",
                                        at: translation.location(translated.range),
                                        notes: [DiagnosticNote("the source's value", at: self.source.location(source.range)),
                                                DiagnosticNote("the \(locale) app and site take the translation's front matter in place of the source's")],
                                        fixIts: fixIts))
        }
    }
}
