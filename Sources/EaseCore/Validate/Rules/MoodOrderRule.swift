import EaseDiagnostics

/// `site.yml`'s moods run from the least to the most anxious: the Relax tab offers them in that
/// order, and the last is the most anxious, whose sessions open with the coping statements. Two
/// labels that say one feeling, one of them stronger (`Very anxious` and `Anxious`) or weaker (`A
/// little anxious`), are read so: an error at the stronger when it is listed first, with a note
/// at the other. While the order is reported, `session.coping-first` waits: the mood it would
/// hold to that rule is not the one meant.
struct MoodOrderRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["site.moods-order": "a mood is listed before a weaker one of the same feeling (Very anxious before Anxious)"] }

    var scope: ValidationScope { .frontMatter }

    /// Words that make a feeling stronger or weaker when they open its label, lower-cased.
    static let strongerWords = ["very", "extremely", "really", "so", "too", "очень", "крайне", "сильно", "слишком"]
    static let weakerWords = ["a little", "a bit", "slightly", "somewhat", "mildly", "немного", "слегка", "чуть-чуть", "чуть", "немножко"]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site, let (stronger, weaker) = Self.slip(in: site.moods) else { return [] }
        let (first, second) = (site.moods[stronger], site.moods[weaker])
        return [.error("site.moods-order",
                         "the mood '\(first.label.value)' is listed before '\(second.label.value)', which says the same feeling less strongly; moods go from the least to the most anxious",
                         at: first.label.location,
                         notes: [DiagnosticNote("'\(second.label.value)'", at: second.label.location),
                                 DiagnosticNote("the Relax tab offers the moods in the order listed, and the last is the most anxious, whose sessions open with the coping statements")])]
    }

    /// The first pair of moods listed stronger before weaker: their indices, or `nil`.
    static func slip(in moods: [SiteConfiguration.Mood]) -> (stronger: Int, weaker: Int)? {
        let degrees = moods.map { degree(of: $0.label.value) }
        for later in degrees.indices {
            for earlier in 0..<later where degrees[earlier].feeling == degrees[later].feeling && degrees[earlier].degree > degrees[later].degree {
                return (earlier, later)
            }
        }
        return nil
    }

    /// A label's feeling without the word that makes it stronger (+1) or weaker (−1).
    static func degree(of label: String) -> (feeling: String, degree: Int) {
        let lowered = label.trimmingWhitespace().lowercased()
        for (words, degree) in [(strongerWords, 1), (weakerWords, -1)] {
            for word in words where lowered.hasPrefix(word + " ") {
                return (String(lowered.dropFirst(word.count + 1)).trimmingWhitespace(), degree)
            }
        }
        return (lowered, 0)
    }
}
