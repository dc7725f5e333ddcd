/// Translation coverage per locale, for `ease l10n-report`: how many content items and
/// `site.yml` strings each locale translates, and which are missing or stale.
public struct LocalizationReport: Sendable {
    /// One locale's coverage.
    public struct Locale: Sendable {
        /// Counts for one kind of content ("readings", "site.yml strings").
        public struct Count: Sendable {
            public var kind: String
            public var translated: Int
            public var total: Int
        }

        public var locale: String
        public var counts: [Count]
        /// Content-relative paths or string keys with no translation.
        public var missing: [String]
        /// Translations whose source changed since (paths, or "site.yml strings").
        public var stale: [String]
        /// Translations without a source-hash.
        public var untracked: [String]

        /// Translated items and strings over all of them, 0…1.
        public var coverage: Double {
            let total = counts.reduce(0) { $0 + $1.total }
            return total == 0 ? 1 : Double(counts.reduce(0) { $0 + $1.translated }) / Double(total)
        }
    }

    /// The source locale.
    public var defaultLocale: String
    /// Every other locale listed in `site.yml`.
    public var locales: [Locale]

    /// Builds the report for a checked catalog.
    public init(_ catalog: ContentCatalog) {
        let site = catalog.site
        defaultLocale = site?.defaultLocale ?? "en"
        locales = (site?.translationLocales ?? []).map { locale in
            var counts: [Locale.Count] = []
            var missing: [String] = []
            var stale: [String] = []
            var untracked: [String] = []
            let items = TranslationInventory.items(in: catalog, locale: locale)
            for kind in ContentKind.reportOrder {
                let ofKind = items.filter { $0.source.document.source.kind == kind }
                guard !ofKind.isEmpty else { continue }
                counts.append(Locale.Count(kind: kind.reportName, translated: ofKind.filter { $0.translation != nil }.count, total: ofKind.count))
            }
            for item in items {
                let path = item.source.document.source.relativePath
                switch item.state {
                case .missing: missing.append(path)
                case .stale: stale.append(item.translation!.document.source.relativePath)
                case .untracked: untracked.append(item.translation!.document.source.relativePath)
                case .current: break
                }
            }
            if let site {
                let texts = TranslationInventory.texts(of: site, locale: locale)
                counts.append(Locale.Count(kind: "site.yml strings", translated: texts.filter { $0.translation != nil }.count, total: texts.count))
                missing += texts.filter { $0.translation == nil }.map { "site.yml: \($0.source.key)" }
                switch TranslationInventory.stringsState(of: site, locale: locale) {
                case .stale: stale.append("site.yml translations.\(locale)")
                case .untracked: untracked.append("site.yml translations.\(locale)")
                case .missing, .current: break
                }
            }
            return Locale(locale: locale, counts: counts, missing: missing, stale: stale, untracked: untracked)
        }
    }

    /// The report as text for a terminal.
    public var text: String {
        var out = "Translations (source locale \(defaultLocale))\n"
        if locales.isEmpty { out += "\nsite.yml lists no other locale.\n" }
        for locale in locales {
            let percent = Int((locale.coverage * 100).rounded(.down))
            out += "\n\(locale.locale)  \(percent)% translated"
            out += locale.stale.isEmpty ? "" : ", \(locale.stale.count) stale"
            out += "\n"
            let width = locale.counts.map(\.kind.count).max() ?? 0
            for count in locale.counts {
                out += "  " + count.kind + String(repeating: " ", count: width - count.kind.count) + "  \(count.translated)/\(count.total)\n"
            }
            for (title, paths) in [("missing", locale.missing), ("stale", locale.stale), ("no source-hash", locale.untracked)] where !paths.isEmpty {
                out += "  \(title):\n" + paths.map { "    \($0)\n" }.joined()
            }
        }
        return out
    }

    /// The report as JSON (`ease l10n-report --format json`).
    public var json: String {
        JSONValue.object([
            "tool": .string("ease"), "version": .string(EaseVersion.current), "defaultLocale": .string(defaultLocale),
            "locales": .array(locales.map { locale in
                .object([
                    "locale": .string(locale.locale),
                    "coverage": .number((locale.coverage * 10_000).rounded() / 10_000),
                    "counts": .array(locale.counts.map { .object(["kind": .string($0.kind), "translated": .integer($0.translated), "total": .integer($0.total)]) }),
                    "missing": .array(locale.missing.map(JSONValue.string)),
                    "stale": .array(locale.stale.map(JSONValue.string)),
                    "untracked": .array(locale.untracked.map(JSONValue.string)),
                ])
            }),
        ]).serialized()
    }
}

extension ContentKind {
    /// Kinds in the order the report lists them.
    static let reportOrder: [ContentKind] = [.reading, .exercise, .onboardingPage, .copingStatements]

    /// How the report names a kind.
    var reportName: String {
        switch self {
        case .reading: return "readings"
        case .exercise: return "exercises"
        case .onboardingPage: return "onboarding pages"
        case .copingStatements: return "coping statements"
        default: return "\(self)"
        }
    }
}
