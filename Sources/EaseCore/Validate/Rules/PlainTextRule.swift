import EaseDiagnostics

/// Text that is shown as written reads as it is written: titles, labels and statements hold no
/// bidirectional controls or zero-width characters (invisible on screen, they change what is
/// displayed or spoken, so a label could say one thing and VoiceOver another), and front matter
/// values, which are plain text, hold no Markdown (`title: Looking *after* yourself` would show its
/// asterisks and a screen reader read them out; emphasis and code get a fix-it to their words, a
/// link is named, as its address would be lost), nor curly quotes around all of a value, which
/// YAML keeps as text (`title: “Calm”`). One walk over the front matter for all.
struct PlainTextRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["text.invisible-character": "a title or label contains an invisible control character",
         "text.mixed-script": "a word of a front matter value mixes the letters of two scripts",
         "text.markdown": "front matter text holds Markdown (*emphasis*, `code`, [a link](…)), which is shown as written",
         "text.curly-quotes": "a front matter value is wrapped in curly quotes (“…”), which YAML keeps as part of the text"]
    }

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
        var files = FindingSourceFiles()
        func collect(_ node: YAMLNode, in document: ParsedDocument) {
            switch node.value {
            case .scalar:
                guard let text = node.string else { return }
                // One pass over the bytes: every invisible character is U+00AD or above, so not
                // ASCII; markup starts with `*` or a byte from `[` to a backtick.
                let (nonASCII, markers) = text.withContiguousUTF8 { bytes in
                    var (any, markers) = (UInt8(0), false)
                    for byte in bytes {
                        any |= byte
                        if byte == UInt8(ascii: "*") || byte &- UInt8(ascii: "[") <= 5 { markers = true }
                    }
                    return (any >= 0x80, markers)
                }
                if nonASCII, let scalar = text.unicodeScalars.first(where: Self.isInvisible) {
                    let name = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                    diagnostics.append(.warning("text.invisible-character", "'\(keys.joined(separator: "."))' contains the invisible character \(name)",
                                                at: document.location(node.range),
                                                notes: [DiagnosticNote("invisible direction and zero-width characters can make what is shown differ from what is spoken; remove them")]))
                }
                if nonASCII, MixedScriptWord.mayMix(text) {
                    let script = MixedScriptRule.script(of: document.source.locale ?? context.catalog.site?.defaultLocale)
                    for word in MixedScriptWord.find(in: text, preferred: script) {
                        let range = context.sourceFile(at: document.path, memo: &files)?.range(ofTheOne: word.word, within: node.range)
                        diagnostics.append(MixedScriptRule.diagnostic(for: word, at: range ?? node.range, in: document,
                                                                      key: range == nil ? keys.joined(separator: ".") : nil))
                    }
                }
                if nonASCII, let inner = Self.curlyQuoted(text) {
                    diagnostics.append(.warning("text.curly-quotes", "'\(keys.joined(separator: "."))' is wrapped in curly quotes, which YAML keeps as part of the text: the page would show \(text)",
                                                at: document.location(node.range),
                                                notes: [DiagnosticNote("YAML's quotes are straight (\" or '); curly ones are text")],
                                                fixIts: node.range.start.line == node.range.end.line ? [FixIt("write it in straight quotes", replacing: node.range, with: YAMLQuoting.doubleQuoted(inner))] : []))
                }
                if markers, let markup = InlineMarkupScanner.firstMarkup(in: Array(text.utf8)) {
                    diagnostics.append(report(markup, in: text, key: keys.joined(separator: "."), node: node, document: document, files: &files, context))
                }
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

    /// The text inside curly double quotes that wrap all of a value (`“Calm”`, `„Ruhe“`), with
    /// no other curly double quote inside (two quotations are text as written); `nil` otherwise.
    static func curlyQuoted(_ text: String) -> Substring? {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, first == "\u{201C}" || first == "\u{201E}", let last = scalars.last,
              last == "\u{201D}" || last == "\u{201C}", scalars.count > 2 else { return nil }
        let inner = scalars.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == "\u{201C}" || $0 == "\u{201D}" || $0 == "\u{201E}" }) else { return nil }
        return Substring(inner)
    }

    /// The warning for Markdown in a value, where the markup is written when it stands there as
    /// it reads (else at the value), with a fix-it to its words unless it is a link.
    private func report(_ markup: InlineMarkupScanner.Markup, in text: String, key: String, node: YAMLNode, document: ParsedDocument,
                        files: inout FindingSourceFiles, _ context: ValidationContext) -> Diagnostic {
        // The value's bytes made again: only for a finding.
        let utf8 = Array(text.utf8)
        let written = String(decoding: utf8[markup.bytes], as: UTF8.self)
        let words = String(decoding: utf8[markup.words], as: UTF8.self)
        let shown: String
        switch markup.kind {
        case .emphasis(let marker): shown = "would be shown with its \(marker == UInt8(ascii: "*") ? "asterisks" : "underscores")"
        case .code: shown = "would be shown with its backticks"
        case .link: shown = "would be shown as written, not as a link"
        }
        let range = context.sourceFile(at: document.path, memo: &files).flatMap { $0.range(ofTheOne: written, within: node.range) }
        let isLink = if case .link = markup.kind { true } else { false }
        return .warning("text.markdown", "'\(key)' is plain text: '\(written)' \(shown), and read out so",
                        at: document.location(range ?? node.range),
                        notes: [DiagnosticNote(isLink ? "a link belongs in the body, where it can be followed" : "front matter is plain text; write the words alone")],
                        fixIts: isLink ? [] : range.map { [FixIt("replace with '\(words)'", replacing: $0, with: words)] } ?? [])
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
