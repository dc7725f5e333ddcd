import Testing
import EaseTemplates

@Suite struct TemplateNameUseTests {
    func uses(_ text: String) throws -> [TemplateNameUse] {
        try CompiledTemplate(text).nameUses
    }

    @Test func everyTagNamesItsNameKindAndPlace() throws {
        let found = try uses("<h1>{{title}}</h1>\n{{{body}}} {{& note }}\n{{^empty}}x{{/empty}}\n  {{> tabbar}}\n")
        #expect(found.map(\.name) == ["title", "body", "note", "empty", "tabbar"])
        #expect(found.map(\.kind) == [.variable, .variable, .variable, .invertedSection, .partial])
        #expect(found.map(\.line) == [1, 2, 2, 3, 4])
        #expect(found.map(\.column) == [7, 4, 16, 4, 7])
        #expect(found.allSatisfy { $0.sections.isEmpty })
    }

    @Test func sectionsPushTheirNameButInvertedSectionsDoNot() throws {
        let found = try uses("{{#toc}}{{^current}}{{#image}}{{alt}}{{> caption}}{{/image}}{{/current}}{{/toc}}{{title}}")
        let byName = Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0.sections) })
        #expect(byName["toc"] == [])
        #expect(byName["current"] == ["toc"])
        #expect(byName["image"] == ["toc"])
        #expect(byName["alt"] == ["toc", "image"])
        #expect(byName["caption"] == ["toc", "image"])
        #expect(byName["title"] == [])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let found = try uses("«é» {{name}}\n🙂🙂{{ui.skip-to-content}}")
        #expect(found.map(\.column) == [7, 5])
        #expect(found.last?.parts == ["ui", "skip-to-content"])
        #expect(found.last?.length == 18)
    }

    @Test func closingTagsAndCommentsAreNotUses() throws {
        #expect(try uses("{{! {{title}} }}{{#a}}{{/a}}").map(\.name) == ["a"])
        #expect(try uses("{{#list}}{{.}}{{/list}}").last?.parts == [])
    }
}
