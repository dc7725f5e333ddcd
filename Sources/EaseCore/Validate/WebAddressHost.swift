/// The host a web address names, compared as a reader compares what a link says with where it
/// leads (``LinkTextRule``'s `link.address-mismatch`).
enum WebAddressHost {
    /// The host of `text` when all of it reads as a web address (`www.nhs.uk`,
    /// `https://nhs.uk/conditions`, `nhs.uk/anxiety`), lower-cased: `nil` for any other text.
    /// Without a scheme, the text needs `www.` or a path after its host: `notes.md` or `e.g.` is no
    /// address.
    static func ofText(_ text: String) -> Substring? {
        // Told by its bytes first: an address is printable ASCII with no space and a `.`, and opens
        // with `w` or `h` or has a `/`. Most texts have a space early on, or no `.`.
        var (hasSlash, hasDot) = (false, false)
        for byte in text.utf8 {
            guard byte > 0x20, byte < 0x7F else { return nil }
            if byte == UInt8(ascii: "/") { hasSlash = true } else if byte == UInt8(ascii: ".") { hasDot = true }
        }
        guard hasDot, let first = text.utf8.first.map({ $0 | 0x20 }),
              hasSlash || first == UInt8(ascii: "w") || first == UInt8(ascii: "h") else { return nil }
        let lowered = text.lowercased()
        var rest = Substring(lowered)
        var hasScheme = false
        for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
            hasScheme = true
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        guard hasScheme || host.hasPrefix("www.") || host.count < rest.count, isHostName(host) else { return nil }
        return host
    }

    /// The host of an `http:` or `https:` destination, lower-cased; `nil` for any other.
    static func ofDestination(_ destination: String) -> Substring? {
        guard let first = destination.utf8.first, first | 0x20 == UInt8(ascii: "h") else { return nil }
        let lowered = destination.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") { rest = lowered.dropFirst(8) } else if lowered.hasPrefix("http://") { rest = lowered.dropFirst(7) } else { return nil }
        var host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let colon = host.firstIndex(of: ":") { host = host[..<colon] }
        return host.isEmpty ? nil : host
    }

    /// The e-mail address of a `mailto:` destination, lower-cased, without its `?` query; `nil`
    /// for any other destination or one with no `@`.
    static func mailAddress(ofDestination destination: String) -> Substring? {
        let lowered = destination.lowercased()
        guard lowered.hasPrefix("mailto:") else { return nil }
        let address = lowered.dropFirst(7).prefix { $0 != "?" }
        return address.contains("@") ? address : nil
    }

    /// The e-mail address `text` reads as when all of it is one (`help@example.org`, or written
    /// `mailto:help@example.org`), lower-cased; `nil` for any other text.
    static func mailAddress(ofText text: String) -> Substring? {
        guard !text.contains(where: \.isWhitespace) else { return nil }
        let lowered = text.lowercased()
        let address = lowered.hasPrefix("mailto:") ? lowered.dropFirst(7) : Substring(lowered)
        guard let at = address.firstIndex(of: "@"), at != address.startIndex,
              isHostName(address[address.index(after: at)...]) else { return nil }
        return address
    }

    /// Whether a reader would take the two hosts for one site: the same, once a leading `www.`
    /// is set aside, or one a part of the other (`nhs.uk` and `digital.nhs.uk`).
    static func sameSite(_ a: Substring, _ b: Substring) -> Bool {
        let a = a.hasPrefix("www.") ? a.dropFirst(4) : a, b = b.hasPrefix("www.") ? b.dropFirst(4) : b
        return a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
    }

    /// Labels of letters, digits and hyphens, two or more, the last all letters (`nhs.uk`).
    private static func isHostName(_ host: Substring) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, last.count >= 2, last.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return labels.allSatisfy { label in !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }
    }
}
