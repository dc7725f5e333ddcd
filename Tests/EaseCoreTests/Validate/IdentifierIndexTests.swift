@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// An id the schema rejects is reported once, with its fix-it: references, translations, the
/// session matrix and the strings of `site.yml` match it by the id that fix-it writes, so none of
/// them repeats the report or suggests the rejected text. A page whose number the schema rejects
/// is still its translation's source, and does not open a gap in the numbering; a file whose
/// front matter made no item, or that could not be read as text, is not unknown to the links and
/// references that name it by its path or its file name.
@Suite struct IdentifierIndexTests {
    /// The errors and warnings of the sample content after one edit, but the stale-translation
    /// warnings any edit of a translated source brings.
    func problems(after written: String, _ replacement: String, in path: String) throws -> [Diagnostic] {
        try PipelineRun.sample(replacing: written, with: replacement, in: path).problems.filter { $0.id != "l10n.stale" }
    }

    @Test(arguments: [("id: body-and-anxiety", "id: Body and anxiety", "readings/body-and-anxiety.md"),
                      ("id: calming-scene", "id: calming_scene", "exercises/calming-scene.md"),
                      ("id: about-gad", "id: About GAD", "onboarding/02-what-is-gad.md"),
                      ("  - id: uneasy", "  - id: Uneasy", "site.yml"),
                      ("mood: uneasy, minutes: 2,", "mood: Uneasy, minutes: 2,", "site.yml"),
                      ("related: [breathing-and-calm", "related: [Breathing-and-calm", "readings/body-and-anxiety.md")])
    func aRejectedIdIsTheSchemasErrorAlone(_ written: String, _ replacement: String, _ path: String) throws {
        let problems = try problems(after: written, replacement, in: path)
        #expect(problems.map(\.id) == ["schema.invalid-value"], "\(problems.map { "\($0.id): \($0.message)" })")
        #expect(problems.first?.location?.path.hasSuffix(path) == true)
        #expect(problems.first?.fixIts.isEmpty == false, "the fix-it that writes the id the others match it by")
    }

    @Test(arguments: [("id: breathing-and-calm\n", "", "readings/breathing-and-calm.md"),
                      ("---\nid: calming-scene", "id: calming-scene", "exercises/calming-scene.md")])
    func aFileWhoseItemCouldNotBeMadeIsNotUnknownToItsReferences(_ written: String, _ replacement: String, _ path: String) throws {
        let problems = try problems(after: written, replacement, in: path)
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.location?.path.hasSuffix(path) == true }, "\(problems.map { "\($0.id): \($0.message)" })")
    }

    /// Empty, or with a NUL byte: the file gives no document at all.
    @Test(arguments: [("readings/breathing-and-calm.md", [UInt8]()), ("readings/breathing-and-calm.md", Array("---\nid: x\0\n".utf8)),
                      ("exercises/calming-scene.md", []), ("onboarding/02-what-is-gad.md", [])])
    func aFileThatCouldNotBeReadIsItsOwnErrorAlone(_ path: String, _ bytes: [UInt8]) throws {
        let fixture = try ContentFixture()
        try fixture.write(path, bytes: bytes)
        let run = PipelineRun(fixture)
        // No link, reference, translation or page number that leads to it is reported.
        #expect(run.problems.count == 1, "\(run.problemList)")
        #expect(run.problems.first?.id.hasPrefix("source.") == true)
    }

    @Test(arguments: ["page: 2.0", "page: 99"])
    func aRejectedPageNumberIsTheSchemasErrorAlone(_ page: String) throws {
        let problems = try problems(after: "page: 2", page, in: "onboarding/02-what-is-gad.md")
        #expect(problems.count == 1, "\(problems.map { "\($0.id): \($0.message)" })")
        #expect(problems.first?.id.hasPrefix("schema.") == true)
    }

    @Test func referencesAreStillCheckedAgainstTheValidIds() throws {
        let index = IdentifierIndex(["breathing-and-calm", "Body and anxiety"])
        #expect(!index.isUnknown("breathing-and-calm"))
        #expect(!index.isUnknown("body-and-anxiety"), "the id the rejected one's fix-it writes")
        #expect(!index.isUnknown("Not An Id"), "the schema's report")
        #expect(index.isUnknown("worry-time"))
        #expect(index.suggestion(for: "breathing-and-clam") == "breathing-and-calm")
        #expect(index.suggestion(for: "Body and anxiety!") == nil, "a rejected id is never suggested")
        #expect(IdentifierIndex.repairing("Uneasy") == "uneasy")
        #expect(IdentifierIndex.repairing("uneasy") == "uneasy")
    }
}
