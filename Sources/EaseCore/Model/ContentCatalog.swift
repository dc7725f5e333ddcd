import Dispatch
import EaseDiagnostics
import EaseMarkdown

/// Everything the content defines, as typed values with source locations: the input of the
/// validation rules and of the later Compile and Render stages.
public struct ContentCatalog: Sendable {
    /// The content folder as given by the user.
    public var root: String
    /// `site.yml`, if it could be read.
    public var site: SiteConfiguration?
    /// Readings, every locale.
    public var readings: [Reading] = []
    /// Exercises, every locale.
    public var exercises: [Exercise] = []
    /// Onboarding pages, every locale.
    public var onboardingPages: [OnboardingPage] = []
    /// Coping statements, one per locale.
    public var copingStatements: [CopingStatementCollection] = []
    /// Every parsed document, including those whose front matter was invalid.
    public var documents: [ParsedDocument] = [] {
        // Links the check resolved name their targets by their places in this list.
        didSet {
            resolvedLinks = ResolvedLinkStore()
            checkedMediaReferences = CheckedMediaReferences()
        }
    }
    /// Where the documents' links lead, once the check has resolved them (``ContentLinkRule``);
    /// a new, empty store whenever ``documents`` changes.
    public private(set) var resolvedLinks = ResolvedLinkStore()
    /// The whole catalog's media references, once the check has listed them
    /// (``MediaReferenceRule``); a new, empty store whenever ``documents`` changes.
    public private(set) var checkedMediaReferences = CheckedMediaReferences()
    /// Every file under `media/`, relative to the content folder.
    public var mediaFiles: Set<String> = []
    /// The content files that gave no document (``UnreadContentFile``).
    public var unreadFiles: [UnreadContentFile] = []
    /// The locale of a view made by ``localized(to:)``; `nil` for the whole catalog.
    public var viewLocale: String?
    /// In a localized view: translation path → the default-locale path it translates.
    public var translationSources: [String: String] = [:]
    /// In a localized view: default-locale path → the files that translate it into the other
    /// locales, which a link may name as well (``linkPaths(of:)``).
    public var otherLocalesTranslations: [String: [String]] = [:]

    /// Creates an empty catalog for a content folder.
    public init(root: String) {
        self.root = root
    }

    /// Lets go of what only the check reads of every reading (``ParsedDocument/releaseCheckedParts()``):
    /// a one-off build does this once the check is done. On every core: each document has a lock
    /// of its own, and one by one the ten thousand releases held the other core idle.
    func releaseCheckedPartsOfReadings() {
        let readings = self.readings
        DispatchQueue.concurrentPerform(iterations: readings.count) { readings[$0].item.document.releaseCheckedParts() }
    }

    /// Every Markdown item of every kind.
    public var items: [ContentItem] {
        var items: [ContentItem] = []
        items.reserveCapacity(itemCount)
        forEachItem { items.append($0) }
        return items
    }

    /// The number of Markdown items of every kind.
    private var itemCount: Int { readings.count + exercises.count + onboardingPages.count + copingStatements.count }

    /// Calls `body` with every Markdown item of every kind, in ``items``' order, without making
    /// the list (ten thousand readings' items are megabytes).
    func forEachItem(_ body: (ContentItem) -> Void) {
        for index in readings.indices { body(readings[index].item) }
        for index in exercises.indices { body(exercises[index].item) }
        for index in onboardingPages.indices { body(onboardingPages[index].item) }
        for index in copingStatements.indices { body(copingStatements[index].item) }
    }

    /// Every Markdown item's id, display path and locale, in ``items``' order: what the rules
    /// about ids read, without copying whole items (each holds its parsed document).
    var itemIdentities: [ItemIdentity] {
        var identities: [ItemIdentity] = []
        identities.reserveCapacity(itemCount)
        forEachItem { identities.append(ItemIdentity(id: $0.id, path: $0.path, locale: $0.locale)) }
        return identities
    }

    /// Items in the default locale (localized siblings excluded).
    public var defaultLocaleItems: [ContentItem] { items.filter { $0.locale == nil } }

    /// The relative link from one content file to another (`../coping-statements.md` from
    /// `readings/small-steps.md`), as an author writes it.
    static func relativeLink(from source: String, to target: String) -> String {
        let from = folder(of: source).split(separator: "/")
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// The content-relative path of the folder that holds a document (`readings`), or "" at the top.
    static func folder(of relativePath: String) -> String {
        // By bytes: a "/" always starts a character of its own in a path the loader listed.
        relativePath.prefix(beforeLastByte: UInt8(ascii: "/")) ?? ""
    }

    /// Resolves a path written relative to a document into a content-relative path,
    /// or `nil` when it is absolute or climbs out of the content folder.
    public static func resolve(_ written: String, relativeTo relativePath: String) -> String? {
        DocumentLinkResolver(documentPath: relativePath).resolve(written)
    }

    /// Every media file the content refers to, from front matter and Markdown images.
    public var mediaReferences: [MediaReference] {
        Self.mediaReferences(readings: readings, onboardingPages: onboardingPages, exercises: exercises, documents: documents)
    }

    /// ``mediaReferences``: the list the check made of the whole catalog, handed over (the store
    /// lets it go: at 10,000 readings it held 1–2 MB to the build's end), or else made now.
    func takeMediaReferences() -> [MediaReference] {
        if viewLocale == nil, let checked = checkedMediaReferences.take() { return checked }
        return mediaReferences
    }

    /// The media files these entries and documents refer to, from front matter and Markdown images.
    public static func mediaReferences(readings: [Reading], onboardingPages: [OnboardingPage], exercises: [Exercise],
                                       documents: [ParsedDocument]) -> [MediaReference] {
        var out: [MediaReference] = []
        func add(_ image: ImageReference?) { if let image { out.append(image.media) } }
        // By index: a reading copied out of the array is a dozen reference counts taken and dropped.
        for index in readings.indices { add(readings[index].image) }
        for index in onboardingPages.indices { add(onboardingPages[index].image) }
        for exercise in exercises {
            switch exercise.payload {
            case .calmingScene(_, let scenes):
                for scene in scenes {
                    add(scene.image)
                    if let video = scene.video { out += [video.media, video.captions, video.poster].compactMap { $0 } }
                }
            case .guidedMeditation(let audio):
                out += [audio.media, audio.transcript].compactMap { $0 }
            default:
                break
            }
        }
        // Most images of a folder's documents are the same few files written the same way (a
        // reading's `../media/calm.jpg`): each path written is resolved once for its folder.
        var resolved: (folder: String, paths: [String: String?]) = ("", [:])
        for document in documents {
            // Made for a document's first image: most documents have none.
            var resolver: DocumentLinkResolver?
            // By index, each reference read where the outline holds it (`for reference in` copied
            // each link and image of every document, its two strings retained and released).
            let references = document.references
            for index in references.indices where references[index].kind == .image {
                let destination = references[index].destination
                guard !isExternal(destination) else { continue }
                let path = stripFragment(destination)
                if resolver == nil {
                    resolver = DocumentLinkResolver(documentPath: document.source.relativePath)
                    if resolver!.folder != resolved.folder { resolved = (resolver!.folder, [:]) }
                }
                let contentPath: String?
                if let known = resolved.paths[path] {
                    contentPath = known
                } else {
                    contentPath = resolver!.resolve(path)
                    resolved.paths[path] = contentPath
                }
                out.append(MediaReference(role: .image, contentPath: contentPath, written: destination,
                                          location: document.location(references[index].range)))
            }
        }
        return out
    }

    /// Content-relative path → index in ``documents`` (the first of a path; `site.yml` left out).
    public func documentIndexByPath() -> [String: Int] {
        var byPath: [String: Int] = [:]
        byPath.reserveCapacity(documents.count)
        for index in documents.indices where documents[index].source.kind != .site && byPath[documents[index].source.relativePath] == nil {
            byPath[documents[index].source.relativePath] = index
        }
        return byPath
    }

    /// Whether a link destination has a scheme (`https:`, `mailto:`) or is protocol-relative.
    public static func isExternal(_ destination: String) -> Bool {
        // Over the string's bytes in place: every link of every page passes through here (the
        // UTF-8 view's index stepped to find the colon cost about 240 instructions a link).
        destination.withContiguousUTF8(isExternal(bytes:))
    }

    /// ``isExternal(_:)`` of a destination's UTF-8 bytes.
    static func isExternal(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "/") { return bytes.count > 1 && bytes[1] == UInt8(ascii: "/") }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
        return bytes[..<colon].allSatisfy { byte in
            let letter = byte | 0x20
            return (letter >= 0x61 && letter <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
        }
    }

    /// A link's destination split at its first `#`: the path (empty for a link into the same
    /// document) and the fragment after the `#` (`nil` without one; empty for a bare `#`).
    static func splitFragment(_ destination: String) -> (path: String, fragment: String?) {
        guard let hash = destination.firstIndex(ofByte: UInt8(ascii: "#")) else { return (destination, nil) }
        return (String(destination[..<hash]), String(destination[destination.utf8.index(after: hash)...]))
    }

    /// The fragment after a destination's first `#` (`nil` without one; empty for a bare `#`):
    /// ``splitFragment(_:)``'s fragment, without the path being made.
    static func fragment(of destination: String) -> String? {
        guard let hash = destination.firstIndex(ofByte: UInt8(ascii: "#")) else { return nil }
        return String(destination[destination.utf8.index(after: hash)...])
    }

    /// The destination without its `#fragment`.
    static func stripFragment(_ destination: String) -> String {
        splitFragment(destination).path
    }

    /// The bytes after a destination's first `#`, as ``splitFragment(_:)`` finds them; `nil`
    /// when there is no `#` or nothing after it (a link's anchor, which an empty one is not).
    static func anchor(of destination: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let hash = destination.firstIndex(of: UInt8(ascii: "#")), hash + 1 < destination.count else { return nil }
        return UnsafeBufferPointer(rebasing: destination[(hash + 1)...])
    }
}

/// A content item's id, where its file is and its locale (``ContentCatalog/itemIdentities``).
struct ItemIdentity: Sendable {
    /// The id and where it is written.
    var id: Located<String>
    /// The path shown in diagnostics.
    var path: String
    /// The locale of a localized sibling, `nil` for the default locale.
    var locale: String?
}
