import EaseDiagnostics
import Foundation

/// A source's `year` is not after this year: a book or a page cannot be drawn on before it is
/// out, so `year: 2095` is a slip of the keys (for `2005`, say) that the schema's range lets
/// through, and the site would print it under the reading. A warning at the year of a
/// default-locale reading or coping-statement list (a translation's year is its source's, which
/// `l10n.value-differs` holds it to). This year is the one `SOURCE_DATE_EPOCH` falls in when it
/// is set, as in a reproducible build, and the clock's otherwise.
struct SourceYearRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["attribution.future-year": "a source's year of publication is after this year"] }

    var scope: ValidationScope { .frontMatter }

    /// The year to compare with (UTC).
    static var thisYear: Int {
        year(sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], now: Date())
    }

    /// The year (UTC) `SOURCE_DATE_EPOCH`'s seconds fall in, when it is a number, or `now`'s.
    static func year(sourceDateEpoch: String?, now: Date) -> Int {
        let epoch = sourceDateEpoch.flatMap { Double($0.trimmingWhitespace()) }.flatMap { $0.isFinite && abs($0) < 1e15 ? $0 : nil }
        return year(ofDay: Int(((epoch ?? now.timeIntervalSince1970) / 86_400).rounded(.down)))
    }

    /// The Gregorian year of a day counted from 1970-01-01 (day 0), by whole 400-year eras
    /// (146,097 days each) and the March-based years within one, as a calendar library does
    /// it, without loading one.
    static func year(ofDay day: Int) -> Int {
        let shifted = day + 719_468  // days from 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let month = (5 * dayOfYear + 2) / 153  // 0 is March
        return yearOfEra + era * 400 + (month >= 10 ? 1 : 0)
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        let thisYear = Self.thisYear
        var diagnostics: [Diagnostic] = []
        // By index: a reading copied out of the array is a dozen reference counts taken and dropped.
        for index in catalog.readings.indices {
            guard let year = catalog.readings[index].source?.year, year > thisYear, catalog.readings[index].item.locale == nil else { continue }
            diagnostics.append(finding(year, thisYear: thisYear, in: catalog.readings[index].item))
        }
        for collection in catalog.copingStatements {
            guard let year = collection.source?.year, year > thisYear, collection.item.locale == nil else { continue }
            diagnostics.append(finding(year, thisYear: thisYear, in: collection.item))
        }
        return diagnostics
    }

    private func finding(_ year: Int, thisYear: Int, in item: ContentItem) -> Diagnostic {
        let location = item.location(ofValueAt: "source", "year")
        return .warning("attribution.future-year", "the source's year, \(year), is after this year (\(thisYear)): a source cannot be drawn on before it is out",
                        at: location,
                        notes: [DiagnosticNote("the site shows the year in the reading's source line; write the year the edition drawn on came out")])
    }
}
