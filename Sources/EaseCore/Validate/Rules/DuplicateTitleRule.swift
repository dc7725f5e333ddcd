import EaseDiagnostics

/// Two readings (or two exercises, or two onboarding pages) of one locale do not share a title:
/// the Learn and Relax tabs list items by their titles, so a copied file whose title was not
/// changed would make two links that read the same and lead to different pages (WCAG 2.4.4), and
/// two pages with the same title (WCAG 2.4.2). Titles are compared as a screen reader reads them:
/// letter case and the spaces around them aside. The item reported is the one whose id has fewer
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
        var first: [String: ContentItem] = [:]
        var diagnostics: [Diagnostic] = []
        for item in items.sorted(by: { $0.path < $1.path }) {
            let key = (item.locale ?? "") + "\u{0}" + item.title.trimmingWhitespace().lowercased()
            guard var earlier = first[key] else {
                first[key] = item
                continue
            }
            var item = item
            if Self.wordsOfTitle(in: item) > Self.wordsOfTitle(in: earlier) { swap(&item, &earlier) }
            diagnostics.append(.warning("content.duplicate-title",
                                        "the \(kind) '\(item.id.value)' has the title '\(item.title)', as '\(earlier.id.value)' has: \(listed)",
                                        at: titleLocation(of: item),
                                        notes: [DiagnosticNote("'\(earlier.id.value)' has it here", at: titleLocation(of: earlier)),
                                                DiagnosticNote("give each \(kind) a title that says what sets it apart (WCAG 2.4.4, 2.4.2)")]))
        }
        return diagnostics
    }

    /// How many of the words of an item's id its title has (`what-is-gad` has two of "What
    /// generalized anxiety disorder is").
    static func wordsOfTitle(in item: ContentItem) -> Int {
        let words = Set(item.title.lowercased().split { !$0.isLetter && !$0.isNumber })
        return item.id.value.split(separator: "-").filter { words.contains($0) }.count
    }

    /// Where an item's `title:` value is written; its id's place when the front matter is gone.
    private func titleLocation(of item: ContentItem) -> SourceLocation {
        item.document.frontMatter?["title"].map { item.document.location($0.range) } ?? item.id.location
    }
}
