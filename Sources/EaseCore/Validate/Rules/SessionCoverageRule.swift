import EaseDiagnostics

/// The session matrix has exactly one rule for every mood × duration, and no rule for others.
/// While a duration or a session entry cannot be read (the schema reports it), the matrix is not
/// checked for unknown durations or missing rules, which would only repeat that report. A rule
/// whose mood is a typo, or whose minutes are not a duration, is the rule a missing cell lacks:
/// the cell it would fill once fixed is not reported too, and a duration that only one cell of
/// its mood lacks is offered as the fix.
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
        // Cells a misspelt rule would fill once fixed, and rules in no cell of their own: minutes
        // that are no duration, or a cell another rule already has (that rule, for the note).
        var misspelt: Set<String> = []
        var misplaced: [(rule: SiteConfiguration.SessionRule, mood: String, first: SiteConfiguration.SessionRule?)] = []
        for rule in site.sessions {
            let mood = IdentifierIndex.repairing(rule.mood.value)
            if !moods.contains(mood) {
                guard moodIndex.isUnknown(rule.mood.value) else { continue }
                let suggestion = moodIndex.suggestion(for: rule.mood.value)
                if let suggestion { misspelt.insert("\(suggestion) × \(rule.minutes.value) minutes") }
                diagnostics.append(.error("session.unknown-mood",
                                          "no mood has id '\(rule.mood.value)'" + NameSuggester.didYouMean(suggestion),
                                          at: rule.mood.location,
                                          notes: [DiagnosticNote("moods: \(moods.joined(separator: ", "))")],
                                          fixIts: FixIt.suggested(suggestion, replacing: rule.mood.location.range)))
                continue
            }
            if !durations.contains(rule.minutes.value) {
                if !site.sessionMatrixHasUnreadableParts { misplaced.append((rule, mood, nil)) }
                continue
            }
            let key = "\(mood) × \(rule.minutes.value) minutes"
            if let first = seen[key] {
                misplaced.append((rule, mood, first))
            } else {
                seen[key] = rule
            }
        }
        // A rule in no cell of its own is the one its mood's only empty cell lacks: the fix-it
        // gives it that cell's minutes, and the cell is not reported too.
        for (rule, mood, first) in misplaced {
            let empty = durations.filter { seen["\(mood) × \($0) minutes"] == nil && !misspelt.contains("\(mood) × \($0) minutes") }
            let onlyOne = empty.count == 1 && misplaced.filter { $0.mood == mood }.count == 1 ? empty.first : nil
            if let minutes = onlyOne { misspelt.insert("\(mood) × \(minutes) minutes") }
            if let first {
                // Which of the two is meant for the empty cell is the author's call: no fix-it.
                let hint = onlyOne.map { "; '\(mood)' has no rule for \($0) minutes: is one of the two meant for it?" } ?? ""
                diagnostics.append(.error("session.duplicate", "a second session rule for \(mood) × \(rule.minutes.value) minutes" + hint,
                                          at: rule.location, notes: [DiagnosticNote("the first one is here", at: first.location)]))
            } else {
                let hint = onlyOne.map { "; did you mean \($0), the one '\(mood)' has no rule for?" } ?? ""
                let fixIts = onlyOne.map { [FixIt("replace with \($0)", replacing: rule.minutes.location.range, with: String($0))] } ?? []
                diagnostics.append(.error("session.unknown-duration", "\(rule.minutes.value) minutes is not one of the durations" + hint,
                                          at: rule.minutes.location,
                                          notes: [DiagnosticNote("durations: \(durations.map(String.init).joined(separator: ", "))")], fixIts: fixIts))
            }
        }
        let anchor = site.document.frontMatter?.entries?.first { $0.key == "sessions" }.map { site.document.location($0.keyRange) }
        for mood in moods where !site.sessionMatrixHasUnreadableParts {
            for minutes in durations where seen["\(mood) × \(minutes) minutes"] == nil && !misspelt.contains("\(mood) × \(minutes) minutes") {
                diagnostics.append(.error("session.missing", "no session rule for mood '\(mood)' and \(minutes) minutes",
                                          at: anchor ?? .file(site.document.path),
                                          notes: [DiagnosticNote("add an entry with 'mood: \(mood)', 'minutes: \(minutes)' and its exercises")]))
            }
        }
        return diagnostics
    }
}
