public import EaseDiagnostics

/// The kinds of content file, each with its own schema.
public enum ContentKind: String, Sendable, Hashable, CaseIterable {
    /// `site.yml`.
    case site
    /// `readings/*.md`.
    case reading
    /// `exercises/*.md`.
    case exercise
    /// `onboarding/*.md`.
    case onboardingPage = "onboarding-page"
    /// `coping-statements.md`.
    case copingStatements = "coping-statements"
}

/// One text file of content, decoded.
public struct SourceDocument: Sendable {
    /// What the file is.
    public var kind: ContentKind
    /// The path relative to the content folder, with `/` separators.
    public var relativePath: String
    /// The locale suffix of a localized sibling (`worry.ru.md` → `ru`); `nil` for the default locale.
    public var locale: String?
    /// The decoded text.
    public var file: SourceFile

    /// The path shown in diagnostics.
    public var displayPath: String { file.path }

    /// Creates a document from a decoded file.
    public init(kind: ContentKind, relativePath: String, locale: String?, file: SourceFile) {
        self.kind = kind
        self.relativePath = relativePath
        self.locale = locale
        self.file = file
    }
}

/// A content file the walk found that gave no document: empty, not text, too large, not a
/// regular file or not readable. Its own error says why; the rules that look for a file by its
/// path or its name take it as there, so that nothing else is reported about it.
public struct UnreadContentFile: Sendable {
    /// What the file would be.
    public var kind: ContentKind
    /// The path relative to the content folder.
    public var relativePath: String
    /// The locale suffix of a localized sibling; `nil` for the default locale.
    public var locale: String?
}

/// The result of the Load stage.
public struct LoadedContent: Sendable {
    /// The content folder as given by the user.
    public var root: String
    /// The text documents to parse, in path order.
    public var documents: [SourceDocument]
    /// Every file under `media/`, relative to the content folder (`media/scenes/lake.jpg`).
    public var mediaFiles: Set<String>
    /// How many files were looked at.
    public var fileCount: Int
    /// The decoded text of every document, for showing source lines.
    public var sources: SourceFileStore
    /// Problems found while loading.
    public var diagnostics: [Diagnostic]
    /// The content files that gave no document, each with its error among ``diagnostics``.
    public var unreadFiles: [UnreadContentFile] = []
}
