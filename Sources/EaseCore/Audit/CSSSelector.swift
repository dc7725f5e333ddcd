import EaseHTML

/// A selector the audit can evaluate statically: compounds of type, `#id`, `.class`, `[attr]`,
/// `[attr="value"]` and `:root`, joined by descendant or child combinators. Selectors with other
/// pseudo-classes (`:hover`, `:focus`, `::before`, `:not(…)`) describe states a static page is not
/// in, so they never match.
public struct CSSSelector: Sendable {
    struct Compound: Sendable {
        var tag: String?
        var id: String?
        var classes: [String] = []
        var attributes: [(name: String, value: String?)] = []
        var isRoot = false
        var isUniversal = false
    }

    enum Combinator: Sendable { case descendant, child }

    /// Compounds from left to right, each with the combinator that joins it to the next.
    private var parts: [(Compound, Combinator)]
    /// CSS specificity (ids, classes, types).
    public let specificity: (Int, Int, Int)
    /// The selector as written.
    public let text: String

    /// Parses a selector; `nil` when it uses something a static evaluation cannot match.
    public init?(_ text: String) {
        let trimmed = text.trimming(where: Self.isWhitespaceOrNewline)
        guard !trimmed.isEmpty else { return nil }
        self.text = trimmed
        var parts: [(Compound, Combinator)] = []
        var pendingCombinator = Combinator.descendant
        let tokens = Self.tokens(of: trimmed)
        var ids = 0, classes = 0, types = 0
        for token in tokens {
            if token == ">" { pendingCombinator = .child; continue }
            guard let compound = Self.compound(token) else { return nil }
            if !parts.isEmpty { parts[parts.count - 1].1 = pendingCombinator }
            parts.append((compound, .descendant))
            pendingCombinator = .descendant
            ids += compound.id == nil ? 0 : 1
            classes += compound.classes.count + compound.attributes.count + (compound.isRoot ? 1 : 0)
            types += compound.tag == nil ? 0 : 1
        }
        guard !parts.isEmpty else { return nil }
        self.parts = parts
        specificity = (ids, classes, types)
    }

    /// The selector's compounds and `>` combinators, split at spaces and around every `>` (whole
    /// characters: a `>` with a combining mark on it is not a combinator).
    private static func tokens(of text: String) -> [String] {
        // In ASCII text the only character of two scalars is CR LF, so a space or `>` byte is a
        // whole character: split the bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var tokens: [String] = []
            var start = 0
            let bytes = Array(text.utf8)
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") {
                if offset > start { tokens.append(String(decoding: bytes[start..<offset], as: UTF8.self)) }
                if byte == UInt8(ascii: ">") { tokens.append(">") }
                start = offset + 1
            }
            if bytes.count > start { tokens.append(String(decoding: bytes[start...], as: UTF8.self)) }
            return tokens
        }
        var tokens: [String] = []
        var token = ""
        for character in text {
            if character == " " || character == ">" {
                if !token.isEmpty { tokens.append(token) }
                token = ""
                if character == ">" { tokens.append(">") }
            } else {
                token.append(character)
            }
        }
        if !token.isEmpty { tokens.append(token) }
        return tokens
    }

    /// Foundation's `whitespacesAndNewlines`: Unicode's `White_Space` and the zero-width space.
    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }

    private static func compound(_ token: String) -> Compound? {
        // In ASCII text a character is a byte: the same reading over the bytes, several times
        // faster than over characters (each of a site's hundreds of selectors is parsed once a
        // build, before the audit's first page).
        token.utf8.allSatisfy({ $0 < 0x80 }) ? asciiCompound(Array(token.utf8)) : characterCompound(token)
    }

    /// ``compound(_:)`` read character by character (any text).
    static func characterCompound(_ token: String) -> Compound? {
        var compound = Compound()
        var scalars = Substring(token)
        func readName() -> String {
            let name = scalars.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            scalars = scalars.dropFirst(name.count)
            return String(name)
        }
        if scalars.first == "*" { compound.isUniversal = true; scalars = scalars.dropFirst() }
        else if let first = scalars.first, first.isLetter { compound.tag = readName().lowercased() }
        while let first = scalars.first {
            switch first {
            case "#": scalars = scalars.dropFirst(); compound.id = readName()
            case ".": scalars = scalars.dropFirst(); compound.classes.append(readName())
            case "[":
                guard let close = scalars.firstIndex(of: "]") else { return nil }
                let inner = scalars[scalars.index(after: scalars.startIndex)..<close]
                let pair = inner.split(separator: "=", maxSplits: 1).map(String.init)
                // `[]` or `[=]`: no attribute named.
                guard !pair.isEmpty else { return nil }
                let name = pair[0].trimming { "~|^$*".unicodeScalars.contains($0) }.lowercased()
                let value = pair.count > 1 ? pair[1].trimming { "\"' ".unicodeScalars.contains($0) } : nil
                if pair.count > 1, let last = pair[0].last, "~|^$*".contains(last) { return nil }
                compound.attributes.append((name, value))
                scalars = scalars[scalars.index(after: close)...]
            case ":":
                guard scalars.hasPrefix(":root") else { return nil }
                compound.isRoot = true
                scalars = scalars.dropFirst(5)
            default:
                return nil
            }
        }
        return compound
    }

    /// ``compound(_:)`` of an ASCII token, read byte by byte with the same steps.
    static func asciiCompound(_ bytes: [UInt8]) -> Compound? {
        var compound = Compound()
        var index = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        func readName() -> String {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        func trimmed(_ slice: ArraySlice<UInt8>, _ set: StaticString) -> ArraySlice<UInt8> {
            let drop = UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount)
            var slice = slice
            while let first = slice.first, drop.contains(first) { slice = slice.dropFirst() }
            while let last = slice.last, drop.contains(last) { slice = slice.dropLast() }
            return slice
        }
        let isLetter = { (byte: UInt8) in (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) }
        if bytes.first == UInt8(ascii: "*") { compound.isUniversal = true; index = 1 }
        else if let first = bytes.first, isLetter(first) { compound.tag = readName().lowercased() }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "#"): index += 1; compound.id = readName()
            case UInt8(ascii: "."): index += 1; compound.classes.append(readName())
            case UInt8(ascii: "["):
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
                let pair = bytes[(index + 1)..<close].split(separator: UInt8(ascii: "="), maxSplits: 1)
                guard !pair.isEmpty else { return nil }
                let name = String(decoding: trimmed(pair[0], "~|^$*"), as: UTF8.self).lowercased()
                let value = pair.count > 1 ? String(decoding: trimmed(pair[1], "\"' "), as: UTF8.self) : nil
                if pair.count > 1, let last = pair[0].last, "~|^$*".utf8.contains(last) { return nil }
                compound.attributes.append((name, value))
                index = close + 1
            case UInt8(ascii: ":"):
                guard bytes[index...].starts(with: ":root".utf8) else { return nil }
                compound.isRoot = true
                index += 5
            default:
                return nil
            }
        }
        return compound
    }

    /// What the rightmost compound requires, for indexing rules: an id, else a class, else a tag.
    public var key: (id: String?, className: String?, tag: String?) {
        let last = parts[parts.count - 1].0
        return (last.id, last.classes.first, last.tag)
    }

    /// The ids the selector tests anywhere.
    public var testedIDs: [String] {
        parts.compactMap(\.0.id)
    }

    /// The attribute names the selector tests anywhere.
    public var testedAttributes: Set<String> {
        Set(parts.flatMap { $0.0.attributes.map(\.name) })
    }

    /// The tag, classes and attribute tests of the rightmost compound.
    public var subject: (tag: String?, classes: [String], attributes: [(name: String, value: String?)]) {
        let last = parts[parts.count - 1].0
        return (last.tag, last.classes, last.attributes)
    }

    /// Attribute tests on the `html` element (the leftmost compound when it is `html`), such as
    /// `[data-motion="full"]`: conditions a visitor's own setting creates.
    public var rootAttributes: [(name: String, value: String?)] {
        let first = parts[0].0
        return first.tag == "html" ? first.attributes : []
    }

    /// Whether the selector matches an element, given its ancestors (nearest last).
    public func matches(_ element: HTMLElement, ancestors: [HTMLElement]) -> Bool {
        guard Self.matches(parts[parts.count - 1].0, element, isRoot: ancestors.isEmpty) else { return false }
        var index = parts.count - 2
        var level = ancestors.count - 1
        while index >= 0 {
            let (compound, combinator) = parts[index]
            if combinator == .child {
                guard level >= 0, Self.matches(compound, ancestors[level], isRoot: level == 0) else { return false }
                level -= 1
            } else {
                while level >= 0, !Self.matches(compound, ancestors[level], isRoot: level == 0) { level -= 1 }
                guard level >= 0 else { return false }
                level -= 1
            }
            index -= 1
        }
        return true
    }

    private static func matches(_ compound: Compound, _ element: HTMLElement, isRoot: Bool) -> Bool {
        if let tag = compound.tag, tag != element.name { return false }
        if compound.isRoot, !(isRoot && element.name == "html") { return false }
        if let id = compound.id, element["id"] != id { return false }
        if !compound.classes.allSatisfy(element.hasClass) { return false }
        for (name, value) in compound.attributes {
            guard let actual = element[name] else { return false }
            if let value, actual != value { return false }
        }
        return true
    }
}

