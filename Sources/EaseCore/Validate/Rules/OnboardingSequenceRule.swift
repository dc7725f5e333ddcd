import EaseDiagnostics

/// Onboarding pages are numbered 1…n without gaps or repeats (per locale). While a page of a
/// locale has no readable number (the schema reports it), its locale is not checked for gaps,
/// which would only repeat that report. When the file names order every page but one, that one
/// is reported alone, with the number its place gives it.
struct OnboardingSequenceRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["onboarding.numbering": "onboarding pages are not numbered 1…n"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let byLocale = Dictionary(grouping: context.catalog.onboardingPages) { $0.item.locale ?? "" }
        var files: [String: Int] = [:]
        context.catalog.forEachContentFile { kind, _, locale in if kind == .onboardingPage { files[locale ?? "", default: 0] += 1 } }
        for locale in byLocale.keys.sorted() {
            let pages = byLocale[locale]!.sorted { ($0.page.value, $0.item.path) < ($1.page.value, $1.item.path) }
            if pages.count == files[locale], let misplaced = Self.onlyPageOutOfFileOrder(pages) {
                diagnostics.append(misplaced)
                continue
            }
            var seen: [Int: OnboardingPage] = [:]
            for page in pages {
                if let first = seen[page.page.value] {
                    diagnostics.append(.error("onboarding.numbering", "two onboarding pages are page \(page.page.value)",
                                              at: page.page.location, notes: [DiagnosticNote("the other one", at: first.page.location)]))
                } else {
                    seen[page.page.value] = page
                }
            }
            guard pages.count == files[locale] else { continue }
            let numbers = seen.keys.sorted()
            for (index, number) in numbers.enumerated() where number != index + 1 {
                let page = seen[number]!
                diagnostics.append(.error("onboarding.numbering",
                                          "onboarding page \(number) follows page \(index == 0 ? "0 (there is no page 1)" : String(numbers[index - 1])); pages are numbered 1, 2, 3… without gaps",
                                          at: page.page.location,
                                          fixIts: [FixIt("renumber as \(index + 1)", replacing: page.page.location.range, with: String(index + 1))]))
                break
            }
        }
        return diagnostics
    }

    /// When the file names put every page but one in its place (`03-three-tabs.md` is page 4 beside
    /// `04-reminder.md`'s 4), that one page is the mistake: one error there, with the number its
    /// file name's place gives it (which no other page has), instead of a repeat reported at the
    /// page that is right and a gap at the one after.
    static func onlyPageOutOfFileOrder(_ pages: [OnboardingPage]) -> Diagnostic? {
        let inFileOrder = pages.sorted { $0.item.path < $1.item.path }
        let misplaced = inFileOrder.indices.filter { inFileOrder[$0].page.value != $0 + 1 }
        guard misplaced.count == 1, let index = misplaced.first else { return nil }
        let page = inFileOrder[index], wanted = index + 1
        let other = inFileOrder.first { $0.page.value == page.page.value && $0.item.path != page.item.path }
        return .error("onboarding.numbering",
                      "onboarding page \(page.page.value) is page \(wanted) by the order of the file names, and there is no page \(wanted)",
                      at: page.page.location,
                      notes: other.map { [DiagnosticNote("this one is page \(page.page.value) in its file name's place", at: $0.page.location)] } ?? [],
                      fixIts: [FixIt("renumber as \(wanted)", replacing: page.page.location.range, with: String(wanted))])
    }
}
