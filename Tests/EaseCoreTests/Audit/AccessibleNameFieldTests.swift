@testable import EaseCore
import EaseTestSupport
import Testing

/// A form field's name told from the bytes of the `<label>` around it says what computing the
/// name says: whenever the bytes tell, the computed name is not empty, and the rule's answer
/// (``AccessibleName/fieldIsNamed(at:in:)``) is the computation's for every field.
@Suite struct AccessibleNameFieldTests {
    static func page(_ body: String) -> AuditPage {
        AuditPage(path: "p/index.html", route: "/p/", bytes: Array("<!DOCTYPE html><html lang=\"en\"><head><title>T</title></head><body>\(body)</body></html>".utf8),
                  styles: AuditStylesCache(files: [:]))
    }

    static func fields(of page: AuditPage) -> [Int] {
        Array(page.document.elements(matching: FormLabelRule.fields).elementIndices)
    }

    @Test(arguments: [
        (#"<label><input type="radio" name="m"> Like my device</label>"#, true),
        (#"<label>Full <input type="radio"></label>"#, true),
        (#"<label>Как на устройстве <input></label>"#, true),
        (#"<label>\#u{A0} <input></label>"#, false),
        (#"<label>  <input>  </label>"#, false),
        (#"<label><span>Inside a span</span><input></label>"#, false),
        (#"<label>Named<input id="x"></label>"#, false),
        (#"<label>Named<input aria-label=" "></label>"#, false),
        (#"<label>Named<input aria-labelledby="y"></label>"#, false),
        (#"<label>Named<input type="IMAGE" alt=""></label>"#, false),
        (#"<label>Named<select><option>o</option></select></label>"#, true),
        (#"<label>Named<textarea></textarea></label>"#, true),
        (#"<p>Not a label <input></p>"#, false),
    ])
    func labelTextTellsTheName(_ body: String, _ told: Bool) throws {
        let page = Self.page(body)
        let field = try #require(Self.fields(of: page).first)
        #expect(AccessibleName.isNamedByTextOfWrappingLabel(fieldAt: field, in: page) == told)
        if told { #expect(!AccessibleName.of(page.document.element(at: field), in: page).isEmpty) }
        #expect(AccessibleName.fieldIsNamed(at: field, in: page) == !AccessibleName.of(page.document.element(at: field), in: page).isEmpty)
    }

    /// Random fields in random labels (white space of every kind, text before and after the
    /// field, other elements, ids and `for`, ARIA names, types named otherwise, labels inside
    /// labels): the bytes never call a field named that the computation leaves without a name.
    @Test func theBytesNeverNameAFieldTheComputationLeavesUnnamed() {
        var generator = SeededGenerator(seed: 93)
        let texts = ["", " ", "\n", "\u{A0}", "\u{2003}", "Full", "Полный", "·", "\u{200B}", "&nbsp;", "&#x20;", "<!-- c -->"]
        let fields = [#"<input>"#, #"<input type="radio" name="m">"#, #"<input type="submit" value="">"#, #"<input type="Image">"#,
                      #"<input id="f">"#, #"<input aria-label="">"#, #"<input aria-label="Name">"#, #"<input aria-labelledby="t">"#,
                      #"<textarea></textarea>"#, #"<select></select>"#, #"<input title="T">"#, #"<input role="checkbox">"#]
        let wrappers = [("<label>", "</label>"), ("<label><span>", "</span></label>"), ("<div>", "</div>"), ("<label><label>", "</label></label>"),
                        ("<label hidden>", "</label>"), ("<label><em aria-hidden=\"true\">x</em>", "</label>")]
        var told = 0
        for _ in 0..<1_500 {
            let (open, close) = wrappers.randomElement(using: &generator)!
            let before = texts.randomElement(using: &generator)!, after = texts.randomElement(using: &generator)!
            let extra = [#"<label for="f">For f</label><p id="t">Title</p>"#, #"<label for="f"> </label><p id="t"></p>"#, ""].randomElement(using: &generator)!
            let body = "\(extra)\(open)\(before)\(fields.randomElement(using: &generator)!)\(after)\(close)"
            let page = Self.page(body)
            for field in Self.fields(of: page) {
                let named = !AccessibleName.of(page.document.element(at: field), in: page).isEmpty
                if AccessibleName.isNamedByTextOfWrappingLabel(fieldAt: field, in: page) {
                    told += 1
                    #expect(named, "\(body)")
                }
                #expect(AccessibleName.fieldIsNamed(at: field, in: page) == named, "\(body)")
            }
        }
        #expect(told > 200)
    }
}
