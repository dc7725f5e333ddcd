import EaseHTML

/// The codes of the element and attribute names the audit's hottest rules test on every
/// element (``HTMLNameCode``): a rule compares integers instead of making and comparing strings.
///
/// They are one value made once; a rule reads ``shared`` into a local at the start of its work,
/// as each read of a `static let` is a call into the runtime.
struct AuditNameCodes: Sendable {
    static let shared = AuditNameCodes()

    // Elements.
    let a = code("a"), area = code("area"), body = code("body"), br = code("br"), button = code("button"), caption = code("caption")
    let div = code("div"), head = code("head"), fieldset = code("fieldset"), iframe = code("iframe"), img = code("img"), input = code("input")
    let label = code("label"), legend = code("legend"), li = code("li"), link = code("link"), meter = code("meter")
    let output = code("output"), p = code("p"), progress = code("progress"), script = code("script"), select = code("select")
    let style = code("style"), svg = code("svg"), table = code("table"), template = code("template"), textarea = code("textarea")
    let title = code("title")

    // Attributes.
    let action = code("action"), form = code("form"), name = code("name")
    let alt = code("alt"), ariaHidden = code("aria-hidden"), ariaLabel = code("aria-label"), ariaLabelledby = code("aria-labelledby")
    let `for` = code("for"), hidden = code("hidden"), href = code("href"), id = code("id"), role = code("role")
    let type = code("type"), value = code("value"), styleAttribute = code("style"), rel = code("rel"), classAttribute = code("class")
    let src = code("src"), httpEquiv = code("http-equiv"), content = code("content")

    private init() {}
}

/// The code of one of HTML's own names; every name of ``AuditNameCodes`` is one.
private func code(_ name: String) -> HTMLNameCode {
    guard let code = HTMLNameCode(sharedName: name) else { preconditionFailure("\(name) is not one of HTML's shared names") }
    return code
}
