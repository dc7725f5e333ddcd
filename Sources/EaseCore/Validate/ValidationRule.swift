public import EaseDiagnostics

/// What a validation rule sees: the catalog and the file system (for media checks).
public struct ValidationContext: Sendable {
    /// The typed content.
    public var catalog: ContentCatalog
    /// The file system the content was loaded from.
    public var fileSystem: any ContentFileSystem

    /// Creates a context.
    public init(catalog: ContentCatalog, fileSystem: any ContentFileSystem) {
        self.catalog = catalog
        self.fileSystem = fileSystem
    }

    /// The path of a content-relative file on disk.
    public func diskPath(_ contentPath: String) -> String {
        let root = catalog.root.hasSuffix("/") ? String(catalog.root.dropLast()) : catalog.root
        return "\(root)/\(contentPath)"
    }
}

/// One check over the whole catalog. Each rule lives in its own file and documents the
/// diagnostic ids it emits.
public protocol ValidationRule: Sendable {
    /// The ids this rule emits, with a one-line description of each.
    var diagnosticIDs: [String: String] { get }
    /// Runs the check.
    func check(_ context: ValidationContext) -> [Diagnostic]
}

/// The rules `ease check` runs, in order.
public enum ValidationRules {
    /// Every rule.
    public static let all: [any ValidationRule] = [
        DuplicateIdentifierRule(),
        ConfusableIdentifierRule(),
        LocaleRule(),
        ContentLinkRule(),
        ContentReferenceRule(),
        MediaReferenceRule(),
        ImageAltTextRule(),
        AudioTranscriptRule(),
        VideoDescriptionRule(),
        SceneMediaRule(),
        SessionCoverageRule(),
        SessionExerciseRule(),
        SessionLengthRule(),
        CopingStatementsFirstRule(),
        CopingStatementListRule(),
        OnboardingSequenceRule(),
        OnboardingWordBudgetRule(),
        TabContrastRule(),
        EmojiOnlyLabelRule(),
        ControlLabelRule(),
        MotionSpecRule(),
        RawHTMLRule(),
        LinkSchemeRule(),
        InvisibleCharacterRule(),
        TranslationTargetRule(),
        TranslationMissingRule(),
        TranslationStaleRule(),
        PluralFormsRule(),
        PlaceholderRule(),
    ]
}
