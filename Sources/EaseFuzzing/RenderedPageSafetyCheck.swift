import EaseHTML

/// Whatever the content says, a generated page runs only the site's own scripts: no inline or
/// foreign `<script>`, no event-handler attributes, no embedded documents or styles, and no URL
/// with a scheme that runs code or reads data (`javascript:`, `vbscript:`, `data:`, `file:`), nor
/// a protocol-relative one.
enum RenderedPageSafetyCheck {
    static let forbiddenElements: Set<String> = ["iframe", "object", "embed", "frame", "frameset", "base", "style", "applet"]
    static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "poster", "data", "xlink:href", "cite", "background"]
    static let forbiddenSchemes = ["javascript:", "vbscript:", "data:", "file:"]

    static func check(_ bytes: [UInt8], page: String) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        for element in HTMLParser.parse(bytes).elements {
            let what = "\(page):\(element.line) <\(element.name)>"
            if forbiddenElements.contains(element.name) {
                findings.append(FuzzFinding("page-safety", "\(what) is not allowed in a generated page"))
            }
            if element.name == "script", !(element["src"] ?? "").hasPrefix("/assets/") || !element.textContent.isEmpty {
                findings.append(FuzzFinding("page-safety", "\(what) is not one of the site's own scripts"))
            }
            for (name, value) in element.attributes {
                let name = name.lowercased()
                if name.hasPrefix("on") {
                    findings.append(FuzzFinding("page-safety", "\(what) has an event handler '\(name)'"))
                }
                guard urlAttributes.contains(name) else { continue }
                let url = String(value.unicodeScalars.filter { $0.value > 0x20 }).lowercased()
                if forbiddenSchemes.contains(where: url.hasPrefix) || url.hasPrefix("//") || url.hasPrefix("\\\\") || url.hasPrefix("/\\") {
                    findings.append(FuzzFinding("page-safety", "\(what) \(name)=\"\(value)\""))
                }
            }
        }
        return findings
    }
}
