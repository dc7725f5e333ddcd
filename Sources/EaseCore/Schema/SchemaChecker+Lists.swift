import EaseDiagnostics

extension SchemaChecker {
    /// A fix-it for a list written as one plain value (`related: how-worry-works`, or
    /// `related: how-worry-works, getting-help`): the same words in brackets, a YAML list. Offered
    /// only for words YAML reads the same inside brackets (letters, digits, `-`, `_`, `.`, `/`,
    /// commas and spaces).
    static func listFixIts(_ node: YAMLNode) -> [FixIt] {
        guard let scalar = node.scalar, scalar.resolved != .null else { return [] }
        let text = scalar.text.trimmingWhitespace()
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./, ".unicodeScalars.contains($0) }
        guard plain, !text.hasPrefix(","), !text.hasSuffix(",") else { return [] }
        return [FixIt("write it as a list: [\(text)]", replacing: node.range, with: "[\(text)]")]
    }
}
