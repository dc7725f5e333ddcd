/// The manifest's `contentHash`, a two-level SHA-256 over the listed files in path order: the
/// files are taken ``groupSize`` at a time, each group's digest is the SHA-256 of its lines
/// `path NUL sha256 LF`, and the hash is the SHA-256 of the groups' hexadecimal digests, one per
/// line. Two bundles with the same hash list the same files with the same digests; and when one
/// file changes (an edit in `ease serve`), only its group and the short top level are hashed again.
enum ContentHash {
    /// Files per group.
    static let groupSize = 256

    /// The digest of each group of `entries`.
    static func groupDigests(of entries: [BundleCompiler.ManifestEntry]) -> [String] {
        parallelMap((entries.count + groupSize - 1) / groupSize) { groupDigest(entries, group: $0) }
    }

    /// The digest of one group: files `group * groupSize` up to the next group's first.
    static func groupDigest(_ entries: [BundleCompiler.ManifestEntry], group: Int) -> String {
        let files = entries[(group * groupSize)..<min(entries.count, (group + 1) * groupSize)]
        var lines: [UInt8] = []
        lines.reserveCapacity(files.reduce(0) { $0 + $1.path.utf8.count + 66 })
        for entry in files {
            lines += entry.path.utf8
            lines.append(0)
            lines += entry.sha256.utf8
            lines.append(UInt8(ascii: "\n"))
        }
        return SHA256.hex(lines)
    }

    /// The content hash from the groups' digests.
    static func combine(_ groupDigests: [String]) -> String {
        var lines: [UInt8] = []
        lines.reserveCapacity(groupDigests.count * 65)
        for digest in groupDigests {
            lines += digest.utf8
            lines.append(UInt8(ascii: "\n"))
        }
        return SHA256.hex(lines)
    }
}
