public import EaseDiagnostics

/// The outcome of running the pipeline's front half (Load → Parse → Validate).
public struct CheckResult: Sendable {
    /// The typed content (possibly partial when there were errors).
    public var catalog: ContentCatalog
    /// Every diagnostic of every stage.
    public var engine: DiagnosticEngine
    /// Source text of every file read, for rendering diagnostics.
    public var sources: SourceFileStore
    /// Number of files looked at.
    public var fileCount: Int
    /// Time spent in load, parse and validate.
    public var timings = StageTimings()
    /// The diagnostics again, by where they came from, for a rebuild that replaces one document's share.
    var findings = CheckFindings()
    /// What reads files again whose text the check let go (``MarkdownRetention/outlinesSpillingTrees``),
    /// and knows which of them changed since; `nil` when the catalog keeps its texts.
    public var rereader: SourceRereader?

    /// The report for a renderer.
    public func report(toolVersion: String) -> DiagnosticReport {
        DiagnosticReport(diagnostics: engine.diagnostics, sources: sources, fileCount: fileCount,
                         toolVersion: toolVersion, ruleDescriptions: DiagnosticIDs.all)
    }
}

/// A check's diagnostics by stage, document and rule: what ``ReadingEditBuild`` keeps of the
/// previous build and replaces for the documents an edit reached.
struct CheckFindings: Sendable {
    /// Load's, by file (listing, reading, decoding).
    var load: [Diagnostic] = []
    /// Parse's, one list per document of the catalog, in its order.
    var parse: [[Diagnostic]] = []
    /// The schemas' (front matter only).
    var schema: [Diagnostic] = []
    /// Each validation rule's, in the pipeline's rule order.
    var rules: [[Diagnostic]] = []

    /// Every finding, in pipeline order.
    var all: [Diagnostic] { load + parse.joined() + schema + rules.joined() }

    /// The engine that has seen every finding, in pipeline order.
    func engine(warningsAsErrors: Bool) -> DiagnosticEngine {
        var engine = DiagnosticEngine(warningsAsErrors: warningsAsErrors)
        engine.emit(contentsOf: all)
        return engine
    }
}

/// The pipeline: Load → Parse → Validate, each stage a separate type.
public struct ContentPipeline: Sendable {
    let fileSystem: any ContentFileSystem
    let rules: [any ValidationRule]
    let parses: ParseMemo?
    let retention: MarkdownRetention
    /// Where a one-off build's render trees are written (``RenderTreeSpill``).
    var spillFolder = RenderTreeSpill.temporaryFolder
    /// Called with the number of documents once a one-off build's content is listed, before the
    /// parse's workers start (``KeptDescriptors/makeRoom(for:reserve:)`` wants the moment).
    var afterListing: (@Sendable (_ documents: Int) -> Void)?
    /// Called with the catalog once it is built, before the rules run (a one-off build starts
    /// loading its templates there: ``TemplateSet/Checked``).
    var afterCatalog: (@Sendable (ContentCatalog) -> Void)?

    /// Creates a pipeline over a file system with a set of rules; with `parses`, unchanged
    /// documents keep their parse from the previous build. `retention` says whether the catalog
    /// keeps each Markdown body's tree (to build from it) or only its outline (to check it).
    public init(fileSystem: any ContentFileSystem = LocalFileSystem(), rules: [any ValidationRule] = ValidationRules.all,
                parses: ParseMemo? = nil, retention: MarkdownRetention = .trees) {
        self.fileSystem = fileSystem
        self.rules = rules
        self.parses = parses
        self.retention = retention
    }

    /// Loads, parses and validates the content folder at `root`; reports every problem of every file.
    public func check(contentRoot root: String, warningsAsErrors: Bool = false) -> CheckResult {
        var timings = StageTimings()
        var findings = CheckFindings()

        // Load, then parse on all cores; results keep the documents' order. A one-off build
        // parses each file on the worker that read it and lets its text go at once (only the
        // files translations are checked against keep theirs), so the check never holds every
        // file's text, nor the parsed content beside them.
        let rereader = retention.letsTextsGo && parses == nil ? SourceRereader(fileSystem: fileSystem) : nil
        // A one-off build writes each body's render tree where its page and bundle file read it back.
        let spill = retention == .outlinesSpillingTrees ? RenderTreeSpill.inFolder(spillFolder) : nil
        var sources = SourceFileStore()
        let loaded: LoadedContent, loadedPaths: [String]
        var results: [(ParsedDocument, [Diagnostic])?]
        if let rereader {
            (loaded, results, loadedPaths) = loadParsing(root, rereader: rereader, spill: spill, timings: &timings)
        } else {
            var content = timings.measure("load") { ContentLoader(fileSystem: fileSystem).load(root: root) }
            (sources, content.sources) = (content.sources, SourceFileStore())
            let parsedContent = parse(&content.documents, spill: spill, timings: &timings)
            (loaded, results, loadedPaths) = (content, parsedContent, [])
        }
        spill?.finishStoring()
        findings.load = loaded.diagnostics
        let parsed: [ParsedDocument]
        (parsed, findings.parse) = results.unzipTaking()

        // Validate: schemas while building the catalog, then the rules over the whole catalog.
        let (catalog, schemaDiagnostics) = timings.measure("catalog") {
            CatalogBuilder.build(parsed, root: root, mediaFiles: loaded.mediaFiles, unreadFiles: loaded.unreadFiles)
        }
        findings.schema = schemaDiagnostics
        afterCatalog?(catalog)
        // The rules run on all cores, each on its own or in its pieces; their findings keep the rules' order.
        let context = ValidationContext(catalog: catalog, fileSystem: fileSystem)
        let rules = self.rules
        findings.rules = timings.measure("validate") { ValidationRunner.run(rules, in: context) }
        let engine = findings.engine(warningsAsErrors: warningsAsErrors)
        // The files diagnostics and their notes point into are read again to show their lines, if
        // they were read and decoded (their paths made a set only when there is a finding to place).
        let located = engine.diagnostics.flatMap { [$0.location?.path] + $0.notes.map(\.location?.path) }.compactMap { $0 }
        if let rereader, !located.isEmpty {
            let decoded = Set(loadedPaths)
            sources = rereader.sources(located.filter(decoded.contains))
        }
        addCaptionsFiles(located, root: catalog.root, to: &sources)
        return CheckResult(catalog: catalog, engine: engine, sources: sources, fileCount: loaded.fileCount, timings: timings,
                           findings: findings, rereader: rereader)
    }

    /// The captions files findings point into (``CaptionsFiles``: media the check reads, not
    /// documents), read again to show their lines.
    private func addCaptionsFiles(_ located: [String], root: String, to sources: inout SourceFileStore) {
        let media = (root.hasSuffix("/") ? root : root + "/") + "media/"
        for path in located {
            guard path.hasPrefix(media), MediaRole.captions.fits(path), sources[path] == nil,
                  case .bytes(let bytes)? = try? fileSystem.read(path, limit: ContentLoader.maximumFileSize),
                  let file = fileSystem.decode(bytes, path: path).file else { continue }
            sources.add(file)
        }
    }

    /// Parses the loaded documents on all cores (each with the previous build's parse when
    /// there is a memo), in their order; each document leaves the list when its worker takes it.
    private func parse(_ loaded: inout [SourceDocument], spill: RenderTreeSpill?, timings: inout StageTimings) -> [(ParsedDocument, [Diagnostic])?] {
        let documents = DocumentSlots(loaded)
        // The preview's rebuilds parse through their memo, which keeps trees: no texts to compare.
        let translatedSources = parses == nil ? Self.translatedSources(loaded.map { (relativePath: $0.relativePath, locale: $0.locale) }) : []
        loaded = []
        let (parses, retention) = (self.parses, self.retention)
        return timings.measure("parse") {
            parallelMap(documents.count) { index in
                let document = documents.take(index)
                if let parses { return parses.parse(document) }
                return ContentParser.parse(document, retention: retention, rereader: nil, spill: spill,
                                           comparingTexts: document.locale != nil || translatedSources.contains(document.relativePath))
            }
        }
    }

    /// A one-off build's (or a check's) load and parse: the folder is walked, then each file is
    /// read, parsed and let go by one worker; its body's render tree goes to the `spill`, and the
    /// file is read again if its body is wanted otherwise (`rereader`). The "load" stage is the
    /// walk; reading is timed with parsing.
    private func loadParsing(_ root: String, rereader: SourceRereader, spill: RenderTreeSpill?,
                             timings: inout StageTimings) -> (LoadedContent, [(ParsedDocument, [Diagnostic])?], [String]) {
        let loader = ContentLoader(fileSystem: fileSystem)
        let listing = timings.measure("load") { loader.list(root: root) }
        afterListing?(listing.documents.count)
        let keepingText = Self.translatedSources(listing.documents.map { (relativePath: $0.relative, locale: $0.locale) })
        let retention = self.retention
        let streamed = timings.measure("parse") {
            loader.read(listing) { document in
                let isTranslatedSource = keepingText.contains(document.relativePath)
                return ContentParser.parse(document, retention: retention, rereader: isTranslatedSource ? nil : rereader, spill: spill,
                                           comparingTexts: isTranslatedSource || document.locale != nil)
            }
        }
        return (streamed.content, streamed.results, streamed.decodedPaths)
    }

    /// The content-relative paths of the default-locale documents that have a translation: a
    /// translation's staleness is checked against its source's text, so those keep it, and the
    /// parse works out what `l10n.untranslated` compares of their bodies and their translations'.
    static func translatedSources(_ documents: some Sequence<(relativePath: String, locale: String?)>) -> Set<String> {
        Set(documents.compactMap { document in
            document.locale.map { ContentCatalog.sourcePath(ofTranslation: document.relativePath, locale: $0) }
        })
    }
}

/// The loaded documents, each taken out by the one worker that parses it, so that a document's
/// text is freed as soon as its parse no longer needs it instead of when every parse is done.
private final class DocumentSlots: @unchecked Sendable {
    // Each slot is written once, by the worker of its index, and never read again.
    private let slots: UnsafeMutableBufferPointer<SourceDocument?>

    init(_ documents: [SourceDocument]) {
        slots = .allocate(capacity: documents.count)
        _ = slots.initialize(from: documents.lazy.map { Optional($0) })
    }

    var count: Int { slots.count }

    /// The document at `index`, which leaves its slot.
    func take(_ index: Int) -> SourceDocument {
        slots[index].take()!
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
}
