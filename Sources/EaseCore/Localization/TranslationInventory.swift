import EaseDiagnostics

/// Where each locale's translations stand: item by item and string by string. Shared by the
/// `l10n.*` rules and `ease l10n-report`.
public enum TranslationInventory {
    /// Whether a translation is there and up to date.
    public enum State: String, Sendable {
        /// No translation.
        case missing
        /// Translated from the current source.
        case current
        /// The source changed after the translation was made.
        case stale
        /// Translated, but without a `source-hash` to tell.
        case untracked
    }

    /// A default-locale content item and its translation into one locale.
    public struct Item: Sendable {
        public var locale: String
        public var source: ContentItem
        public var translation: ContentItem?
        /// The hash of the source's words now (``SourceWords``; computed when asked: only
        /// translations are compared with it).
        public var currentHash: String { SourceWords.hash(of: source) }
        /// The hash of the source's whole file, which Ease recorded before it hashed the words
        /// alone: a translation that records it is current while the file is unchanged.
        public var wholeFileHash: String { SourceHash.of(Array(source.document.source.file.text.utf8)) }
        /// The hash the translation records.
        public var recordedHash: Located<String>?

        /// Whether the translation is there and up to date. Whether it is there at all is
        /// `translation != nil`, which hashes nothing.
        public var state: State { state(against: currentHash) }

        /// The state, for a caller that has the source's hash of its words (``currentHash``)
        /// already or needs it too: it is read only when the translation records a hash.
        public func state(against currentHash: @autoclosure () -> String) -> State {
            guard translation != nil else { return .missing }
            guard let recordedHash else { return .untracked }
            return recordedHash.value == currentHash() || recordedHash.value == wholeFileHash ? .current : .stale
        }
    }

    /// One `site.yml` string and its translation into one locale.
    public struct Text: Sendable {
        public var locale: String
        public var source: SiteString
        public var translation: SiteTranslation.Entry?
    }

    /// Every default-locale item of the catalog with its translation into `locale`, in path order.
    public static func items(in catalog: ContentCatalog, locale: String) -> [Item] {
        var translations: [String: ContentItem] = [:]
        for item in catalog.items where item.locale == locale {
            translations[ContentCatalog.sourcePath(ofTranslation: item.document.source.relativePath, locale: locale)] = item
        }
        return catalog.items.filter { $0.locale == nil }.sorted { $0.document.source.relativePath < $1.document.source.relativePath }.map { source in
            let translation = translations[source.document.source.relativePath]
            let recorded = translation.flatMap { item in
                item.document.frontMatter?["source-hash"].flatMap { node in
                    node.string.map { Located($0, at: item.document.location(node.range)) }
                }
            }
            return Item(locale: locale, source: source, translation: translation, recordedHash: recorded)
        }
    }

    /// Translations into `locale` whose default-locale file does not exist.
    public static func orphans(in catalog: ContentCatalog, locale: String) -> [ContentItem] {
        // Every default-locale file, whether or not its front matter made an item or its bytes a
        // document: a source whose page number the schema rejected, or that is empty, is still
        // the translation's source.
        var sources = Set<String>()
        catalog.forEachContentFile { _, path, fileLocale in if fileLocale == nil { sources.insert(path) } }
        return catalog.items.filter { item in
            item.locale == locale && !sources.contains(ContentCatalog.sourcePath(ofTranslation: item.document.source.relativePath, locale: locale))
        }
    }

    /// Every source string of `site.yml` with its translation into `locale`.
    public static func texts(of site: SiteConfiguration, locale: String) -> [Text] {
        let translation = site.translation(for: locale)
        return site.sourceStrings.map { Text(locale: locale, source: $0, translation: translation?.strings[$0.key]) }
    }

    /// The state of a locale's `site.yml` strings as a whole (tracked by the block's `source-hash`).
    public static func stringsState(of site: SiteConfiguration, locale: String) -> State {
        guard let translation = site.translation(for: locale) else { return .missing }
        guard let recorded = translation.sourceHash else { return .untracked }
        return recorded.value == SiteStrings.hash(of: site.sourceStrings) ? .current : .stale
    }
}
