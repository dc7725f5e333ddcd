import EaseDiagnostics
import EaseTemplates
import Testing
@testable import EaseCore

@Suite struct TemplatePartialsTests {
    func templates(_ texts: [String: String]) throws -> [String: (file: SourceFile, template: CompiledTemplate)] {
        try texts.mapValues { (SourceFile(path: "t.mustache", text: $0), try CompiledTemplate($0)) }
    }

    @Test func aTemplateComesBeforeItsPartialsInTheOrderItIncludesThem() throws {
        let set = try templates(["page": "{{> a}}{{#x}}{{> b}}{{/x}}{{> a}}{{> missing}}", "a": "{{> c}}", "b": "", "c": ""])
        #expect(TemplatePartials.withIncluded("page", in: set) == ["page", "a", "c", "b"])
    }

    @Test func partialsThatIncludeEachOtherAreEachListedOnce() throws {
        let set = try templates(["a": "{{> b}}", "b": "{{> a}}"])
        #expect(TemplatePartials.withIncluded("a", in: set) == ["a", "b"])
        #expect(TemplatePartials.withIncluded("missing", in: set).isEmpty)
    }
}
