@testable import EaseCore
import EaseTemplates
import Testing

/// A watch loop re-renders a page when its template values' fingerprint changes, so rows made as
/// the page renders them (``TemplateRows``) must be fingerprinted by what they hold.
@Suite struct FingerprintTests {
    static func fingerprint(_ value: Any) -> Fingerprint.Value {
        var digest = Fingerprint()
        digest.add(templateValue: value)
        return digest.value
    }

    static let rows: [[String: String]] = (0..<40).map { ["title": "Reading \($0)", "href": "/learn/reading-\($0)/"] }

    @Test func rowsMadeOnDemandAreFingerprintedByWhatTheyHold() {
        let made = TemplateRows(count: Self.rows.count) { Self.rows[$0] }
        #expect(Self.fingerprint(["readings": made]) == Self.fingerprint(["readings": Self.rows]))
        var edited = Self.rows
        edited[17]["title"] = "Reading seventeen"
        let changed = TemplateRows(count: edited.count) { [edited] in edited[$0] }
        #expect(Self.fingerprint(["readings": changed]) != Self.fingerprint(["readings": made]))
        #expect(Self.fingerprint(TemplateRows(count: 39) { Self.rows[$0] }) != Self.fingerprint(made))
    }
}
