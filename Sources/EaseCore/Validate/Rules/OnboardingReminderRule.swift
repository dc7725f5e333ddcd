import EaseDiagnostics

/// Each reminder is set on at most one onboarding page of a locale: a page with `reminder:`
/// asks for that reminder's time, so two pages naming one ask the reader the same question
/// twice, the second answer overwriting the first, and the other reminder is most likely the
/// one meant. A warning at the later page's `reminder:` value, with a note at the earlier and
/// "did you mean" the reminder no page of the locale sets, when there is one.
struct OnboardingReminderRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["onboarding.repeated-reminder": "two onboarding pages of one locale set the same reminder"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let byLocale = Dictionary(grouping: context.catalog.onboardingPages.filter { $0.reminder != nil }) { $0.item.locale ?? "" }
        var diagnostics: [Diagnostic] = []
        for locale in byLocale.keys.sorted() {
            let pages = byLocale[locale]!.sorted { ($0.page.value, $0.item.path) < ($1.page.value, $1.item.path) }
            let set = pages.compactMap { $0.reminder }
            let unset = OnboardingPageSchema.reminders.filter { !set.contains($0) }
            var first: [String: OnboardingPage] = [:]
            for page in pages {
                guard let reminder = page.reminder else { continue }
                guard let earlier = first[reminder] else {
                    first[reminder] = page
                    continue
                }
                let node = page.item.document.frontMatter?["reminder"]
                let location = node.map { page.item.document.location($0.range) } ?? page.item.id.location
                let suggestion = unset.count == 1 ? unset.first : nil
                diagnostics.append(.warning("onboarding.repeated-reminder",
                                            "onboarding page \(page.page.value) sets the \(reminder) reminder, as page \(earlier.page.value) does: the reader would be asked its time twice"
                                                + NameSuggester.didYouMean(suggestion),
                                            at: location,
                                            notes: [DiagnosticNote("page \(earlier.page.value) sets it", at: earlier.item.document.frontMatter?["reminder"].map { earlier.item.document.location($0.range) })],
                                            fixIts: FixIt.suggested(suggestion, replacing: location.range)))
            }
        }
        return diagnostics
    }
}
