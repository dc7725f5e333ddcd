import EaseDiagnostics
import EaseMarkdown

/// Compile: turns a validated catalog into the files of the app bundle, keyed by bundle path.
///
/// Output is deterministic: stable order, sorted keys, no timestamps. Media files are copied
/// under content-hashed names so the app can cache them forever.
public struct BundleCompiler: Sendable {
    /// The bundle format's semantic version.
    public static let schemaVersion = "0.1.0"

    let fileSystem: any ContentFileSystem
    let memo: BundleMemo?

    /// Creates a compiler that reads media through a file system; with a `memo`, readings and
    /// digests unchanged since the previous build are taken from it (the files are the same).
    public init(fileSystem: any ContentFileSystem = LocalFileSystem(), memo: BundleMemo? = nil) {
        self.fileSystem = fileSystem
        self.memo = memo
    }

    /// The bundle's files (path → bytes), including `manifest.json`.
    ///
    /// The default locale's items are at the root; another locale's folder `locales/<locale>/`
    /// holds its `site.json` and `accessibility.json` (every string, untranslated ones in the
    /// default language) and the items that have a translation. The app looks in the locale's
    /// folder first and falls back to the root.
    public func compile(_ catalog: ContentCatalog) throws -> [String: [UInt8]] {
        let media = try HashedMedia(catalog, fileSystem: fileSystem)
        var files = media.files
        let site = catalog.site
        let defaultLocale = site?.defaultLocale ?? "en"
        for locale in [defaultLocale] + (site?.translationLocales ?? []) {
            let view = catalog.localized(to: locale)
            let folder = locale == defaultLocale ? "" : "locales/\(locale)/"
            let onlyTranslated = locale != defaultLocale
            for (path, bytes) in localeFiles(view, locale: locale, mediaPaths: media.names, onlyTranslated: onlyTranslated) {
                files[folder + path] = bytes
            }
        }
        for exercise in catalog.localeExercises {
            if case .breathing(let pattern) = exercise.payload {
                files["haptics/\(exercise.item.id.value).ahap"] = bytes(HapticPatternCompiler.breathing(pattern, title: exercise.item.title))
            }
        }
        files["motion.json"] = bytes(MotionEncoder.document(MotionCatalog(catalog)))
        files["haptics/session-next.ahap"] = bytes(HapticPatternCompiler.next())
        files["haptics/session-done.ahap"] = bytes(HapticPatternCompiler.done())
        files["bundle.schema.json"] = bytes(BundleSchema.document)
        files["manifest.json"] = manifest(files: files, catalog: catalog)
        return files
    }

    /// The files of one locale's view: items (only translated ones when `onlyTranslated`), site strings, accessibility.
    private func localeFiles(_ view: ContentCatalog, locale: String, mediaPaths: [String: String], onlyTranslated: Bool) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var idsByPath: [String: String] = [:]
        for item in view.items {
            for path in view.linkPaths(of: item) { idsByPath[path] = item.id.value }
        }
        let items = ItemEncoder(idsByPath: idsByPath, mediaPaths: mediaPaths)
        memo?.encoders[locale] = items
        func included(_ item: ContentItem) -> Bool { !onlyTranslated || item.locale == locale }
        // Readings are most of the bundle: they are encoded on every core.
        let readings = view.localeReadings.filter { included($0.item) }
        let memo = self.memo
        let tables = memo == nil ? Fingerprint().value : Fingerprint.of(tables: [idsByPath, mediaPaths])
        let encoded = parallelMap(readings.count) { index -> [UInt8] in
            let reading = readings[index]
            guard let memo else { return Self.bytes(items.reading(reading)) }
            let source = reading.item.document.source
            return memo.readings.value(for: .init(path: source.file.path, text: source.file.text, tables: tables)) {
                Self.bytes(items.reading(reading))
            }
        }
        for (reading, bytes) in zip(readings, encoded) { files["readings/\(reading.item.id.value).json"] = bytes }
        for exercise in view.localeExercises where included(exercise.item) {
            files["exercises/\(exercise.item.id.value).json"] = bytes(items.exercise(exercise))
        }
        for page in view.localeOnboardingPages where included(page.item) {
            files["onboarding/\(page.item.id.value).json"] = bytes(items.onboardingPage(page))
        }
        if let statements = view.localeCopingStatements, included(statements.item) {
            files["coping-statements.json"] = bytes(items.copingStatements(statements))
        }
        if let site = view.site {
            files["site.json"] = bytes(items.site(site))
            files["accessibility.json"] = bytes(AccessibilityEncoder.inventory(ControlInventory.controls(for: view, locale: locale), locale: locale))
        }
        return files
    }

    private func bytes(_ value: JSONValue) -> [UInt8] { Self.bytes(value) }
    static func bytes(_ value: JSONValue) -> [UInt8] { value.serializedBytes() }

    /// The manifest: version, content hash, every file with size and digest, locales, the session matrix.
    private func manifest(files: [String: [UInt8]], catalog: ContentCatalog) -> [UInt8] {
        let paths = files.keys.sorted()
        let memo = self.memo
        let digests = parallelMap(paths.count) { index in
            memo?.digest(of: paths[index], files[paths[index]]!) ?? SHA256.hex(files[paths[index]]!)
        }
        let entries = parallelMap(paths.count) { ManifestEntry(path: paths[$0], size: files[paths[$0]]!.count, sha256: digests[$0]) }
        let groupDigests = ContentHash.groupDigests(of: entries)
        memo?.manifestEntries = entries
        memo?.manifestGroupDigests = groupDigests
        return Self.manifest(entries: entries, contentHash: ContentHash.combine(groupDigests), site: catalog.site)
    }

    /// One file of the manifest, with its lines of `files` already written (`ease serve` rewrites
    /// the manifest after every edit, and escaping 10,000 paths again would cost more than the edit).
    struct ManifestEntry: Sendable {
        let path: String
        let sha256: String
        /// The entry's object in the `files` array, indented as `JSONValue` writes it, without a separator.
        let json: [UInt8]

        init(path: String, size: Int, sha256: String) {
            self.path = path
            self.sha256 = sha256
            var json = Array("    {\n      \"path\": ".utf8)
            JSONValue.string(path).write(into: &json, indent: 3)
            json += ",\n      \"sha256\": ".utf8
            JSONValue.string(sha256).write(into: &json, indent: 3)
            json += ",\n      \"size\": \(size)\n    }".utf8
            self.json = json
        }
    }

    /// The manifest of files listed by path (their ``ContentHash``), with the site's locales and sessions.
    /// Its bytes are those of the `JSONValue` (sorted keys, two-space indent); the file list, a few
    /// lines per bundle file, is written straight into them (it is rewritten after every edit in `ease serve`).
    static func manifest(entries: [ManifestEntry], contentHash: String, site: SiteConfiguration?) -> [UInt8] {
        let sessions = (site?.sessions ?? []).map { rule -> JSONValue in
            let steps = rule.exercises.enumerated().map { index, exercise in
                let isLast = index == rule.exercises.count - 1
                return JSONValue.object(["exercise": .string(exercise.value), "button": .string(isLast ? "done" : "next"),
                                         "haptics": .string(isLast ? "haptics/session-done.ahap" : "haptics/session-next.ahap")])
            }
            return .object(["mood": .string(rule.mood.value), "minutes": .integer(rule.minutes.value), "steps": .array(steps)])
        }
        let members: [String: JSONValue] = [
            "schemaVersion": .string(Self.schemaVersion),
            "contentHash": .string(contentHash),
            "defaultLocale": .string(site?.defaultLocale ?? "en"),
            "locales": .array((site?.locales ?? []).map { .string($0.value) }),
            "sessions": .array(sessions),
        ]
        return JSONValue.objectBytes(members, writing: "files") { out in
            guard !entries.isEmpty else { return out += "[]".utf8 }
            out += "[\n".utf8
            out.reserveCapacity(out.count + entries.reduce(0) { $0 + $1.json.count + 2 } + 64)
            for (index, entry) in entries.enumerated() {
                out += entry.json
                out += (index == entries.count - 1 ? "\n" : ",\n").utf8
            }
            out += "  ]".utf8
        }
    }
}
