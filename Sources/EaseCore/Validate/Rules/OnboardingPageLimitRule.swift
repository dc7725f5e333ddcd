import EaseDiagnostics

/// Onboarding is a few short pages shown before the app on first launch: a reader must swipe
/// through every one (or skip them all) before they can start. More pages than
/// `onboarding.page-limit` (5, the app's design, when site.yml does not say) is a warning at the
/// first page past the limit, with a note at each later one. A translation mirrors its source's
/// pages and is not counted again.
struct OnboardingPageLimitRule: ValidationRule {
    static let defaultLimit = 5

    var diagnosticIDs: [String: String] { ["onboarding.page-limit": "there are more onboarding pages than the limit"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let setting = context.catalog.site?.onboardingPageLimit
        let limit = setting?.value ?? Self.defaultLimit
        let pages = context.catalog.onboardingPages.filter { $0.item.locale == nil }
            .sorted { ($0.page.value, $0.item.path) < ($1.page.value, $1.item.path) }
        let over = pages.dropFirst(limit)
        guard let first = over.first else { return [] }
        var notes = [DiagnosticNote("a new user swipes through every page, or skips them all, before the app opens; join pages, or move what can wait into a reading")]
        notes += over.dropFirst().map { DiagnosticNote("page \($0.page.value), past the limit too", at: $0.page.location) }
        if let setting { notes.append(DiagnosticNote("the limit is set here", at: setting.location)) }
        return [.warning("onboarding.page-limit",
                         "onboarding has \(pages.count) pages, \(pages.count - limit) more than the limit of \(limit)\(setting == nil ? " (`onboarding.page-limit`)" : "")",
                         at: first.page.location, notes: notes)]
    }
}
