import EaseDiagnostics
import EaseTestSupport
import EaseTemplates
import Testing
@testable import EaseCore

@Suite struct TemplateElementIDsTests {
    func ids(_ marked: String) -> (MarkedText, [TemplateElementIDs.ElementID]) {
        let text = MarkedText(marked)
        return (text, TemplateElementIDs.literal(in: SourceFile(path: "t.mustache", text: text.text)))
    }

    @Test func idsWrittenAsTextAreFoundWithWhereTheirValueIs() {
        let (text, found) = ids("<main id=\"1️⃣main\">\n<h2 class=\"x\" ID='2️⃣toc-heading'>Contents</h2>\n<p id=3️⃣plain>é</p><div\n  id = \"4️⃣spaced\">")
        #expect(found.map(\.id) == ["main", "toc-heading", "plain", "spaced"])
        #expect(found.map(\.location.range.start) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map { text.positions[$0]! })
        #expect(found.map { $0.location.range.end.column - $0.location.range.start.column } == [4, 11, 5, 6])
    }

    @Test func columnsCountScalarsAfterTextOutsideASCII() {
        let (text, found) = ids("<p>Ещё 🌿</p><span id=\"1️⃣x\">")
        #expect(found.first?.location.range.start == text.positions["1️⃣"])
    }

    @Test func idsMadeFromValuesAndOtherAttributesAreNotTaken() {
        let (_, found) = ids("""
        <a id="{{hintID}}" data-id="data" aria-describedby="main" href="#top">id="text"</a>
        <h2 id="breathing-{{id}}">x</h2><input hidden id="">
        """)
        #expect(found.isEmpty)
    }

    @Test func mustacheTagsCommentsAndScriptsAreSteppedOver() {
        let (_, found) = ids("""
        {{! <p id="in-a-mustache-comment"> }}{{{html}}}<!-- <p id="in-a-comment"> -->
        <div {{#x}}class="y"{{/x}} id="after-a-section">
        <script>const s = '<p id="in-a-script">'</script><style>p[id="in-a-style"] {}</style>
        {{#section}}<nav id="inside-a-section">{{/section}}
        """)
        #expect(found.map(\.id) == ["after-a-section", "inside-a-section"])
    }

    @Test func aTemplateWritesItsPartialsIdsAtAnyDepth() throws {
        func located(_ name: String, _ text: String) throws -> (String, (file: SourceFile, template: CompiledTemplate)) {
            (name, (SourceFile(path: name + ".mustache", text: text), try CompiledTemplate(text)))
        }
        let templates = Dictionary(uniqueKeysWithValues: [
            try located("page", "<h1 id=\"top\">{{> outer}}</h1>"),
            try located("outer", "<p id=\"outer\">{{> inner}}{{> inner}}</p>"),
            try located("inner", "<p id=\"inner\"></p>"),
        ])
        let written = TemplateElementIDs.written(by: templates)
        #expect(written["page"]?.map(\.id) == ["top", "outer", "inner"])
        #expect(written["outer"]?.map(\.id) == ["outer", "inner"])
        #expect(written["page"]?.last?.location.path == "inner.mustache")
    }
}
