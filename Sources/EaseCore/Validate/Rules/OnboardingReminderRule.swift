import EaseDiagnostics

/// Each reminder is set on at most one onboarding page of a locale: a page with `reminder:`
/// asks for that reminder's time, so two pages naming one ask the reader the same question
/// twice, the second answer overwriting the first, and the other reminder is most likely the
/// one meant. A warning at the later page's `reminder:` value, with a note at the earlier and
/// "did you mean" the reminder no page of the locale sets, when there is one.
///
/// The relaxation reminder is the one onboarding asks for (the app's design: a page of its own
/// for its time). When site.yml has it and no onboarding page of the default locale sets it, a
/// reader is never asked: off by default, no one would ever get it; on, everyone would get it at
/// a time they never chose. A warning at the reminder in site.yml (while every onboarding file
/// reads as a page, so that a page the schema rejected is not taken for one that does not ask).
struct OnboardingReminderRule: ValidationRule {
    /// The reminder onboarding asks for.
    static let askedReminder = "relaxation"

    var diagnosticIDs: [String: String] {
        ["onboarding.repeated-reminder": "two onboarding pages of one locale set the same reminder",
         "onboarding.reminder-not-asked": "no onboarding page asks for the relaxation reminder site.yml sets"]
    }

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
        if let unasked = unaskedReminder(context) { diagnostics.append(unasked) }
        return diagnostics
    }

    private func unaskedReminder(_ context: ValidationContext) -> Diagnostic? {
        let name = Self.askedReminder
        guard let site = context.catalog.site, let reminder = site.reminders[name],
              let node = site.document.frontMatter?["reminders"]?.entries?.first(where: { $0.key == name }) else { return nil }
        let pages = context.catalog.onboardingPages.filter { $0.item.locale == nil }
        // A page that names the reminder, or one whose `reminder:` the schema rejected (`relax`).
        guard pages.count == context.catalog.contentFileCount(of: .onboardingPage, locale: nil), !pages.contains(where: { page in
            page.reminder == name || (page.item.document.frontMatter?["reminder"] != nil && !OnboardingPageSchema.reminders.contains(page.reminder ?? ""))
        }) else { return nil }
        let what = reminder.enabled
            ? "every reader would get it at \(reminder.time.map { "\($0)" } ?? "its default time") without choosing a time"
            : "it is off until a reader turns it on, so no reader would ever get it"
        return .warning("onboarding.reminder-not-asked", "no onboarding page asks for the \(name) reminder: \(what)",
                        at: site.document.location(node.keyRange),
                        notes: [DiagnosticNote("onboarding asks for it on a page of its own: add 'reminder: \(name)' to the page that offers it")])
    }
}
