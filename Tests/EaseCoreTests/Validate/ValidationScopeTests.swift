import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// Each rule's declared ``ValidationScope`` is what lets a rebuild after a body edit skip it or
/// run it on the edited documents only; these tests hold every rule to its declaration on a copy
/// of the sample content with problems of every kind planted in several files.
@Suite struct ValidationScopeTests {
    /// The sample with findings for the document and front-matter rules in several files.
    static func troubledSample() throws -> ContentFixture {
        let content = try ContentFixture()
        let problems = "\nSee [this](missing.md), [that](what-is-gad.md#nowhere) and [old](http://example.org).\n\n"
            + "![](media/nothing.png) <span>raw</span>\n"
        for path in ["readings/getting-help.md", "readings/small-steps.ru.md", "readings/what-is-gad.md"] {
            try content.write(path, try content.read(path) + problems)
        }
        try content.replace("id: small-steps\n", with: "id: small-steps\nimage:\n  path: media/nowhere.png\n  alt: photo.png\n", in: "readings/small-steps.md")
        try content.replace("title: When and how to get help", with: "title: When and how to get\u{200B} help", in: "readings/getting-help.md")
        try content.replace("related: [what-is-gad]", with: "related: [what-is-gab, getting-help]", in: "readings/getting-help.md")
        try content.write("readings/what-is-gad-copy.md", try content.read("readings/what-is-gad.md"))
        return content
    }

    static func check(_ content: ContentFixture) -> CheckResult {
        ContentPipeline().check(contentRoot: content.root)
    }

    static func describe(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location?.description ?? "-") \($0.id) \($0.message)" }
    }

    @Test func documentRulesReportOnTheirSubjectsAndOnlyThere() throws {
        let content = try Self.troubledSample()
        let catalog = Self.check(content).catalog
        let context = ValidationContext(catalog: catalog, fileSystem: LocalFileSystem())
        let rules = ValidationRules.all.filter { $0.scope == .document }
        #expect(rules.count >= 5)
        var found = 0
        for rule in rules {
            let everything = rule.check(context)
            found += everything.count
            var covered = 0
            for document in catalog.documents {
                var one = context
                one.subjects = [document.source.relativePath]
                let mine = rule.check(one)
                #expect(Self.describe(mine) == Self.describe(everything.filter { $0.location?.path == document.path }),
                        "\(type(of: rule)) on \(document.source.relativePath)")
                covered += mine.count
            }
            #expect(covered == everything.count, "\(type(of: rule)) reports something outside every document")
        }
        // The planted problems: unresolved link, missing anchor, http, missing alt, missing media, raw HTML, invisible character.
        #expect(found >= 15)
    }

    /// ``ValidationRules/all`` is the order the rules are handed to the cores in (the long ones
    /// first); the report sorts their findings, so any other order gives the same report, notes
    /// and all.
    @Test func theReportDoesNotDependOnTheOrderTheRulesRunIn() throws {
        let content = try Self.troubledSample()
        func report(_ rules: [any ValidationRule]) -> [String] {
            ContentPipeline(rules: rules).check(contentRoot: content.root).engine.diagnostics.map {
                "\($0.location?.description ?? "-") \($0.severity) \($0.id) \($0.message) \($0.notes.map(\.message))"
            }
        }
        let scheduled = report(ValidationRules.all)
        #expect(scheduled.count >= 20)
        #expect(report(ValidationRules.all.reversed()) == scheduled)
        var generator = SeededGenerator(seed: 5)
        #expect(report(ValidationRules.all.shuffled(using: &generator)) == scheduled)
    }

    @Test func frontMatterRulesIgnoreBodies() throws {
        let content = try Self.troubledSample()
        let before = Self.check(content).catalog
        // Every body changes: new first lines (so every body position moves), a heading, links and an image.
        for document in before.documents where document.source.kind != .site {
            let path = document.source.relativePath
            let text = try content.read(path)
            guard let end = text.range(of: "\n---\n", range: text.index(after: text.startIndex)..<text.endIndex) else { continue }
            let added = "\nA new first paragraph.\n\n## An added heading\n\n[x](missing.md) ![y](media/none.png) <b>z</b>\n"
            try content.write(path, String(text[..<end.upperBound]) + added + String(text[end.upperBound...]))
        }
        let after = Self.check(content).catalog
        var found = 0
        for rule in ValidationRules.all where rule.scope == .frontMatter {
            let old = rule.check(ValidationContext(catalog: before, fileSystem: LocalFileSystem()))
            let new = rule.check(ValidationContext(catalog: after, fileSystem: LocalFileSystem()))
            #expect(Self.describe(old) == Self.describe(new), "\(type(of: rule))")
            found += old.count
        }
        // Duplicate and unknown ids planted above.
        #expect(found >= 3)
    }
}
