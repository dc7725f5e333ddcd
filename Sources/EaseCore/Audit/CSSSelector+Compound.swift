/// Reading one compound of a selector: a type or `*`, then `#id`, `.class`, `[attr]`,
/// `[attr="value"]` and `:root` in any order.
extension CSSSelector {
    /// One compound of a selector (`p.note[hidden]`); `nil` when it uses something a static
    /// evaluation cannot match.
    static func compound(_ token: String) -> Compound? {
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
}
