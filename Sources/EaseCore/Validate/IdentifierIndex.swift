import EaseDiagnostics

/// The ids of one kind of item that references may name (related readings, the tutorial page, a
/// session's exercises), for the rules that resolve them.
///
/// An item whose own id is not an id is the schema's report, with a fix-it; here it is known by
/// the id that fix-it writes, so a reference already spelled that way is not reported too, and no
/// suggestion offers a text that is not an id. A reference that is not an id itself is likewise
/// the schema's report alone. So is a reference whose id is the name of a file of the kind that
/// made no item (`readings/breathing-and-calm.md` with no readable `id:`, or empty).
struct IdentifierIndex {
    /// The valid ids.
    let ids: Set<String>
    /// The ids the schema's fix-its would give the items whose ids are not ids, the names of the
    /// files whose front matter made no item, and those of the files whose items took another
    /// file's id (``MisnamedDuplicates``).
    private var pending: Set<String>
    /// Whether an id was given twice.
    private let hasDuplicates: Bool

    /// The index of `all` ids; `pending` adds names a reference may use without a report.
    init(_ all: some Sequence<String>, pending names: some Sequence<String> = [String]()) {
        var ids = Set<String>(minimumCapacity: all.underestimatedCount), pending = Set(names)
        var hasDuplicates = false
        for id in all {
            if SchemaChecker.isIdentifier(id) {
                if !ids.insert(id).inserted { hasDuplicates = true }
            } else {
                pending.insert(SchemaChecker.repairedIdentifier(id))
            }
        }
        self.ids = ids
        self.pending = pending
        self.hasDuplicates = hasDuplicates
    }

    /// The default-locale items of one kind, by their ids and by the names of their kind's files
    /// that made no item.
    init(_ items: [ContentItem], kind: ContentKind, in catalog: ContentCatalog) {
        var ids: [String] = []
        for index in items.indices where items[index].locale == nil { ids.append(items[index].id.value) }
        let files = catalog.contentFileCount(of: kind, locale: nil)
        // Nearly always every file made its item: the paths are compared only when one did not.
        var unmade: [String] = []
        if files > ids.count {
            var made = Set<String>()
            for index in items.indices where items[index].locale == nil { made.insert(items[index].document.source.relativePath) }
            catalog.forEachContentFile { fileKind, path, locale in
                if fileKind == kind && locale == nil && !made.contains(path) { unmade.append(ContentLoader.stem(ofPath: path)) }
            }
        }
        self.init(ids, pending: unmade)
        // Only when an id is given twice are the files' names compared with their ids.
        if hasDuplicates { pending.formUnion(MisnamedDuplicates(catalog).meantIdentifiers()) }
    }

    /// `id` if it is one, else the id the schema's fix-it gives it (`Uneasy` → `uneasy`): what
    /// to match a text by while the schema reports it.
    static func repairing(_ id: String) -> String {
        SchemaChecker.isIdentifier(id) ? id : SchemaChecker.repairedIdentifier(id)
    }

    /// Whether a reference to `id` is to be reported as naming no item: it is an id, and neither
    /// an item's nor a pending one.
    func isUnknown(_ id: String) -> Bool {
        !ids.contains(id) && !pending.contains(id) && SchemaChecker.isIdentifier(id)
    }

    /// The known id closest to `id`, for "did you mean".
    func suggestion(for id: String) -> String? {
        NameSuggester.suggestion(for: id, among: ids)
    }
}
