import EaseDiagnostics

/// The session matrix has exactly one rule for every mood × duration, and no rule for others.
/// While a duration or a session entry cannot be read (the schema reports it), the matrix is not
/// checked for unknown durations or missing rules, which would only repeat that report.
struct SessionCoverageRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["session.missing": "a mood × duration has no session rule",
         "session.duplicate": "a mood × duration has two session rules",
         "session.unknown-mood": "a session rule names a mood that does not exist",
         "session.unknown-duration": "a session rule's minutes are not one of the durations"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        // Ids that are not ids (the schema reports them) are matched by the ids their fix-its write.
        let moods = site.moods.map { IdentifierIndex.repairing($0.id.value) }
        let moodIndex = IdentifierIndex(moods)
        let durations = site.durations.map(\.value)
        var seen: [String: SiteConfiguration.SessionRule] = [:]
        for rule in site.sessions {
            let mood = IdentifierIndex.repairing(rule.mood.value)
            if !moods.contains(mood) {
                guard moodIndex.isUnknown(rule.mood.value) else { continue }
                let suggestion = moodIndex.suggestion(for: rule.mood.value)
                diagnostics.append(.error("session.unknown-mood",
                                          "no mood has id '\(rule.mood.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                                          at: rule.mood.location,
                                          notes: [DiagnosticNote("moods: \(moods.joined(separator: ", "))")],
                                          fixIts: suggestion.map { [FixIt("replace with '\($0)'", replacing: rule.mood.location.range, with: $0)] } ?? []))
                continue
            }
            if !durations.contains(rule.minutes.value) {
                if site.sessionMatrixHasUnreadableParts { continue }
                diagnostics.append(.error("session.unknown-duration", "\(rule.minutes.value) minutes is not one of the durations",
                                          at: rule.minutes.location,
                                          notes: [DiagnosticNote("durations: \(durations.map(String.init).joined(separator: ", "))")]))
                continue
            }
            let key = "\(mood) × \(rule.minutes.value) minutes"
            if let first = seen[key] {
                diagnostics.append(.error("session.duplicate", "a second session rule for \(key)", at: rule.location,
                                          notes: [DiagnosticNote("the first one is here", at: first.location)]))
            } else {
                seen[key] = rule
            }
        }
        let anchor = site.document.frontMatter?.entries?.first { $0.key == "sessions" }.map { site.document.location($0.keyRange) }
        for mood in moods where !site.sessionMatrixHasUnreadableParts {
            for minutes in durations where seen["\(mood) × \(minutes) minutes"] == nil {
                diagnostics.append(.error("session.missing", "no session rule for mood '\(mood)' and \(minutes) minutes",
                                          at: anchor ?? .file(site.document.path),
                                          notes: [DiagnosticNote("add an entry with 'mood: \(mood)', 'minutes: \(minutes)' and its exercises")]))
            }
        }
        return diagnostics
    }
}
