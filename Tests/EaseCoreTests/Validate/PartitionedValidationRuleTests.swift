@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// The rules' findings are each rule's, in the rules' order, whether a rule runs whole or in
/// pieces on the cores; a partitioned rule's check alone finds what its pieces do.
@Suite struct PartitionedValidationRuleTests {
    /// A rule of `count` pieces, each finding one warning named by the rule and the piece.
    struct PiecesRule: PartitionedValidationRule {
        let name: String
        let count: Int
        var diagnosticIDs: [String: String] { ["test.piece": "a piece ran"] }

        func pieces(_ context: ValidationContext) -> [@Sendable () -> [Diagnostic]] {
            (0..<count).map { index in { [name] in [.warning("test.piece", "\(name) \(index)", at: nil)] } }
        }
    }

    /// A rule that is one check, finding one warning named by the rule.
    struct WholeRule: ValidationRule {
        let name: String
        var diagnosticIDs: [String: String] { ["test.whole": "a whole rule ran"] }

        func check(_ context: ValidationContext) -> [Diagnostic] { [.warning("test.whole", name, at: nil)] }
    }

    @Test func eachRulesFindingsAreItsPiecesInOrder() throws {
        let catalog = ContentPipeline().check(contentRoot: try ContentFixture().root).catalog
        let context = ValidationContext(catalog: catalog, fileSystem: LocalFileSystem())
        let rules: [any ValidationRule] = [WholeRule(name: "first"), PiecesRule(name: "many", count: 40), PiecesRule(name: "none", count: 0),
                                           WholeRule(name: "last"), PiecesRule(name: "two", count: 2)]
        let findings = ValidationRunner.run(rules, in: context).map { $0.map(\.message) }
        #expect(findings == [["first"], (0..<40).map { "many \($0)" }, [], ["last"], ["two 0", "two 1"]])
        #expect(PiecesRule(name: "many", count: 3).check(context).map(\.message) == ["many 0", "many 1", "many 2"])
    }

    /// The translation rule's pieces, one a source and one a locale's strings, find what a
    /// sequential check of every translation does: the sample content's translations, one of them
    /// left in English.
    @Test func theUntranslatedTextsRulesPiecesFindItsFindings() throws {
        let fixture = try ContentFixture()
        let source = try fixture.read("readings/small-steps.md")
        let body = try #require(source.range(of: "\n---\n").map { source[$0.upperBound...] })
        let translation = try fixture.read("readings/small-steps.ru.md")
        let front = try #require(translation.range(of: "\n---\n").map { translation[..<$0.upperBound] })
        try fixture.write("readings/small-steps.ru.md", String(front) + body)
        let catalog = ContentPipeline().check(contentRoot: fixture.root).catalog
        let context = ValidationContext(catalog: catalog, fileSystem: LocalFileSystem())
        let rule = TranslationLeftInSourceRule()
        let pieces = rule.pieces(context)
        let translated = try #require(catalog.site).translationLocales.count
        #expect(pieces.count > translated, "a piece a source with translations, and one a locale's strings")
        let found = ValidationRunner.run([rule], in: context)
        #expect(found.count == 1)
        #expect(found[0] == rule.check(context))
        #expect(found[0].contains { $0.id == "l10n.untranslated" && $0.location?.path.hasSuffix("small-steps.ru.md") == true })
    }

    /// The staleness rule's pieces, some dozens of translations each, find each translation's
    /// finding in the order of the sources' paths: 150 copies of a reading whose translations
    /// record a hash their source never had.
    @Test func theStalenessRulesPiecesFindEachStaleTranslationInOrder() throws {
        let fixture = try ContentFixture()
        let source = try fixture.read("readings/small-steps.md")
        let translation = try fixture.read("readings/small-steps.ru.md")
        let copies = (0..<150).map { String(format: "copy-%03d", $0) }
        for copy in copies {
            try fixture.write("readings/\(copy).md", source.replacingOccurrences(of: "id: small-steps", with: "id: \(copy)"))
            try fixture.write("readings/\(copy).ru.md", translation.replacingOccurrences(of: "id: small-steps", with: "id: \(copy)")
                .replacingOccurrences(of: "source-hash: df8ceb50c08e", with: "source-hash: 000000000000"))
        }
        let catalog = ContentPipeline().check(contentRoot: fixture.root).catalog
        let context = ValidationContext(catalog: catalog, fileSystem: LocalFileSystem())
        let rule = TranslationStaleRule()
        #expect(rule.pieces(context).count >= 3)
        let found = ValidationRunner.run([rule], in: context)
        #expect(found == [rule.check(context)])
        let stale = found[0].filter { $0.id == "l10n.stale" }.compactMap { $0.location?.path }
        #expect(stale.count == copies.count)
        #expect(zip(stale, copies).allSatisfy { path, copy in path.hasSuffix("readings/\(copy).ru.md") }, "one a copy, in order")
    }
}
