extension BytePathTable {
    /// Whether a rooted link (`/learn/x/`, `/assets/site.css?v=1#top`) leads to a file: the path
    /// itself, or the `index.html` of the folder it names, as ``AuditSite/target(of:from:)``
    /// resolves it. `nil` for any other link (relative, `//host`, or with an empty, `.` or `..`
    /// segment), which the caller resolves in full.
    func leadsToFile(rootedHref href: UnsafeBufferPointer<UInt8>) -> Bool? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard isASCII, href.first == slash else { return nil }
        var end = 1
        while end < href.count, href[end] != UInt8(ascii: "#"), href[end] != UInt8(ascii: "?") { end += 1 }
        // `//host/…` is another origin.
        guard end < 2 || href[1] != slash else { return nil }
        // The path is what lies between the first slash and a final one.
        let stop = end > 1 && href[end - 1] == slash ? end - 1 : end
        var segmentStart = 1
        for position in 1...stop {
            guard position == stop || href[position] == slash else { continue }
            let length = position - segmentStart
            if stop > 1 && length == 0 { return nil }
            if length == 1 && href[segmentStart] == dot || length == 2 && href[segmentStart] == dot && href[segmentStart + 1] == dot { return nil }
            segmentStart = position + 1
        }
        // Strings compare by canonical equivalence, bytes do not: a path with a non-ASCII
        // character is left to the string lookup (an ASCII one equals only the same bytes).
        guard !href[1..<stop].contains(where: { $0 >= 0x80 }) else { return nil }
        let path = UnsafeBufferPointer(rebasing: href[1..<stop])
        if path.isEmpty { return contains(path, followedBy: "index.html") }
        // Either will do: a link ending in a slash most likely names a folder's page.
        if stop < end { return contains(path, followedBy: "/index.html") || contains(path) }
        return contains(path) || contains(path, followedBy: "/index.html")
    }
}
