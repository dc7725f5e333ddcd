@testable import EaseCore
import Testing

/// An ASCII compound selector is read byte by byte (``CSSSelector/asciiCompound(_:)``); it must
/// read what the reading by characters reads, for every token a stylesheet can hold.
@Suite struct CSSSelectorCompoundTests {
    static func described(_ compound: CSSSelector.Compound?) -> String {
        guard let compound else { return "nil" }
        let attributes = compound.attributes.map { "\($0.name)=\($0.value ?? "<none>")" }
        return "tag \(compound.tag ?? "-") id \(compound.id ?? "-") classes \(compound.classes) attributes \(attributes) root \(compound.isRoot) all \(compound.isUniversal)"
    }

    @Test(arguments: [
        "p", "P", "h1", "*", "*.x", ".tab-bar__item--learn", "a.b.c", "#main", "div#main.x", "[hidden]", "[data-motion=\"full\"]",
        "[data-motion='reduced']", "[DATA-X=Y]", "[a~=b]", "[a|=b]", "[a^=b]", "[a$=b]", "[a*=b]", "[a==b]", "[=x]", "[a=]", "[]", "[=]",
        "[a", "a[b]c", ":root", ":root[data-motion=\"full\"]", ":hover", "a:focus", "::before", "a::after", ":rootx", "x-y_z9", "9a",
        "-a", "_a", ".", "#", "a.", "[ a = \" b \" ]", "a>b", "a,b", "@x", "", "[x]]", "input[type=radio]",
    ])
    func asciiCompoundsReadAsByCharacters(_ token: String) {
        #expect(Self.described(CSSSelector.asciiCompound(Array(token.utf8))) == Self.described(CSSSelector.characterCompound(token)), "\(token)")
    }

    @Test func emptyAttributeTestsMatchNothingInsteadOfStopping() {
        #expect(CSSSelector("a[]") == nil)
        #expect(CSSSelector("[=]") == nil)
        #expect(CSSSelector("a[href]") != nil)
    }
}
