import EaseDiagnostics

/// Items whose id another item of the same locale also has, where the other one's file is named
/// after the id and theirs is not (`readings/getting-help.md` with `id: what-is-gad` beside
/// `readings/what-is-gad.md`): the id was most likely copied into the wrong file, which its file
/// name says how to name. `content.duplicate-id` is reported at these items, with a fix-it to
/// their file's name, and the rules that would only repeat the mistake in other words (references
/// to the file's name, the item's translation keeping that name, a reading now listing itself as
/// related) say nothing while it stands.
struct MisnamedDuplicates {
    /// An item whose id belongs to another's file.
    struct Item {
        /// The id its file's name gives it (`getting-help`).
        let meant: String
        /// The item whose file is named after the id, where its id is written.
        let owner: ItemIdentity
    }

    /// By the items' display paths.
    let items: [String: Item]

    /// The misnamed duplicates of every locale. Only duplicate ids are looked at, so a catalog
    /// without any costs one pass over its ids.
    init(_ catalog: ContentCatalog) {
        var first: [String: ItemIdentity] = [:]
        var repeated: [String: [ItemIdentity]] = [:]
        for identity in catalog.itemIdentities {
            let key = (identity.locale ?? "") + "\u{0}" + identity.id.value
            if let earlier = first[key] {
                repeated[key, default: [earlier]].append(identity)
            } else {
                first[key] = identity
            }
        }
        var items: [String: Item] = [:]
        for (_, group) in repeated {
            let named = group.filter { ContentLoader.stem(ofPath: $0.path) == $0.id.value }
            guard let owner = named.min(by: { $0.path < $1.path }) else { continue }
            for identity in group where ContentLoader.stem(ofPath: identity.path) != identity.id.value {
                items[identity.path] = Item(meant: ContentLoader.stem(ofPath: identity.path), owner: owner)
            }
        }
        self.items = items
    }

    /// The misnamed item at a display path, if it is one.
    subscript(path: String) -> Item? { items[path] }

    /// The names the misnamed items of the default locale are meant to have, which a reference
    /// may already use.
    func meantIdentifiers() -> [String] {
        items.values.compactMap { $0.owner.locale == nil ? $0.meant : nil }
    }
}
