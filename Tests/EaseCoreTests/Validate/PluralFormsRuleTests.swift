@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Two Russian plural forms whose words always differ (one and few, few and many) that say the
/// same are a warning at the later form, with a note at the earlier; forms that all say the same,
/// and one and many alike (1 раз, 5 раз), are not reported.
@Suite struct PluralFormsRuleTests {
    static let one = "        one: \"{count} минута чтения\"\n"
    static let many = "        many: \"{count} минут чтения\"\n"

    @Test func aOneFormCopiedOverTheFewFormIsReportedAtTheFewForm() throws {
        let run = try PipelineRun.sample(replacing: Self.one, with: "        one: \"{count} минуты чтения\"\n", in: "site.yml")
        #expect(run.problems.count == 1, "\(run.problemList)")
        let finding = try run.only("l10n.plural-form-repeated", in: "site.yml")
        #expect(finding.severity == .warning)
        #expect(finding.message == "'ui.reading-time' in ru gives its 'few' form the same words as its 'one' form, '{count} минуты чтения'")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "\"{count} минуты чтения\"\n        many", in: "site.yml")))
        #expect(finding.notes.first?.location?.range.start == (try run.fixture.position(of: "\"{count} минуты чтения\"\n        few", in: "site.yml")))
        #expect(finding.notes.last?.message.hasSuffix("in ru the 'one' and 'few' words differ (1 минута, 2 минуты, 5 минут)") == true)
    }

    @Test func aFewFormLeftInTheManyFormIsReported() throws {
        let run = try PipelineRun.sample(replacing: Self.many, with: "        many: \"{count} минуты чтения\"\n", in: "site.yml")
        #expect(try run.only("l10n.plural-form-repeated", in: "site.yml").message.hasPrefix("'ui.reading-time' in ru gives its 'many' form the same words as its 'few' form"))
    }

    @Test func formsThatAllSayTheSameOrAgreeOnlyForOneAndManyAreNotReported() throws {
        let forms = Self.one + "        few: \"{count} минуты чтения\"\n" + Self.many + "        other: \"{count} минуты чтения\"\n"
        let same = "        one: \"{count} мин\"\n        few: \"{count} мин\"\n        many: \"{count} мин\"\n        other: \"{count} мин\"\n"
        let alike = "        one: \"{count} раз\"\n        few: \"{count} раза\"\n        many: \"{count} раз\"\n        other: \"{count} раза\"\n"
        for replacement in [same, alike] {
            let run = try PipelineRun.sample(replacing: forms, with: replacement, in: "site.yml")
            #expect(!run.diagnostics.contains { $0.id.hasPrefix("l10n.plural") }, "\(run.problemList)")
        }
    }

    @Test func englishFormsThatSayTheSameAreNotReported() throws {
        let run = try PipelineRun.sample(replacing: "locales: [en, ru]", with: "locales: [en, ru]\nui:\n  reading-time:\n    one: \"{count} min read\"\n    other: \"{count} min read\"", in: "site.yml")
        #expect(!run.diagnostics.contains { $0.id == "l10n.plural-form-repeated" }, "\(run.problemList)")
    }
}
