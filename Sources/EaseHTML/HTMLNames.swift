import EaseLocks

/// The element and attribute names of HTML, numbered once for the whole process: every parsed
/// page shares these codes, so reading a page makes no string and no dictionary entry for the
/// names it uses, and a query's names are looked up once however many pages it runs on. A page's
/// other names (custom elements, `data-` attributes) get codes from ``count`` on, its own.
enum HTMLNames {
    /// The shared names, lower case; a name's code is its position.
    static let all: [String] = elements + attributes

    /// The shared names as bytes.
    static let spellings: [[UInt8]] = all.map { Array($0.utf8) }

    /// How many names are shared; page-specific codes start here.
    static var count: Int { all.count }

    /// Codes by name.
    static let codes: [String: Int32] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, Int32($0)) })

    /// The codes of the names the HTML reader treats specially.
    enum Reserved {
        static let html = codes["html"]!, head = codes["head"]!, body = codes["body"]!
        static let script = codes["script"]!, style = codes["style"]!
        static let classAttribute = codes["class"]!
        /// A video's or audio's text track: an element HTML gives no end tag, which libxml2 does
        /// not know as such and leaves open until the end tag around it.
        static let track = codes["track"]!
    }

    /// The code of a lower-case name given as bytes, when it is a shared name.
    static func code(ofLowercaseName bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard let packed = PackedName(bytes) else { return nil }
        return SharedNameCodes.shared.code(of: packed)
    }

    /// The codes of the shared names that start with `prefix`, in order (worked out once per prefix).
    static func codes(withPrefix prefix: String) -> [Int32] {
        if let known = prefixed.withLock({ $0[prefix] }) { return known }
        let found = all.indices.filter { all[$0].hasPrefix(prefix) }.map(Int32.init)
        prefixed.withLock { $0[prefix] = found }
        return found
    }

    private static let prefixed = Locked<[String: [Int32]]>([:])

    /// Every element of the HTML living standard, with the obsolete ones browsers still parse.
    static let elements = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body", "br",
        "button", "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn",
        "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3",
        "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd", "label",
        "legend", "li", "link", "main", "map", "mark", "menu", "meta", "meter", "nav", "noscript", "object", "ol",
        "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script",
        "search", "section", "select", "slot", "small", "source", "span", "strong", "style", "sub", "summary", "sup",
        "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "u", "ul",
        "var", "video", "wbr", "svg", "math", "path", "g", "circle", "rect", "use", "center", "font", "frame", "frameset",
        "marquee", "noframes", "tt", "big", "strike", "acronym", "applet",
    ]

    /// The global and element attributes of HTML, the event handlers pages commonly set, and ARIA's.
    static let attributes = [
        "accept", "accept-charset", "accesskey", "action", "allow", "alt", "async", "autocapitalize", "autocomplete",
        "autofocus", "autoplay", "charset", "checked", "cite", "class", "cols", "colspan", "content", "contenteditable",
        "controls", "coords", "crossorigin", "data", "datetime", "decoding", "default", "defer", "dir", "dirname",
        "disabled", "download", "draggable", "enctype", "enterkeyhint", "fetchpriority", "for", "form", "formaction",
        "headers", "height", "hidden", "high", "href", "hreflang", "http-equiv", "id", "inert", "inputmode", "integrity",
        "is", "itemprop", "kind", "label", "lang", "list", "loading", "loop", "low", "max", "maxlength", "media", "method",
        "min", "minlength", "multiple", "muted", "name", "nomodule", "nonce", "novalidate", "open", "optimum", "pattern",
        "ping", "placeholder", "playsinline", "popover", "poster", "preload", "readonly", "referrerpolicy", "rel",
        "required", "reversed", "role", "rows", "rowspan", "sandbox", "scope", "selected", "shape", "size", "sizes", "slot",
        "span", "spellcheck", "src", "srcdoc", "srclang", "srcset", "start", "step", "style", "tabindex", "target", "title",
        "translate", "type", "usemap", "value", "width", "wrap", "xmlns", "viewbox", "fill", "stroke", "d",
        "onabort", "onblur", "onchange", "onclick", "oncontextmenu", "ondblclick", "onerror", "onfocus", "oninput",
        "onkeydown", "onkeypress", "onkeyup", "onload", "onmousedown", "onmouseenter", "onmouseleave", "onmousemove",
        "onmouseout", "onmouseover", "onmouseup", "onpointerdown", "onpointerup", "onreset", "onresize", "onscroll",
        "onsubmit", "ontouchstart", "onunload",
        "aria-activedescendant", "aria-atomic", "aria-autocomplete", "aria-busy", "aria-checked", "aria-colcount",
        "aria-colindex", "aria-colspan", "aria-controls", "aria-current", "aria-describedby", "aria-description",
        "aria-details", "aria-disabled", "aria-errormessage", "aria-expanded", "aria-flowto", "aria-haspopup",
        "aria-hidden", "aria-invalid", "aria-keyshortcuts", "aria-label", "aria-labelledby", "aria-level", "aria-live",
        "aria-modal", "aria-multiline", "aria-multiselectable", "aria-orientation", "aria-owns", "aria-placeholder",
        "aria-posinset", "aria-pressed", "aria-readonly", "aria-relevant", "aria-required", "aria-roledescription",
        "aria-rowcount", "aria-rowindex", "aria-rowspan", "aria-selected", "aria-setsize", "aria-sort", "aria-valuemax",
        "aria-valuemin", "aria-valuenow", "aria-valuetext",
    ].filter { !elements.contains($0) }
}
