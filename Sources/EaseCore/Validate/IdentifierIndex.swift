import EaseDiagnostics

/// The ids of one kind of item that references may name (related readings, the tutorial page, a
/// session's exercises), for the rules that resolve them.
///
/// An item whose own id is not an id is the schema's report, with a fix-it; here it is known by
/// the id that fix-it writes, so a reference already spelled that way is not reported too, and no
/// suggestion offers a text that is not an id. A reference that is not an id itself is likewise
/// the schema's report alone.
struct IdentifierIndex {
    /// The valid ids.
    let ids: Set<String>
    /// The ids the schema's fix-its would give the items whose ids are not ids.
    private let repaired: Set<String>

    init(_ all: some Sequence<String>) {
        var ids = Set<String>(), repaired = Set<String>()
        for id in all {
            if SchemaChecker.isIdentifier(id) { ids.insert(id) } else { repaired.insert(SchemaChecker.repairedIdentifier(id)) }
        }
        self.ids = ids
        self.repaired = repaired
    }

    /// `id` if it is one, else the id the schema's fix-it gives it (`Uneasy` → `uneasy`): what
    /// to match a text by while the schema reports it.
    static func repairing(_ id: String) -> String {
        SchemaChecker.isIdentifier(id) ? id : SchemaChecker.repairedIdentifier(id)
    }

    /// Whether a reference to `id` is to be reported as naming no item: it is an id, and neither
    /// an item's nor one an item's id is being repaired to.
    func isUnknown(_ id: String) -> Bool {
        !ids.contains(id) && !repaired.contains(id) && SchemaChecker.isIdentifier(id)
    }

    /// The known id closest to `id`, for "did you mean".
    func suggestion(for id: String) -> String? {
        NameSuggester.suggestion(for: id, among: ids)
    }
}
