import EaseDiagnostics

/// The keys of a choreography's entries: an unknown one is reported with "did you mean" and a
/// fix-it, and a key misspelt is that one report, not also the value it holds reported missing.
extension MotionSpecParser {
    static let entryKeys = ["element", "sequence", "parallel"]
    static let stepKeys: Set<String> = ["element", "duration", "delay", "easing", "repeat", "interval"]
    static let allStepKeys = stepKeys.union(MotionPropertyKind.allCases.map(\.rawValue))

    /// Reports an entry with none of `element`, `sequence` or `parallel`: as a misspelling of the
    /// one a key of it is near, or else as an entry of no kind.
    mutating func reportEntryOfNoKind(_ node: YAMLNode) {
        let misspelt = (node.entries ?? []).compactMap { entry in
            NameSuggester.suggestion(for: entry.key, among: Self.entryKeys).map { (entry, $0) }
        }
        guard !misspelt.isEmpty else {
            return error("motion.invalid", "a choreography entry needs 'element', 'sequence' or 'parallel'", node)
        }
        for (entry, suggestion) in misspelt {
            reportUnknownKey(entry, in: "a choreography entry", suggestion: suggestion)
        }
    }

    /// Reports the keys of a step that are not a step's, and gives the keys they were probably
    /// meant to be, whose absence is then not reported too.
    mutating func reportUnknownStepKeys(_ node: YAMLNode) -> Set<String> {
        var meant: Set<String> = []
        for entry in node.entries ?? [] where !Self.allStepKeys.contains(entry.key) {
            // A key the step already has is not offered.
            let suggestion = NameSuggester.suggestion(for: entry.key, among: Self.allStepKeys.filter { node[$0] == nil })
            if let suggestion { meant.insert(suggestion) }
            reportUnknownKey(entry, in: "a motion step", suggestion: suggestion)
        }
        return meant
    }

    /// Reports the keys of a property's mapping near `from` or `to` that is missing one of them
    /// (`{ frm: 0, to: 1 }`); `false` when it has none, for the property's own report.
    mutating func reportMisspeltEnds(of kind: MotionPropertyKind, _ node: YAMLNode) -> Bool {
        let ends = ["from", "to"].filter { node[$0] == nil }
        var reported = false
        for entry in node.entries ?? [] where entry.key != "from" && entry.key != "to" {
            guard let suggestion = NameSuggester.suggestion(for: entry.key, among: ends) else { continue }
            reportUnknownKey(entry, in: "'\(kind.rawValue)'", suggestion: suggestion)
            reported = true
        }
        return reported
    }

    private mutating func reportUnknownKey(_ entry: YAMLEntry, in place: String, suggestion: String?) {
        diagnostics.append(SchemaChecker.unknownKey(entry, in: place, suggestion: suggestion, at: document.location(entry.keyRange)))
    }
}
