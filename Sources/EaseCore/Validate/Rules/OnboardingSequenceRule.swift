import EaseDiagnostics

/// Onboarding pages are numbered 1…n without gaps or repeats (per locale). While a page of a
/// locale has no readable number (the schema reports it), its locale is not checked for gaps,
/// which would only repeat that report.
struct OnboardingSequenceRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["onboarding.numbering": "onboarding pages are not numbered 1…n"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let byLocale = Dictionary(grouping: context.catalog.onboardingPages) { $0.item.locale ?? "" }
        var files: [String: Int] = [:]
        context.catalog.forEachContentFile { kind, _, locale in if kind == .onboardingPage { files[locale ?? "", default: 0] += 1 } }
        for locale in byLocale.keys.sorted() {
            let pages = byLocale[locale]!.sorted { ($0.page.value, $0.item.path) < ($1.page.value, $1.item.path) }
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
}
