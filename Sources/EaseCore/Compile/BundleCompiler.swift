import EaseBytes
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
        let output = OutputFiles()
        try compile(catalog, into: output)
        return output.files
    }

    /// Compiles the bundle into `output` file by file: each file is added as soon as it is made
    /// (and, for a staging folder, written and freed); only its manifest entry is kept.
    public func compile(_ catalog: ContentCatalog, into output: OutputFiles) throws {
        try compile(catalog, media: HashedMedia(catalog, fileSystem: fileSystem), into: output)
    }

    /// ``compile(_:into:)`` with the content's media already read and named (shared with the site).
    func compile(_ catalog: ContentCatalog, media: HashedMedia, into output: OutputFiles) throws {
        var entries: [String: ManifestEntry] = [:]
        // Room for every document's file and every media file at once: grown by doubling, the
        // table of 10,000 readings' entries was rehashed a dozen times.
        entries.reserveCapacity(catalog.documents.count + media.files.count + 16)
        func add(_ path: String, _ bytes: [UInt8]) { entries[path] = Self.add(path, bytes, to: output, memo: memo) }
        // A media file's digest is the one its name was made from.
        for (path, bytes) in media.files { entries[path] = Self.add(path, bytes, to: output, memo: memo, digest: media.digests[path]) }
        let site = catalog.site
        let defaultLocale = site?.defaultLocale ?? "en"
        for locale in [defaultLocale] + (site?.translationLocales ?? []) {
            let view = catalog.localized(to: locale)
            let folder = locale == defaultLocale ? "" : "locales/\(locale)/"
            for entry in localeFiles(view, locale: locale, mediaPaths: media.names, folder: folder, into: output) {
                entries[entry.path] = entry
            }
        }
        for exercise in catalog.localeExercises {
            if case .breathing(let pattern) = exercise.payload {
                add("haptics/\(exercise.item.id.value).ahap", bytes(HapticPatternCompiler.breathing(pattern, title: exercise.item.title)))
            }
        }
        add("motion.json", bytes(MotionEncoder.document(MotionCatalog(catalog))))
        add("haptics/session-next.ahap", bytes(HapticPatternCompiler.next()))
        add("haptics/session-done.ahap", bytes(HapticPatternCompiler.done()))
        add("bundle.schema.json", bytes(BundleSchema.document))
        // In `String` order, the paths' bytes compared (``StringOrder``): `sorted()` on the 10,000
        // paths of a 10k bundle was 2–3 ms of the bundle's thread.
        output.add("manifest.json", manifest(entries: StringOrder.sorted(entries.keys).map { entries[$0]! }, catalog: catalog))
        try output.finish()
    }

    /// Adds one file to the output and returns its manifest entry: with the `digest` already known
    /// (a media file's), else from the memo when unchanged, else computed.
    private static func add(_ path: String, _ bytes: [UInt8], to output: OutputFiles, memo: BundleMemo?, digest: String? = nil) -> ManifestEntry {
        output.add(path, bytes)
        return ManifestEntry(path: path, size: bytes.count, sha256: digest ?? memo?.digest(of: path, bytes) ?? SHA256.hex(bytes))
    }

    /// Adds the files of one locale's view below `folder`: items (only translated ones outside the
    /// default locale's root), site strings, accessibility. Returns their manifest entries.
    private func localeFiles(_ view: ContentCatalog, locale: String, mediaPaths: [String: String], folder: String,
                             into output: OutputFiles) -> [ManifestEntry] {
        let onlyTranslated = !folder.isEmpty
        var entries: [ManifestEntry] = []
        func add(_ path: String, _ bytes: [UInt8]) { entries.append(Self.add(folder + path, bytes, to: output, memo: memo)) }
        var idsByPath: [String: String] = [:]
        view.forEachItem { item in
            for path in view.linkPaths(of: item) { idsByPath[path] = item.id.value }
        }
        let items = ItemEncoder(idsByPath: idsByPath, mediaPaths: mediaPaths, catalog: view)
        memo?.encoders[locale] = items
        func included(_ item: ContentItem) -> Bool { !onlyTranslated || item.locale == locale }
        // Readings are most of the bundle: they are encoded, written and hashed on every core.
        let readings = onlyTranslated ? view.localeReadings.filter { included($0.item) } : view.localeReadings
        let memo = self.memo
        let tables = memo == nil ? Fingerprint().value : Fingerprint.of(tables: [idsByPath, mediaPaths])
        entries += parallelMap(readings.count) { index -> ManifestEntry in
            // The reading is read in place (`readings[index]`), not copied whole.
            let encode = { items.reading(readings[index]) }
            let item = readings[index].item
            let source = item.document.source
            let bytes = memo?.readings.value(for: .init(path: source.file.path, text: source.file.text, tables: tables), make: encode) ?? encode()
            let id = item.id.value
            let (readings, json): (StaticString, StaticString) = ("readings/", ".json")
            let path = String(byteCount: folder.utf8.count + readings.utf8CodeUnitCount + id.utf8.count + json.utf8CodeUnitCount) { out in
                out.append(folder)
                out.append(literal: readings)
                out.append(id)
                out.append(literal: json)
            }
            return Self.add(path, bytes, to: output, memo: memo)
        }
        for exercise in view.localeExercises where included(exercise.item) {
            add("exercises/\(exercise.item.id.value).json", items.exercise(exercise))
        }
        for page in view.localeOnboardingPages where included(page.item) {
            add("onboarding/\(page.item.id.value).json", items.onboardingPage(page))
        }
        if let statements = view.localeCopingStatements, included(statements.item) {
            add("coping-statements.json", items.copingStatements(statements))
        }
        if let site = view.site {
            add("site.json", bytes(items.site(site)))
            add("accessibility.json", AccessibilityEncoder.inventory(ControlInventory.controls(for: view, locale: locale), locale: locale))
        }
        return entries
    }

    private func bytes(_ value: JSONValue) -> [UInt8] { value.serializedBytes(.compact) }

    /// The manifest: version, content hash, every file with size and digest (`entries`, in path
    /// order), locales, the session matrix.
    private func manifest(entries: [ManifestEntry], catalog: ContentCatalog) -> [UInt8] {
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
        /// The entry's object in the `files` array, compact as `JSONValue` writes it, without a separator.
        let json: [UInt8]

        init(path: String, size: Int, sha256: String) {
            self.path = path
            self.sha256 = sha256
            // Room for it all at once, and the size written as digits, not interpolated into a
            // string first (one of these for each of a build's 10,000 bundle files).
            var json: [UInt8] = []
            json.reserveCapacity(path.utf8.count + sha256.utf8.count + 48)
            json += "{\"path\":".utf8
            JSONValue.writeString(path, into: &json)
            json += ",\"sha256\":".utf8
            JSONValue.writeString(sha256, into: &json)
            json += ",\"size\":".utf8
            JSONValue.writeInteger(size, into: &json)
            json.append(UInt8(ascii: "}"))
            self.json = json
        }
    }

    /// The manifest of files listed by path (their ``ContentHash``), with the site's locales and sessions.
    /// Its bytes are those of the `JSONValue` (sorted keys, compact); the file list, an object per
    /// bundle file, is written straight into them (it is rewritten after every edit in `ease serve`).
    static func manifest(entries: [ManifestEntry], contentHash: String, site: SiteConfiguration?) -> [UInt8] {
        let sessions = (site?.sessions ?? []).map { rule -> JSONValue in
            let steps = rule.exercises.enumerated().map { index, exercise in
                let isLast = index == rule.exercises.count - 1
                return JSONValue.object(["exercise": .string(exercise.value), "button": .string(isLast ? "done" : "next"),
                                         "haptics": .string(isLast ? "haptics/session-done.ahap" : "haptics/session-next.ahap")])
            }
            return .object(["mood": .string(rule.mood.value), "minutes": .integer(rule.minutes.value), "steps": .array(steps)])
        }
        let members: JSONObject = [
            "schemaVersion": .string(Self.schemaVersion),
            "contentHash": .string(contentHash),
            "defaultLocale": .string(site?.defaultLocale ?? "en"),
            "locales": .array((site?.locales ?? []).map { .string($0.value) }),
            "sessions": .array(sessions),
        ]
        return JSONValue.objectBytes(members, writing: "files") { out in
            out.append(UInt8(ascii: "["))
            out.reserveCapacity(out.count + entries.reduce(0) { $0 + $1.json.count + 1 } + 64)
            for (index, entry) in entries.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += entry.json
            }
            out.append(UInt8(ascii: "]"))
        }
    }
}
