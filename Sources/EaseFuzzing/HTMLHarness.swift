import EaseHTML

/// Reads the input as an HTML page the way the audit does. The element tree must be consistent
/// (parents before children, lines within the input), and when the plain reader accepts the
/// page, its tree must be libxml2's, node for node: the audit trusts it to be the same.
enum HTMLHarness {
    static func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        let document = HTMLParser.parse(bytes)
        var findings = treeFindings(document, lineCount: bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
        if let plain = HTMLParser.parsePlain(bytes) {
            let plainOutline = plain.outline, libxml2Outline = HTMLParser.parseWithLibXML2(bytes).outline
            if plainOutline != libxml2Outline {
                findings.append(FuzzFinding("plain-reader-agrees", "the plain reader's tree differs from libxml2's:\n\(plainOutline)\n---\n\(libxml2Outline)"))
            }
        }
        return findings
    }

    /// Parents come before their children in document order, every element is among its
    /// parent's children, and every line is one of the input's.
    private static func treeFindings(_ document: HTMLDocument, lineCount: Int) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        for element in document.elements {
            if !(1...lineCount).contains(element.line) {
                findings.append(FuzzFinding("line-in-input", "<\(element.name)> #\(element.index) is on line \(element.line) of \(lineCount)"))
            }
            guard let parent = document.parent(of: element) else {
                if element.index != 0 { findings.append(FuzzFinding("one-root", "<\(element.name)> #\(element.index) has no parent")) }
                continue
            }
            if parent.index >= element.index || !parent.elements.contains(element) {
                findings.append(FuzzFinding("parent-child", "<\(element.name)> #\(element.index) and its parent #\(parent.index) disagree"))
            }
        }
        return findings
    }
}
