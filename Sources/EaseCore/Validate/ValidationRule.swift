public import EaseDiagnostics

/// What a validation rule sees: the catalog and the file system (for media checks).
public struct ValidationContext: Sendable {
    /// The typed content.
    public let catalog: ContentCatalog
    /// The file system the content was loaded from.
    public var fileSystem: any ContentFileSystem
    /// The documents (content-relative paths) whose findings ``ValidationScope/document`` rules
    /// report; `nil` for every document.
    public var subjects: Set<String>?

    /// Each locale's ``TranslationInventory``, worked out for the first rule that reads it
    /// (``translationItems(locale:)``): five rules read it, and each made it again, sorting every
    /// source by path (3% of a check of a corpus translated in full).
    private let inventories = SharedMemo<String, [TranslationInventory.Item]>()

    /// Creates a context; with `subjects`, document rules check only those documents.
    public init(catalog: ContentCatalog, fileSystem: any ContentFileSystem, subjects: Set<String>? = nil) {
        self.catalog = catalog
        self.fileSystem = fileSystem
        self.subjects = subjects
    }

    /// Where the subjects sit in the catalog, when the caller knows: indices into its documents,
    /// and into the entry arrays by entry type (a type left out has no subjects). It saves a pass
    /// over every document and entry in a rebuild that checks one of 10,000.
    struct SubjectPositions {
        var documents: [Int]
        var entries: [ObjectIdentifier: [Int]]
    }

    var subjectPositions: SubjectPositions?

    /// Content-relative path → index in the catalog's documents (`site.yml` left out), when the
    /// caller keeps one between builds.
    var knownDocumentIndexByPath: [String: Int]?

    /// Content-relative path → index in the catalog's documents, `site.yml` left out.
    var documentIndexByPath: [String: Int] { knownDocumentIndexByPath ?? catalog.documentIndexByPath() }

    /// The documents document rules report on.
    public var subjectDocuments: [ParsedDocument] {
        guard let subjects else { return catalog.documents }
        let documents = catalog.documents
        let indices = subjectPositions?.documents ?? documents.indices.filter { subjects.contains(documents[$0].source.relativePath) }
        return indices.map { documents[$0] }
    }

    /// The entries of `values` (readings, exercises…) that document rules report on.
    public func subjects<Entry: CatalogEntry>(of values: [Entry]) -> [Entry] {
        guard let subjects else { return values }
        if let positions = subjectPositions {
            return (positions.entries[ObjectIdentifier(Entry.self)] ?? []).map { values[$0] }
        }
        // By index: looping over the values would copy each one.
        return values.indices.filter { subjects.contains(values[$0].item.document.source.relativePath) }.map { values[$0] }
    }

    /// ``TranslationInventory/items(in:locale:)`` of the catalog, made once for every rule.
    func translationItems(locale: String) -> [TranslationInventory.Item] {
        inventories.value(for: locale) { TranslationInventory.items(in: catalog, locale: locale) }
    }

    /// The path of a content-relative file on disk.
    public func diskPath(_ contentPath: String) -> String {
        let root = catalog.root.hasSuffix("/") ? String(catalog.root.dropLast()) : catalog.root
        return "\(root)/\(contentPath)"
    }

    /// A document's file with its text, for a rule whose finding needs the line it points at (a
    /// fix-it's exact range). A one-off build lets each file's text go once it is parsed, so the
    /// file is read again then, for the few documents with such a finding; `nil` when it can no
    /// longer be read. A file changed since reads as it is now: a rule checks the line is what
    /// it expects before it offers a fix-it.
    public func sourceFile(of document: ParsedDocument) -> SourceFile? {
        let file = document.source.file
        if !file.text.isEmpty { return file }
        return SourceRereader(fileSystem: fileSystem).file(at: document.path)
    }

    /// ``sourceFile(of:)`` for the document at a display path (a finding's location), each file
    /// looked up and read at most once for a rule's findings (`memo`).
    func sourceFile(at path: String, memo: inout FindingSourceFiles) -> SourceFile? {
        if let known = memo.files[path] { return known }
        if memo.documents.isEmpty {
            for document in catalog.documents { memo.documents[document.path] = document }
        }
        let file = memo.documents[path].map(sourceFile(of:)) ?? SourceRereader(fileSystem: fileSystem).file(at: path)
        memo.files[path] = file
        return file
    }
}

/// The files a rule's findings have looked up by their display paths (``ValidationContext/sourceFile(at:memo:)``),
/// and the documents by those paths, made at the first lookup.
struct FindingSourceFiles {
    fileprivate var files: [String: SourceFile?] = [:]
    fileprivate var documents: [String: ParsedDocument] = [:]
}

/// What a rule's findings depend on, which tells an incremental build what it may skip when only
/// the Markdown bodies of some readings changed (see ``ReadingEditBuild``).
public enum ValidationScope: Sendable {
    /// Anything in the catalog: the rule runs again on every build.
    case catalog
    /// Front matter, file paths and the media folder only; no Markdown body and no file's text as
    /// a whole is read. The previous build's findings stand while those are unchanged.
    case frontMatter
    /// Each finding is located in one document and depends on that document, and on other
    /// documents only through their front matter and outline (headings, links, images). The rule
    /// reports only on ``ValidationContext/subjects``, so a rebuild checks just the edited documents.
    case document
}

/// One check over the whole catalog. Each rule lives in its own file and documents the
/// diagnostic ids it emits.
public protocol ValidationRule: Sendable {
    /// The ids this rule emits, with a one-line description of each.
    var diagnosticIDs: [String: String] { get }
    /// What the rule's findings depend on; `.catalog` unless the rule says otherwise.
    var scope: ValidationScope { get }
    /// Runs the check.
    func check(_ context: ValidationContext) -> [Diagnostic]
    /// The check as pieces of work for the cores (``PartitionedValidationRule``); their findings
    /// together are the rule's.
    func pieces(_ context: ValidationContext) -> [@Sendable () -> [Diagnostic]]
}

extension ValidationRule {
    /// Rules run again on every build unless they declare a narrower scope.
    public var scope: ValidationScope { .catalog }

    /// One piece, the whole check, unless the rule is partitioned. (A requirement, not a cast to
    /// ``PartitionedValidationRule``: the first cast of each rule's type looked through every
    /// protocol conformance in the executable, 17 M instructions for the rules of a check.)
    public func pieces(_ context: ValidationContext) -> [@Sendable () -> [Diagnostic]] {
        [{ check(context) }]
    }
}

/// The rules `ease check` runs, in order.
public enum ValidationRules {
    /// Every rule. The pipeline runs them on every core, handing them out in this order, and
    /// the report sorts their findings, so the order is only the schedule: the rules that pass
    /// over every document or item come first, longest first (at 10,000 readings, in a profile of
    /// three builds, 32 ms of one core down to 2 ms; every other rule under 1 ms), and the short
    /// ones fill the last moments of both cores. With a long rule handed out late, it ran alone on
    /// one core at the end (the title and heading-words rules, 4-5 ms each, were among the last).
    public static let all: [any ValidationRule] = [
        ContentLinkRule(),
        ConfusableIdentifierRule(),
        DuplicateIdentifierRule(),
        PlainTextRule(),
        LinkTextRule(),
        MediaReferenceRule(),
        LinkSchemeRule(),
        DuplicateTitleRule(),
        ImageAltTextRule(),
        LocaleRule(),
        TitleHeadingRule(),
        HeadingWordsRule(),
        ContentReferenceRule(),
        SummaryRule(),
        DuplicateSummaryRule(),
        MixedScriptRule(),
        BaseURLRule(),
        AudioTranscriptRule(),
        RecordingLengthRule(),
        TranscriptTranslationRule(),
        TranscriptLengthRule(),
        VideoDescriptionRule(),
        CaptionsFileRule(),
        CaptionsTimingRule(),
        CaptionsTranslationRule(),
        SceneMediaRule(),
        SceneVideoRule(),
        SceneRepetitionRule(),
        ImageAltTitleRule(),
        BreathingPromptRule(),
        BreathingPromptLengthRule(),
        BreathingPaceRule(),
        SiteRepetitionRule(),
        DurationOrderRule(),
        SourcePagesRule(),
        SourceYearRule(),
        SessionCoverageRule(),
        SessionExerciseRule(),
        SessionLengthRule(),
        CopingStatementsFirstRule(),
        CopingStatementListRule(),
        CopingStatementShapeRule(),
        OnboardingSequenceRule(),
        OnboardingReminderRule(),
        ReminderTimeRule(),
        OnboardingWordBudgetRule(),
        OnboardingPageLimitRule(),
        TabContrastRule(),
        EmojiOnlyLabelRule(),
        MoodEmojiRule(),
        MoodOrderRule(),
        ControlLabelRule(),
        ControlMentionRule(),
        ExerciseNumberRule(),
        InstructionFadeRule(),
        MotionSpecRule(),
        RawHTMLRule(),
        MarkdownShownAsWrittenRule(),
        HeadingLevelRule(),
        UnclearSectionRule(),
        UnderlinedParagraphRule(),
        TranslationTargetRule(),
        TranslationMissingRule(),
        TranslationStaleRule(),
        TranslationLeftInSourceRule(),
        TranslationValueRule(),
        PluralFormsRule(),
        PlaceholderRule(),
    ]
}
