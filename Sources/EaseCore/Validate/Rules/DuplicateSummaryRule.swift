import EaseBytes
import EaseDiagnostics

/// Two readings (or two exercises) of one locale do not share a summary: the Learn tab shows each
/// reading's summary under its title, so a file copied to start another, its title changed and
/// its summary not, would tell the reader the same thing of two different pages. Compared as
/// written, as a copy is the same text: by a digest of a few of each summary's bytes first, in a
/// table of their positions, so that only summaries with equal digests are compared whole
/// (reading each summary's key as the title rule does took 3 M instructions of the 1k check, a
/// dictionary of the summaries 1.8 M, a sort by digest 0.9 M). A warning at the later by path,
/// with a note at the other.
struct DuplicateSummaryRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["content.duplicate-summary": "two readings or two exercises of one locale have the same summary"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        // Read where the catalog holds them: a reading copied out of its array is a dozen
        // reference counts taken and dropped.
        let readings = Self.repeats(count: catalog.readings.count) { (catalog.readings[$0].summary, catalog.readings[$0].item.locale) }
        let exercises = Self.repeats(count: catalog.exercises.count) { (catalog.exercises[$0].summary, catalog.exercises[$0].item.locale) }
        return readings.map { report(catalog.readings[$0].item, catalog.readings[$1].item, kind: "reading", shown: "the Learn tab shows each reading's summary under its title") }
            + exercises.map { report(catalog.exercises[$0].item, catalog.exercises[$1].item, kind: "exercise", shown: "each exercise's page opens with its summary") }
    }

    /// The pairs of positions, among `count` summaries, of a summary and an earlier one of the
    /// same locale that says the same, the earlier first.
    static func repeats(count: Int, _ summary: (Int) -> (text: String, locale: String?)) -> [(Int, Int)] {
        var capacity = 16
        while capacity < count * 2 { capacity *= 2 }
        // Open addressing: each slot holds a position, or -1.
        var slots = [Int](repeating: -1, count: capacity)
        var digests = [UInt64](repeating: 0, count: count)
        var pairs: [(Int, Int)] = []
        for index in 0..<count {
            let (text, locale) = summary(index)
            guard !text.isEmpty else { continue }
            let digest = Self.digest(of: text, locale: locale)
            digests[index] = digest
            var slot = Int(truncatingIfNeeded: digest >> 17) & (capacity - 1)
            var repeated = false
            while slots[slot] >= 0 {
                let other = slots[slot]
                if digests[other] == digest, summary(other) == (text, locale) {
                    pairs.append((other, index))
                    repeated = true
                    break
                }
                slot = (slot + 1) & (capacity - 1)
            }
            if !repeated { slots[slot] = index }
        }
        return pairs
    }

    /// The warning for `one` and `other` (in either order), at the later by path.
    private func report(_ one: ContentItem, _ other: ContentItem, kind: String, shown: String) -> Diagnostic {
        let (earlier, item) = one.path < other.path ? (one, other) : (other, one)
        return .warning("content.duplicate-summary",
                        "the \(kind) '\(item.id.value)' has the summary of '\(earlier.id.value)': \(shown), and the two would say the same",
                        at: item.location(ofValueAt: "summary"),
                        notes: [DiagnosticNote("'\(earlier.id.value)' has it here", at: earlier.location(ofValueAt: "summary")),
                                DiagnosticNote("write what this \(kind) is about")])
    }

    /// A digest that equal summaries of one locale share: the locale, the length, and the first,
    /// middle and last eight bytes, read in place (all the bytes of a shorter one).
    static func digest(of summary: String, locale: String?) -> UInt64 {
        var digest = FNV1a.mixing(FNV1a.offsetBasis, UInt64(truncatingIfNeeded: summary.utf8.count))
        for byte in (locale ?? "").utf8 { digest = FNV1a.mixing(digest, UInt64(byte)) }
        return summary.withContiguousUTF8 { bytes in
            var digest = digest
            guard bytes.count >= 8 else {
                for byte in bytes { digest = FNV1a.mixing(digest, UInt64(byte)) }
                return digest
            }
            digest = FNV1a.mixing(digest, ByteWord.load(bytes, at: 0))
            digest = FNV1a.mixing(digest, ByteWord.load(bytes, at: (bytes.count - 8) / 2))
            return FNV1a.mixing(digest, ByteWord.load(bytes, at: bytes.count - 8))
        }
    }
}
