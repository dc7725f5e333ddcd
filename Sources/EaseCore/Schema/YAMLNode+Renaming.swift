import EaseDiagnostics

extension YAMLNode {
    /// This node with the keys at the given positions renamed (``SchemaChecker/checkRepairing(_:against:anchor:)``'s
    /// misspelt keys read as the keys they were meant to be). Every range stays where it was
    /// written, so a report about the value still points at the file's text.
    func renamingKeys(_ names: [SourcePosition: String]) -> YAMLNode {
        switch value {
        case .scalar:
            return self
        case .sequence(let items):
            return YAMLNode(.sequence(items.map { $0.renamingKeys(names) }), range: range)
        case .mapping(let entries):
            return YAMLNode(.mapping(entries.map { entry in
                YAMLEntry(key: names[entry.keyRange.start] ?? entry.key, keyRange: entry.keyRange, value: entry.value.renamingKeys(names))
            }), range: range)
        }
    }
}
