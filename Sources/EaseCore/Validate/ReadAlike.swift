import EaseDiagnostics

/// Texts compared as a screen reader reads them: letter case and the spaces around them aside.
/// Titles, labels, prompts and statements that read alike are one thing offered twice, or two
/// things a listener cannot tell apart.
enum ReadAlike {
    /// The text as compared (`"  Lake at dawn "` and `"lake at dawn"` read alike).
    static func key(_ text: String) -> String {
        text.trimmingWhitespace().lowercased()
    }

    /// Each entry that reads as an earlier one, with the first that reads so, in order; entries
    /// with no words are left out (the schema, or the rule, reports them as empty).
    static func repeats(_ entries: [Located<String>]) -> [(entry: Located<String>, earlier: Located<String>)] {
        repeats(entries, text: \.value)
    }

    /// ``repeats(_:)`` of entries of any kind (a button's key and its label), compared by `text`.
    static func repeats<Entry>(_ entries: [Entry], text: (Entry) -> String) -> [(entry: Entry, earlier: Entry)] {
        var first: [String: Entry] = [:]
        var found: [(entry: Entry, earlier: Entry)] = []
        for entry in entries {
            let key = key(text(entry))
            guard !key.isEmpty else { continue }
            if let earlier = first[key] { found.append((entry, earlier)) } else { first[key] = entry }
        }
        return found
    }
}
