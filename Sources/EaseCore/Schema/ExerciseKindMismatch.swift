import EaseDiagnostics

/// An exercise whose `kind:` names one kind while its keys are another's (`kind: calming-scene`
/// over an `audio:` recording, the front matter copied from another exercise): one mistake, at
/// the kind, with a fix-it to the kind the keys fit. The exercise is read as that kind until it is
/// fixed, so what it holds is checked, and the keys the written kind lacks or does not take are
/// not reported too (``CatalogBuilder``).
enum ExerciseKindMismatch {
    /// The kind whose keys `node` has, when exactly one kind other than `written` takes all of its
    /// keys and has all it needs (``ExerciseSchema``): `nil` when none or more than one does.
    static func meantKind(of node: YAMLNode, written: String) -> String? {
        guard let entries = node.entries else { return nil }
        let fitting = ExerciseSchema.kinds.filter { kind in
            kind != written && ExerciseSchema.schema(forKind: kind).map { fits(entries, $0) } == true
        }
        return fitting.count == 1 ? fitting[0] : nil
    }

    /// Whether `schema` takes every key of `entries` and finds every key it needs among them.
    static func fits(_ entries: [YAMLEntry], _ schema: ObjectSchema) -> Bool {
        entries.allSatisfy { schema.field($0.key) != nil }
            && schema.fields.allSatisfy { field in !field.isRequired || SchemaChecker.contains(field.key, in: entries) }
    }

    /// `node` with its `kind:` value read as `kind`; ranges stay where they were written.
    static func node(_ node: YAMLNode, readAs kind: String) -> YAMLNode {
        guard let entries = node.entries else { return node }
        return YAMLNode(.mapping(entries.map { entry in
            guard entry.key == "kind" else { return entry }
            let value = YAMLNode(.scalar(YAMLScalar(text: kind, resolved: .string)), range: entry.value.range)
            return YAMLEntry(key: entry.key, keyRange: entry.keyRange, value: value)
        }), range: node.range)
    }

    /// The error at the written kind (`kindNode`), naming the keys that tell the kinds apart.
    static func diagnostic(_ kindNode: YAMLNode, written: String, meant: String, keys: [YAMLEntry], in path: String) -> Diagnostic {
        let writtenSchema = ExerciseSchema.schema(forKind: written)
        let foreign = keys.map(\.key).filter { writtenSchema?.field($0) == nil }
        let missing = writtenSchema?.fields.filter { field in field.isRequired && !SchemaChecker.contains(field.key, in: keys) }.map(\.key) ?? []
        var notes: [DiagnosticNote] = []
        if !foreign.isEmpty {
            notes.append(DiagnosticNote("\(list(foreign)) \(foreign.count == 1 ? "is a key" : "are keys") of \(meant) exercises, not of \(written) ones"))
        }
        if !missing.isEmpty {
            notes.append(DiagnosticNote("a \(written) exercise needs \(list(missing)), which this one does not have"))
        }
        notes.append(DiagnosticNote("read as a \(meant) exercise until it is fixed, so what it holds is checked"))
        return .error("schema.kind-mismatch", "this exercise's keys are a \(meant) exercise's, but its kind is '\(written)'",
                      at: SourceLocation(path: path, range: kindNode.range), notes: notes,
                      fixIts: [FixIt("write '\(meant)'", replacing: kindNode.range, with: meant)])
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func list(_ keys: [String]) -> String {
        let quoted = keys.map { "'\($0)'" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }
}
