import EaseBytes
import EaseDiagnostics

/// Two readings (or two exercises, or two onboarding pages) of one locale do not share a title:
/// the Learn and Relax tabs list items by their titles, so a copied file whose title was not
/// changed would make two links that read the same and lead to different pages (WCAG 2.4.4), and
/// two pages with the same title (WCAG 2.4.2). Titles are compared as a screen reader reads them
/// (``ReadAlike``: letter case, spaces and a closing mark aside). The item reported is the one whose id has fewer
/// words of the title (a copied file keeps the title that belongs to the other's id:
/// `small-steps` titled "What generalized anxiety disorder is", beside `what-is-gad`); the later
/// by path when they have as many. The other is its note.
struct DuplicateTitleRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["content.duplicate-title": "two items of one kind and locale have the same title"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        return report(catalog.readings.map(\.item), kind: "reading", listed: "the Learn tab would list two links that read the same and lead to different pages")
            + report(catalog.exercises.map(\.item), kind: "exercise", listed: "the Relax tab would list two exercises that read the same")
            + report(catalog.onboardingPages.map(\.item), kind: "onboarding page", listed: "two pages of the introduction would have the same title")
    }

    private func report(_ items: [ContentItem], kind: String, listed: String) -> [Diagnostic] {
        // Each title by a digest of its locale and its folded bytes, the items sorted by it so
        // that the same titles are side by side: a string key (the title lowered, joined to its
        // locale) in a dictionary, and a sort by path, were most of the rule's time.
        let digests = items.map(Self.titleDigest(of:))
        let order = items.indices.sorted { digests[$0] < digests[$1] || (digests[$0] == digests[$1] && $0 < $1) }
        var diagnostics: [Diagnostic] = []
        var first = 0
        for (position, index) in order.enumerated() {
            if position == 0 || digests[index] != digests[order[position - 1]] { first = index; continue }
            let known = first
            guard ReadAlike.key(items[known].title) == ReadAlike.key(items[index].title) else { continue }
            // The later by path, unless its id has more of the title's words.
            var (earlier, item) = items[known].path < items[index].path ? (items[known], items[index]) : (items[index], items[known])
            if Self.wordsOfTitle(in: item) > Self.wordsOfTitle(in: earlier) { swap(&item, &earlier) }
            diagnostics.append(.warning("content.duplicate-title",
                                        "the \(kind) '\(item.id.value)' has the title '\(item.title)', as '\(earlier.id.value)' has: \(listed)",
                                        at: item.location(ofValueAt: "title"),
                                        notes: [DiagnosticNote("'\(earlier.id.value)' has it here", at: earlier.location(ofValueAt: "title")),
                                                DiagnosticNote("give each \(kind) a title that says what sets it apart (WCAG 2.4.4, 2.4.2)")]))
        }
        return diagnostics
    }

    /// An FNV-1a digest of an item's locale and its title's ``ReadAlike/key(_:)`` without its
    /// spaces (equal keys, equal digests), made from the bytes of an ASCII title (letters
    /// lowered, spaces and control characters left out, closing marks at its end too) without
    /// a string of its own.
    static func titleDigest(of item: ContentItem) -> UInt64 {
        var digest = FNV1a.offsetBasis
        func add(_ byte: UInt8) { digest = FNV1a.mixing(digest, UInt64(byte)) }
        for byte in (item.locale ?? "").utf8 { add(byte) }
        add(0)
        let isASCII = item.title.withContiguousUTF8 { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            var end = bytes.count
            // What the key leaves out at the end: spaces, tabs, line breaks and closing marks.
            while end > 0, CommonScalars.isWhitespace(Unicode.Scalar(bytes[end - 1])) || ReadAlike.closing(Unicode.Scalar(bytes[end - 1])) { end -= 1 }
            for byte in bytes[..<end] where byte > 0x20 { add(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) }
            return true
        }
        if !isASCII { for byte in ReadAlike.key(item.title).utf8 where byte > 0x20 { add(byte) } }
        return digest
    }

    /// How many of the words of an item's id its title has (`what-is-gad` has two of "What
    /// generalized anxiety disorder is").
    static func wordsOfTitle(in item: ContentItem) -> Int {
        let words = Set(item.title.lowercased().split { !$0.isLetter && !$0.isNumber })
        return item.id.value.split(separator: "-").filter { words.contains($0) }.count
    }
}
