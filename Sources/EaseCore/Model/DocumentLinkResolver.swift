/// Resolves paths written in one document (links, images) into content-relative paths. The
/// document's folder is worked out once, not once per link: the link rules, the site and the
/// bundle resolve every link of every reading (56,000 in the 10,000-reading benchmark).
struct DocumentLinkResolver: Sendable {
    /// The content-relative folder that holds the document (`readings`), or "" at the top.
    let folder: String
    /// Whether ``folder`` has no empty, "." or ".." segment, so that a plain link can be joined to it.
    private let folderIsPlain: Bool
    /// Whether ``folder`` is plain and ASCII (``withPlainPath(of:_:)``).
    let folderIsPlainASCII: Bool

    /// A resolver for the document at `documentPath` (content-relative).
    init(documentPath: String) {
        folder = ContentCatalog.folder(of: documentPath)
        folderIsPlain = folder.isEmpty || Self.isPlainRelativePath(folder)
        folderIsPlainASCII = folderIsPlain && folder.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The content-relative path `written` names, or `nil` when it is absolute or climbs out of
    /// the content folder.
    func resolve(_ written: String) -> String? {
        guard written.utf8.first != UInt8(ascii: "/") else { return nil }
        // Most links name a file in or below the document's folder: no "." or ".." segment, no
        // empty one. Then the path is the folder and the link joined, without splitting either.
        if folderIsPlain, Self.isPlainRelativePath(written) {
            return folder.isEmpty ? written : folder + "/" + written
        }
        // Next most: `../` climbing out of the folder first (a reading's `../media/calm.jpg`):
        // each one drops the folder's last segment, and the rest, if plain, is joined to what is left.
        if folderIsPlain, case let climbs = Self.leadingClimbs(written), climbs > 0 {
            var base = Substring(folder)
            for _ in 0..<climbs {
                guard !base.isEmpty else { return nil }
                base = base[..<(base.utf8.lastIndex(of: UInt8(ascii: "/")) ?? base.startIndex)]
            }
            // By bytes: a combining mark after the slash would make `/` and it one character.
            let rest = written[written.utf8.index(written.startIndex, offsetBy: 3 * climbs)...]
            let remainder = String(rest)
            if Self.isPlainRelativePath(remainder) { return base.isEmpty ? remainder : base + "/" + remainder }
        }
        return Self.resolveBySegments(written, inFolder: folder)
    }

    /// How many `../` the path starts with, counted in its bytes (`utf8.starts(with:)` is a
    /// generic walk of both views, some 300 instructions a test).
    static func leadingClimbs(_ written: String) -> Int {
        written.withContiguousUTF8 { bytes in
            var climbs = 0
            while 3 * climbs + 3 <= bytes.count, bytes[3 * climbs] == UInt8(ascii: "."), bytes[3 * climbs + 1] == UInt8(ascii: "."),
                  bytes[3 * climbs + 2] == UInt8(ascii: "/") {
                climbs += 1
            }
            return climbs
        }
    }

    /// ``resolve(_:)`` for any path, segment by segment.
    static func resolveBySegments(_ written: String, inFolder folder: String) -> String? {
        var parts = folder.pieces(separatedBy: UInt8(ascii: "/"))
        for part in written.pieces(separatedBy: UInt8(ascii: "/")) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Whether `path` is segments joined by single slashes, none of them empty, "." or "..".
    static func isPlainRelativePath(_ path: String) -> Bool {
        // The contiguous bytes, read without stepping the UTF-8 view's index.
        path.withContiguousUTF8(isPlainRelativePath)
    }

    static func isPlainRelativePath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var segmentLength = 0
        var dots = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                guard segmentLength > 0, dots != segmentLength || dots > 2 else { return false }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return segmentLength > 0 && (dots != segmentLength || dots > 2)
    }
}
