@testable import EaseCore
import Testing

/// Which names in a content folder are Markdown documents, and in which locale.
@Suite struct ContentLoaderNameTests {
    @Test(arguments: [
        ("reading-00001.md", "reading-00001", nil),
        ("worry.ru.md", "worry", "ru"),
        ("worry.pt-BR.md", "worry", "pt-BR"),
        ("notes.v2.md", "notes.v2", nil),
        ("ёлка.md", "ёлка", nil),
        ("ёлка.ru.md", "ёлка", "ru"),
        ("a.md", "a", nil),
    ] as [(String, String, String?)])
    func markdownNamesSplitIntoStemAndLocale(_ name: String, _ stem: String, _ locale: String?) throws {
        let split = try #require(ContentLoader.splitMarkdownName(name))
        #expect(split.stem == stem)
        #expect(split.locale == locale)
    }

    @Test(arguments: [".md", "md", "reading.MD", "reading.md.txt", "reading.markdown", "reading.md\u{301}", ""])
    func otherNamesAreNotMarkdown(_ name: String) {
        #expect(ContentLoader.splitMarkdownName(name) == nil)
    }
}
