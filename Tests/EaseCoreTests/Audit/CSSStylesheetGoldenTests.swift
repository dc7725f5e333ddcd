import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// The stylesheet reader's whole result for the site's own stylesheets (`Templates/assets/site.css`,
/// and copies in `Fixtures/css` of the two a build generates) and a file of edge cases, against a
/// recorded description in `Fixtures/css/parsed.txt`: a change to the reader that changes any
/// rule, selector or declaration shows here. Re-record with `EASE_RECORD=1` after a deliberate
/// change to the reader or to `site.css`.
@Suite struct CSSStylesheetGoldenTests {
    static let folder = ContentFixture.repositoryRoot + "/Tests/EaseCoreTests/Fixtures/css/"
    /// Each sheet's name in the description, and its path.
    static let sheets = [("site.css", ContentFixture.repositoryRoot + "/Templates/assets/site.css")]
        + ["theme.css", "motion.css", "edge-cases.css"].map { ($0, folder + $0) }

    @Test func parsesTheFixturesAsRecorded() throws {
        var described = ""
        for (name, path) in Self.sheets {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            described += "== \(name)\n" + Self.describe(CSSStylesheet(text))
        }
        let path = Self.folder + "parsed.txt"
        if ProcessInfo.processInfo.environment["EASE_RECORD"] == "1" {
            try described.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        let got = described.split(separator: "\n", omittingEmptySubsequences: false)
        let want = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, pair) in zip(got, want).enumerated() where pair.0 != pair.1 {
            Issue.record("parsed.txt line \(line + 1): got \(pair.0.debugDescription), recorded \(pair.1.debugDescription)")
            break
        }
        #expect(got.count == want.count)
    }

    /// One line per rule, selector and declaration, and one per keyframes block, with every
    /// string escaped so white space and invisible characters show.
    static func describe(_ sheet: CSSStylesheet) -> String {
        var out = ""
        for rule in sheet.rules {
            out += "rule \(rule.order) media \(rule.media.debugDescription)\n"
            for selector in rule.selectors {
                let key = selector.key, subject = selector.subject
                out += "  selector \(selector.text.debugDescription) specificity \(selector.specificity)"
                out += " key \(String(describing: key.id)) \(String(describing: key.className)) \(String(describing: key.tag))"
                out += " ids \(selector.testedIDs) attributes \(selector.testedAttributes.sorted())"
                out += " subject \(String(describing: subject.tag)) \(subject.classes) \(subject.attributes.map { "\($0.name)=\(String(describing: $0.value))" })"
                out += " root \(selector.rootAttributes.map { "\($0.name)=\(String(describing: $0.value))" })\n"
            }
            for declaration in rule.declarations {
                out += "  \(declaration.property.debugDescription): \(declaration.value.debugDescription)\(declaration.isImportant ? " !important" : "")\n"
            }
        }
        for name in sheet.keyframes.keys.sorted() {
            out += "keyframes \(name.debugDescription) \(sheet.keyframes[name]!.properties.sorted())\n"
        }
        return out
    }
}
