import EaseDiagnostics

/// Onboarding pages give only what a new user needs: more words than the budget is a warning.
struct OnboardingWordBudgetRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["onboarding.word-budget": "an onboarding page has more words than the budget"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let budget = context.catalog.site?.onboardingWordBudget ?? 80
        return context.catalog.onboardingPages.compactMap { page in
            let words = page.item.document.wordCount
            guard words > budget else { return nil }
            let range = page.item.outline.range ?? page.item.id.location.range
            return .warning("onboarding.word-budget", "onboarding page has \(words) words; the budget is \(budget)",
                            at: SourceLocation(path: page.item.path, range: SourceRange(at: range.start)),
                            notes: [DiagnosticNote("give a new user only what they need to get started; move the rest into a reading")])
        }
    }
}
