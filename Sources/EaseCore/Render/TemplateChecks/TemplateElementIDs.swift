import EaseDiagnostics
import EaseTemplates

/// The `id` attributes a template writes as plain text (`<main id="main">`), with where each is
/// written: the ids every page made with the template has, whatever its values. An id with a
/// Mustache tag in it (`id="{{hintID}}"`, `id="scene-{{number}}"`) depends on the page and is not
/// one of them.
///
/// The template is read as HTML with its Mustache tags left out: an attribute counts inside a
/// start tag (`<name …>`), outside quoted values and comments, when its name is `id` in any
/// letter case; its value is quoted (`"…"`, `'…'`) or runs to white space or `>`.
struct TemplateElementIDs {
    /// One `id` a template writes.
    struct ElementID: Equatable {
        /// The id.
        let id: String
        /// Where its value is written in the template.
        let location: SourceLocation
    }

    /// The ids `file` writes as plain text, in the order they are written.
    static func literal(in file: SourceFile) -> [ElementID] {
        file.text.withContiguousUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.ids().map { range in
                ElementID(id: String(file.text(inBytes: range)), location: SourceLocation(path: file.path, range: file.range(ofBytes: range)))
            }
        }
    }

    /// The ids of every template, by template name: its own, then those of the partials it
    /// includes at any depth, in the order it includes them (a partial included twice counts once).
    static func written(by templates: [String: (file: SourceFile, template: CompiledTemplate)]) -> [String: [ElementID]] {
        let own = templates.mapValues { literal(in: $0.file) }
        return templates.keys.reduce(into: [:]) { written, name in
            written[name] = TemplatePartials.withIncluded(name, in: templates).flatMap { own[$0] ?? [] }
        }
    }

    /// Walks a template's bytes as HTML, stepping over Mustache tags.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        /// The byte ranges of the literal ids' values.
        mutating func ids() -> [Range<Int>] {
            var found: [Range<Int>] = []
            while offset < bytes.count {
                if skipMustacheTag() { continue }
                if starts(with: "<!--") {
                    skip(past: "-->")
                } else if bytes[offset] == UInt8(ascii: "<"), offset + 1 < bytes.count, isLetter(bytes[offset + 1]) {
                    offset += 1
                    let name = offset
                    startTag(into: &found)
                    // A script's or style's text is not HTML: skipped to its end tag.
                    if startsName("script", at: name) { skip(to: "</script") } else if startsName("style", at: name) { skip(to: "</style") }
                } else {
                    offset += 1
                }
            }
            return found
        }

        /// Reads a start tag's name and attributes up to its `>`.
        private mutating func startTag(into found: inout [Range<Int>]) {
            while offset < bytes.count, isNameByte(bytes[offset]) { offset += 1 }
            while offset < bytes.count, bytes[offset] != UInt8(ascii: ">") {
                if skipMustacheTag() { continue }
                guard isNameByte(bytes[offset]) else {
                    offset += 1
                    continue
                }
                let nameStart = offset
                while offset < bytes.count, isNameByte(bytes[offset]) { offset += 1 }
                let isID = offset - nameStart == 2 && bytes[nameStart] | 0x20 == UInt8(ascii: "i") && bytes[nameStart + 1] | 0x20 == UInt8(ascii: "d")
                skipSpaces()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { continue }
                offset += 1
                skipSpaces()
                let value = attributeValue()
                if isID, let value, !value.isEmpty, !contains("{{", in: value) { found.append(value) }
            }
        }

        /// The value after `=`: its bytes without the quotes; `nil` when nothing follows.
        private mutating func attributeValue() -> Range<Int>? {
            guard offset < bytes.count else { return nil }
            let quote = bytes[offset]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let start = offset + 1
                offset = start
                while offset < bytes.count, bytes[offset] != quote {
                    if !skipMustacheTag() { offset += 1 }
                }
                defer { offset = min(offset + 1, bytes.count) }
                return start..<offset
            }
            let start = offset
            while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: ">") {
                if !skipMustacheTag() { offset += 1 }
            }
            return start..<offset
        }

        /// Steps over a Mustache tag (`{{…}}`, `{{{…}}}`) at the offset; whether there was one.
        private mutating func skipMustacheTag() -> Bool {
            guard starts(with: "{{") else { return false }
            skip(past: starts(with: "{{{") ? "}}}" : "}}")
            return true
        }

        private mutating func skip(past end: StaticString) {
            offset += 2
            while offset < bytes.count, !starts(with: end) { offset += 1 }
            offset = min(offset + end.utf8CodeUnitCount, bytes.count)
        }

        private mutating func skip(to end: StaticString) {
            while offset < bytes.count, !starts(with: end) { offset += 1 }
        }

        /// Whether the tag name at `start` is `name` (in lower case), followed by no more of a name.
        private func startsName(_ name: StaticString, at start: Int) -> Bool {
            let count = name.utf8CodeUnitCount
            guard start + count <= bytes.count, (0..<count).allSatisfy({ bytes[start + $0] | 0x20 == name.utf8Start[$0] }) else { return false }
            return start + count == bytes.count || !isNameByte(bytes[start + count])
        }

        private mutating func skipSpaces() {
            while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
        }

        private func starts(with literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[offset + $0] == literal.utf8Start[$0] }
        }

        private func contains(_ literal: StaticString, in range: Range<Int>) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard range.count >= count else { return false }
            return (range.lowerBound...(range.upperBound - count)).contains { start in
                (0..<count).allSatisfy { bytes[start + $0] == literal.utf8Start[$0] }
            }
        }

        private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        /// A byte of a tag or attribute name: anything but white space, quotes, `=`, `/`, `<`, `>` and `{`.
        private func isNameByte(_ byte: UInt8) -> Bool {
            !isSpace(byte) && !"\"'=/<>{".utf8.contains(byte)
        }
    }
}
