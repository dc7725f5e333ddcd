@testable import EaseCore
import Testing

@Suite struct AccessibleNameTests {
    @Test(arguments: [
        ("Read more", "Read more"),
        ("Читать дальше", "Читать дальше"),
        ("  Read\n   more ", "Read more"),
        ("Read  more", "Read more"),
        ("Read\u{A0}more", "Read more"),
        ("\u{2003}Calm\u{3000}", "Calm"),
        ("“Breathe” — slowly", "“Breathe” — slowly"),
        (" ", ""),
        ("", ""),
    ])
    func whiteSpaceCollapses(_ text: String, _ collapsed: String) {
        #expect(AccessibleName.collapse(text) == collapsed)
    }

    @Test(arguments: [
        ("https://example.org", true), ("//cdn.example.org/x.js", true), ("mailto:a@b.c", true), ("tel:+100", true),
        ("/learn/", false), ("../x/", false), ("#part-1", false), ("a/b:c", false), (":x", false), ("", false),
    ])
    func externalDestinations(_ destination: String, _ external: Bool) {
        #expect(ContentCatalog.isExternal(destination) == external)
    }
}
