@testable import EaseMarkdown
import Testing

@Suite struct HeadingSluggerTests {
    @Test func theASCIIPathGivesWhatTheUnicodePathGives() throws {
        let every = String(decoding: Array(0x01...0x7F).map { UInt8($0) }, as: UTF8.self)
        for text in [every, "Part 1: Ground", "  Worry_time -- and\tRest\r\n", "Why? (Because!)", "ABC xyz 0123"] {
            let ascii = try #require(HeadingSlugger.asciiSlug(text))
            #expect(ascii == HeadingSlugger.unicodeSlug(text), "\(text.debugDescription)")
        }
        #expect(HeadingSlugger.asciiSlug("Тревога и сон") == nil)
        #expect(HeadingSlugger.baseSlug("Тревога и сон") == "тревога-и-сон")
    }
}
