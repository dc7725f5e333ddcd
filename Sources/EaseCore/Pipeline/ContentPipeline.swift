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

        // Load
        let loaded = timings.measure("load") { ContentLoader(fileSystem: fileSystem).load(root: root) }
        findings.load = loaded.diagnostics

        // Parse, on all cores; results keep the documents' order.
        let documents = loaded.documents
        let (parses, retention) = (self.parses, self.retention)
        let results = timings.measure("parse") {
            parallelMap(documents.count) { parses?.parse(documents[$0]) ?? ContentParser.parse(documents[$0], retention: retention) }
        }
        let parsed = results.map(\.0)
        findings.parse = results.map(\.1)

        // Validate: schemas while building the catalog, then the rules over the whole catalog.
        let (catalog, schemaDiagnostics) = timings.measure("catalog") {
            CatalogBuilder.build(parsed, root: root, mediaFiles: loaded.mediaFiles)
        }
        findings.schema = schemaDiagnostics
        // The rules run on all cores, each on its own; their findings keep the rules' order.
        let context = ValidationContext(catalog: catalog, fileSystem: fileSystem)
        let rules = self.rules
        findings.rules = timings.measure("validate") { parallelMap(rules.count) { rules[$0].check(context) } }
        return CheckResult(catalog: catalog, engine: findings.engine(warningsAsErrors: warningsAsErrors), sources: loaded.sources, fileCount: loaded.fileCount, timings: timings,
                           findings: findings)
    }
}
