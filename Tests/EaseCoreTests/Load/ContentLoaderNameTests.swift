@testable import EaseCore
import EaseTestSupport
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

    /// A name is hidden when its first character is a dot: told by the first byte, except that a
    /// dot a combining mark joins is another character.
    @Test func hiddenNamesStartWithTheDotCharacter() {
        for name in [".hidden", ".", "..", ".ru.md", "._x"] { #expect(DirectoryEntry(name: name, kind: .file).isHidden, "\(name)") }
        for name in ["a.md", "", "reading.md", ".\u{301}x.md", "\u{2024}x.md"] { #expect(!DirectoryEntry(name: name, kind: .file).isHidden, "\(name)") }
    }

    /// The bytes' fast way (an ASCII name with no dot before `.md`) gives what the characters'
    /// way does, on generated names: dots, locales, upper case, non-ASCII letters, combining
    /// marks and suffixes that only look like `.md`.
    @Test func theFastWayAgreesWithTheCharactersWay() {
        let pieces = ["a", "reading", "-", "0", "9", ".", "ru", "pt-BR", "md", "M", "ё", "\u{301}", "é", "e\u{301}", " ", "_"]
        let endings = [".md", ".MD", "md", ".m", ".md\u{301}", "", ".ru.md", ".mdx"]
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<3_000 {
            let stem = generator.text(of: pieces, most: 5)
            let name = stem + endings.randomElement(using: &generator)!
            let fast = ContentLoader.splitMarkdownName(name), general = ContentLoader.splitMarkdownNameByCharacters(name)
            #expect(fast?.stem == general?.stem && fast?.locale == general?.locale, "\(name)")
            // What the listing asks (Markdown or not, and the locale) agrees with the split.
            let listed = ContentLoader.markdownLocale(of: name)
            #expect(listed.isMarkdown == (general != nil) && listed.locale == general?.locale, "\(name)")
        }
    }
}
