import EaseBytes
import EaseDiagnostics

/// A summary says more than the title: each page shows the title and, under it, the summary (the
/// Learn tab lists them the same way), so a summary that reads as the title (``ReadAlike``: letter
/// case, spaces and a closing full stop aside) is read out twice in a row and tells the reader
/// nothing new. A warning at the summary of a reading, an exercise or the coping statements.
/// A summary is also short: one over ``wordLimit`` words is more than the Learn tab's list can
/// show at a glance under its title (a warning too).
struct SummaryRule: ValidationRule {
    /// The most words a summary has: a sentence or two (the sample's longest has 21).
    static let wordLimit = 40

    var diagnosticIDs: [String: String] {
        ["content.summary-repeats-title": "a summary reads as its item's title",
         "content.long-summary": "a summary has more than \(Self.wordLimit) words"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        var diagnostics: [Diagnostic] = []
        for index in catalog.readings.indices {
            if let found = finding(catalog.readings[index].summary, of: catalog.readings[index].item) { diagnostics.append(found) }
        }
        for index in catalog.exercises.indices {
            if let found = finding(catalog.exercises[index].summary, of: catalog.exercises[index].item) { diagnostics.append(found) }
        }
        for collection in catalog.copingStatements {
            if let found = finding(collection.summary, of: collection.item) { diagnostics.append(found) }
        }
        return diagnostics
    }

    private func finding(_ summary: String, of item: ContentItem) -> Diagnostic? {
        let words = Self.wordCount(summary)
        if words > Self.wordLimit {
            return .warning("content.long-summary", "the summary of '\(item.id.value)' has \(words) words; a summary is a sentence or two, at most \(Self.wordLimit) words",
                            at: item.location(ofValueAt: "summary"),
                            notes: [DiagnosticNote("the Learn tab lists each page's title with its summary under it, and the page opens with it; say the rest in the page's text")])
        }
        // Most summaries are much longer than their titles: told apart by length alone.
        guard abs(summary.utf8.count - item.title.utf8.count) <= 4, !summary.isEmpty,
              ReadAlike.key(summary) == ReadAlike.key(item.title) else { return nil }
        let location = item.location(ofValueAt: "summary")
        return .warning("content.summary-repeats-title", "the summary of '\(item.id.value)' reads as its title, so it would be read out twice in a row",
                        at: location,
                        notes: [DiagnosticNote("the page shows the title and the summary under it; say in a sentence what the page offers")])
    }

    /// The words of a text, separated by ASCII white space: counted only when the text has
    /// more spaces than the limit (a text has at most one word more than its spaces), which one
    /// tight pass over its bytes tells; most summaries have far fewer.
    static func wordCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            // The spaces sixteen bytes at a time (the rest one by one): a byte of 0x20 or below.
            var spaces = 0
            var index = 0
            while index + ByteBlock.width <= bytes.count {
                let block = ByteBlock(bytes, at: index)
                spaces &+= (block.matches(0x20) | block.matches(0, under: 0xE0)).count
                index += ByteBlock.width
            }
            while index < bytes.count {
                if bytes[index] <= 0x20 { spaces &+= 1 }
                index += 1
            }
            guard spaces >= wordLimit else { return 0 }
            var count = 0
            var inWord = false
            for byte in bytes {
                let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
                if !isSpace, !inWord { count += 1 }
                inWord = !isSpace
            }
            return count
        }
    }
}
