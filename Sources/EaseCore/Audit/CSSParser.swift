/// A recursive-descent reader over a stylesheet's UTF-8 bytes, comments taken out. Every byte it
/// stops at (braces, semicolons, quotes, brackets) is ASCII, and a multi-byte character's bytes
/// never are, so the text between two stops is whole characters.
struct CSSParser {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) {
        bytes = Self.strippingComments(Array(text.utf8))
    }

    /// The bytes without `/* … */` comments (an unterminated one runs to the end).
    static func strippingComments(_ text: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < text.count, !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else {
                out.append(text[index])
                index += 1
            }
        }
        return out
    }

    /// Reads up to (not including) the first of `stops` outside quotes, brackets and parentheses,
    /// trimmed of white space.
    mutating func read(until stops: StopBytes) -> String {
        let start = index
        var depth = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
            } else if depth <= 0, stops.contains(byte) {
                break
            }
            index += 1
        }
        return Self.trimmed(bytes[start..<index])
    }

    /// The text without leading and trailing white space (Unicode's `White_Space`): ASCII white
    /// space dropped as bytes before the text is made a string, the rest by its scalars.
    static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        var start = slice.startIndex, end = slice.endIndex
        while start < end, isASCIISpace(slice[start]) { start += 1 }
        while end > start, isASCIISpace(slice[end - 1]) { end -= 1 }
        return String(decoding: slice[start..<end], as: UTF8.self).trimming { $0.properties.isWhitespace }
    }

    /// Whether an ASCII byte is white space (tab, line feed, vertical tab, form feed, carriage return, space).
    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The byte at the reader's position, stepping past it; `nil` at the end.
    mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func parseBlock(media: String, into sheet: inout CSSStylesheet, order: inout Int) {
        while index < bytes.count {
            let prelude = read(until: StopBytes("{", "}", ";"))
            guard let stop = next() else { return }
            if stop == UInt8(ascii: "}") { return }
            if stop == UInt8(ascii: ";") { continue }
            let lower = prelude.lowercased()
            if lower.hasPrefix("@media") {
                let condition = String(lower.dropFirst(6)).trimmingWhitespace()
                parseBlock(media: media.isEmpty ? condition : media + " and " + condition, into: &sheet, order: &order)
            } else if lower.hasPrefix("@supports") || lower.hasPrefix("@layer") {
                parseBlock(media: media, into: &sheet, order: &order)
            } else if lower.hasPrefix("@keyframes") || lower.hasPrefix("@-webkit-keyframes") {
                sheet.keyframes[String(prelude.split(separator: " ").last ?? "")] = parseKeyframes()
            } else if lower.hasPrefix("@") {
                skipBlock()
            } else {
                let selectors = prelude.split(separator: ",").compactMap { CSSSelector(String($0)) }
                let declarations = parseDeclarations()
                order += 1
                sheet.rules.append(CSSStylesheet.Rule(selectors: selectors, declarations: declarations, media: media, order: order))
            }
        }
    }

    /// A keyframes block, up to and including its closing `}`: the properties its frames set, and
    /// the opacity of each frame that sets one.
    mutating func parseKeyframes() -> CSSKeyframes {
        var keyframes = CSSKeyframes()
        while index < bytes.count {
            let selector = read(until: StopBytes("{", "}"))
            guard let stop = next(), stop != UInt8(ascii: "}") else { break }
            let declarations = parseDeclarations()
            keyframes.properties.formUnion(declarations.map(\.property))
            // The last opacity of a frame wins, as in any declaration block.
            guard let opacity = declarations.last(where: { $0.property == "opacity" }).flatMap({ CSSKeyframes.fraction($0.value) }) else { continue }
            for offset in selector.split(separator: ",").compactMap(CSSKeyframes.offset) {
                // Of two frames at one offset, the later written wins.
                let frame = CSSKeyframes.Frame(offset: offset, value: min(max(opacity, 0), 1))
                if let same = keyframes.opacity.firstIndex(where: { $0.offset == offset }) { keyframes.opacity[same] = frame } else { keyframes.opacity.append(frame) }
            }
        }
        keyframes.opacity.sort { $0.offset < $1.offset }
        if !keyframes.opacity.isEmpty { keyframes.opacityChanges = OpacityFlashes.changeCount(keyframes.course.lazy.map(\.value)) }
        return keyframes
    }

    /// Reads declarations up to and including the closing `}`.
    mutating func parseDeclarations() -> [CSSStylesheet.Declaration] {
        var declarations: [CSSStylesheet.Declaration] = []
        while index < bytes.count {
            let text = read(until: StopBytes(";", "}"))
            let stop = next() ?? UInt8(ascii: "}")
            if let colon = text.firstIndex(of: ":") {
                let property = text[..<colon].trimmingWhitespace().lowercased()
                var value = text[text.index(after: colon)...].trimmingWhitespace()
                var important = false
                if value.lowercased().hasSuffix("!important") {
                    important = true
                    value = String(value.dropLast("!important".count)).trimmingWhitespace()
                }
                declarations.append(CSSStylesheet.Declaration(property: property, value: value, isImportant: important))
            }
            if stop == UInt8(ascii: "}") { break }
        }
        return declarations
    }

    mutating func skipBlock() {
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == UInt8(ascii: "{") { depth += 1 } else if bytes[index] == UInt8(ascii: "}") { depth -= 1 }
            index += 1
        }
    }
}

/// The two or three ASCII bytes a read stops at.
struct StopBytes {
    let first: UInt8, second: UInt8, third: UInt8

    init(_ first: Unicode.Scalar, _ second: Unicode.Scalar, _ third: Unicode.Scalar? = nil) {
        self.first = UInt8(ascii: first)
        self.second = UInt8(ascii: second)
        self.third = third.map { UInt8(ascii: $0) } ?? UInt8(ascii: first)
    }

    func contains(_ byte: UInt8) -> Bool { byte == first || byte == second || byte == third }
}
