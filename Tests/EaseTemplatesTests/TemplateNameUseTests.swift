import Testing
import EaseTemplates

@Suite struct TemplateNameUseTests {
    func uses(_ text: String) throws -> [TemplateNameUse] {
        try CompiledTemplate(text).nameUses
    }

    @Test func everyTagNamesItsNameKindAndPlace() throws {
        let text = "<h1>{{title}}</h1>\n{{{body}}} {{& note }}\n{{^empty}}x{{/empty}}\n  {{> tabbar}}\n"
        let found = try uses(text)
        #expect(found.map(\.name) == ["title", "body", "note", "empty", "tabbar"])
        #expect(found.map(\.kind) == [.variable, .unescapedVariable, .unescapedVariable, .invertedSection, .partial])
        #expect(found.map { String(decoding: Array(text.utf8)[$0.tagUTF8Range], as: UTF8.self) }
            == ["{{title}}", "{{{body}}}", "{{& note }}", "{{^empty}}", "{{> tabbar}}"])
        #expect(found.map(\.utf8Offset) == found.map { Array(text.utf8).firstRange(of: Array($0.name.utf8))!.lowerBound })
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

    @Test func sectionsKnowWhereTheirClosingTagsNameIs() throws {
        let found = try uses("{{#toc}}\n  {{^ empty }}x{{/ empty }}\n{{/toc}}{{title}}")
        #expect(found.map(\.utf8Offset) == [3, 15, 47])
        #expect(found.map(\.closingUTF8Offset) == [40, 28, nil])
    }

    @Test func offsetsCountBytes() throws {
        let found = try uses("«é» {{name}}\r\n🙂🙂{{ui.skip-to-content}}")
        #expect(found.map(\.utf8Offset) == [9, 27])
        #expect(found.last?.parts == ["ui", "skip-to-content"])
    }

    @Test func closingTagsAndCommentsAreNotUses() throws {
        #expect(try uses("{{! {{title}} }}{{#a}}{{/a}}").map(\.name) == ["a"])
        #expect(try uses("{{#list}}{{.}}{{/list}}").last?.parts == [])
    }
}
