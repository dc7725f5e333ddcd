@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A source's year after this year is a warning at the year.
@Suite struct SourceYearRuleTests {
    static let reading = "readings/small-steps.md"

    @Test func aYearAfterThisOneIsAWarningAtIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("year: 2005", with: "year: 2095", in: Self.reading)
        let diagnostic = try PipelineRun(fixture).only("attribution.future-year", in: Self.reading)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "the source's year, 2095, is after this year (\(SourceYearRule.thisYear)): a source cannot be drawn on before it is out")
        #expect(diagnostic.location?.range == SourceRange(line: 9, column: 9, length: 4))
    }

    /// The translation's copy of the year is its source's: one warning, at the source.
    @Test func aTranslationsYearIsLeftToItsSource() throws {
        let fixture = try ContentFixture()
        try fixture.replace("year: 2005", with: "year: 2095", in: Self.reading)
        try fixture.replace("year: 2005", with: "year: 2095", in: "readings/small-steps.ru.md")
        let run = PipelineRun(fixture)
        #expect(run.diagnostics.filter { $0.id == "attribution.future-year" }.count == 1, "\(run.problemList)")
    }

    @Test func thisYearIsAllowed() throws {
        let fixture = try ContentFixture()
        try fixture.replace("year: 2005", with: "year: \(SourceYearRule.thisYear)", in: Self.reading)
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "attribution.future-year" })
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "attribution.future-year" })
    }

    @Test func sourceDateEpochSetsThisYear() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027
        #expect(SourceYearRule.year(sourceDateEpoch: "1262304000", now: now) == 2010)  // 2010-01-01T00:00:00Z
        #expect(SourceYearRule.year(sourceDateEpoch: "1262303999", now: now) == 2009)
        #expect(SourceYearRule.year(sourceDateEpoch: nil, now: now) == 2027)
        #expect(SourceYearRule.year(sourceDateEpoch: "soon", now: now) == 2027)
    }

    /// Each year's first and last day, leap years and centuries among them.
    @Test(arguments: [(0, 1970), (-1, 1969), (364, 1970), (365, 1971), (10_956, 1999), (10_957, 2000), (11_322, 2000), (11_323, 2001),
                      (-25_203, 1900), (-25_202, 1901), (20_818, 2026), (20_819, 2027), (47_481, 2099), (47_482, 2100), (47_847, 2101)])
    func theYearOfADay(_ day: Int, _ year: Int) {
        #expect(SourceYearRule.year(ofDay: day) == year)
    }
}
