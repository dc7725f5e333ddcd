import EaseDiagnostics

/// A session's exercises fit in its duration, and fill at least half of it.
struct SessionLengthRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["session.too-long": "a session's exercises take longer than its duration",
         "session.too-short": "a session's exercises fill less than half its duration"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        let exercises = Dictionary(context.catalog.exercises.filter { $0.item.locale == nil }.map { ($0.item.id.value, $0) },
                                   uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for rule in site.sessions {
            let parts = rule.exercises.compactMap { id in exercises[id.value].flatMap { exercise in exercise.sessionSeconds.map { (id.value, $0) } } }
            guard parts.count == rule.exercises.count, !parts.isEmpty else { continue }
            let total = parts.reduce(0) { $0 + $1.1 }
            let limit = Double(rule.minutes.value * 60)
            let breakdown = DiagnosticNote(parts.map { "\($0.0): \(Self.format($0.1))" }.joined(separator: ", "))
            if total > limit {
                diagnostics.append(.error("session.too-long",
                                          "session for '\(rule.mood.value)' takes \(Self.format(total)) but lasts \(rule.minutes.value) minutes",
                                          at: rule.minutes.location, notes: [breakdown]))
            } else if total < limit / 2 {
                diagnostics.append(.warning("session.too-short",
                                            "session for '\(rule.mood.value)' takes only \(Self.format(total)) of its \(rule.minutes.value) minutes",
                                            at: rule.minutes.location, notes: [breakdown]))
            }
        }
        return diagnostics
    }

    /// A length as the messages write it: `45 s`, `2 min`, `2 min 31 s`.
    static func format(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : whole % 60 == 0 ? "\(whole / 60) min" : "\(whole / 60) min \(whole % 60) s"
    }
}
