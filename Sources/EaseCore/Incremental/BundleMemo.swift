import Foundation

/// Bundle files and digests kept between the builds of `ease serve`: a reading's JSON depends on
/// its document (path and text) and on the bundle's link and media tables; a file's SHA-256 in
/// the manifest on its bytes.
public final class BundleMemo: @unchecked Sendable {
    struct ReadingKey: Hashable, Sendable {
        let path: String
        let text: String
        let tables: Fingerprint.Value
    }

    let readings = RebuildMemo<ReadingKey, [UInt8]>()
    /// Each locale's item encoder and the manifest's files from the last full compile (written
    /// by that compile only), for ``ReadingEditBuild``.
    var encoders: [String: ItemEncoder] = [:]
    var manifestEntries: [BundleCompiler.ManifestEntry] = []
    /// The ``ContentHash`` digests of `manifestEntries`' groups.
    var manifestGroupDigests: [String] = []
    private let lock = NSLock()
    private var digests: [String: (bytes: [UInt8], digest: String)] = [:]
    private var used: [String: (bytes: [UInt8], digest: String)] = [:]

    /// An empty memo.
    public init() {}

    /// How many readings the last build took from the memo, and how many it encoded.
    public var counts: (reused: Int, encoded: Int) { (readings.hits, readings.misses) }

    /// The SHA-256 of `bytes` (the file at `path`), from the previous build when the bytes are the same.
    func digest(of path: String, _ bytes: [UInt8]) -> String {
        lock.lock()
        let known = digests[path]
        lock.unlock()
        // Unchanged files are usually the very same array (the reading memo), which compares at once.
        let digest = known.flatMap { $0.bytes == bytes ? $0.digest : nil } ?? SHA256.hex(bytes)
        lock.lock()
        used[path] = (bytes, digest)
        lock.unlock()
        return digest
    }

    /// Ends a build: keeps only what it used.
    public func finishBuild() {
        readings.finishBuild()
        lock.lock()
        defer { lock.unlock() }
        if !used.isEmpty { (digests, used) = (used, [:]) }
    }
}
