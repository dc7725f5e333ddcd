import EaseDiagnostics

/// Titles, labels and statements contain no bidirectional controls or zero-width characters: they
/// are invisible on screen but change what is displayed or spoken, so a label could say one thing
/// and VoiceOver another.
struct InvisibleCharacterRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["text.invisible-character": "a title or label contains an invisible control character"] }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true   // bidirectional controls
        case 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD: return true              // zero-width and soft hyphen
        default: return false
        }
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Each scalar is looked at where it is met; the key path is spelled out only for a finding.
        var keys: [String] = []
        func collect(_ node: YAMLNode, in document: ParsedDocument) {
            switch node.value {
            case .scalar:
                // Every invisible character is U+00AD or above, so its first byte is 0xC2 or above.
                guard let text = node.string, text.containsByte(atLeast: 0xC2),
                      let scalar = text.unicodeScalars.first(where: Self.isInvisible) else { return }
                let name = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                diagnostics.append(.warning("text.invisible-character", "'\(keys.joined(separator: "."))' contains the invisible character \(name)",
                                            at: document.location(node.range),
                                            notes: [DiagnosticNote("invisible direction and zero-width characters can make what is shown differ from what is spoken; remove them")]))
            // By index: `for entry in` copied each entry, its key and its node, on top of the
            // node handed down (3.4 -> 3.2 M instructions for the 1k check).
            case .mapping(let entries):
                for index in entries.indices {
                    keys.append(entries[index].key)
                    collect(entries[index].value, in: document)
                    keys.removeLast()
                }
            case .sequence(let items):
                for index in items.indices { collect(items[index], in: document) }
            }
        }
        for document in context.subjectDocuments {
            if let root = document.frontMatter { collect(root, in: document) }
        }
        for collection in context.subjects(of: context.catalog.copingStatements) {
            for statement in collection.statements where statement.value.unicodeScalars.contains(where: Self.isInvisible) {
                diagnostics.append(.warning("text.invisible-character", "a coping statement contains an invisible control character", at: statement.location))
            }
        }
        return diagnostics
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
