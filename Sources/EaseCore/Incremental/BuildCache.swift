/// Everything `ease serve` and `ease build --watch` keep from one build to the next, so that a
/// rebuild after an edit does only the work the edit reaches and writes only the files it
/// changes. A build with a cache writes exactly the files a build without one would.
///
/// Each stage has its own memo, keyed by what its results are made from (see ``RenderMemo``,
/// ``AuditMemo``, ``ParseMemo``); together the keys are the build's dependency graph.
public final class BuildCache: @unchecked Sendable {
    // One build at a time uses a cache (the watch loop is serial); the memos are safe for the
    // parallel workers inside a build.

    /// Listings, stats and file contents until the watcher says they changed.
    public let fileSystem: SnapshotFileSystem
    /// Parsed documents by text.
    public let parses = ParseMemo()
    /// Encoded readings and file digests of the bundle.
    public let bundle = BundleMemo()
    /// Rendered bodies and pages by their values.
    public let render = RenderMemo()
    /// Audit findings by page.
    public let audit = AuditMemo()
    /// The bundle and site files last written, as they are on disk; `nil` before the first write.
    var written: (bundle: [String: [UInt8]], site: [String: [UInt8]])?
    /// The last build that wrote its output, for ``ReadingEditBuild``; `nil` before it.
    var lastGood: BuildState?
    /// Paths the watcher reported since that build.
    private(set) var pendingChanges: Set<String> = []

    /// An empty cache over the real disk (or another file system, for tests).
    public init(fileSystem: any ContentFileSystem = LocalFileSystem()) {
        self.fileSystem = SnapshotFileSystem(base: fileSystem)
    }

    /// Forgets what it knew of files that changed on disk (paths as the watcher reports them,
    /// below the content folder as the build was given it).
    public func invalidate(_ paths: some Sequence<String>) {
        let paths = Array(paths)
        fileSystem.invalidate(paths)
        pendingChanges.formUnion(paths.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
    }

    /// Forgets the output folder's state, so the next build writes it whole.
    public func forgetOutput() {
        written = nil
        lastGood = nil
    }

    /// Records a build that wrote its output: the next one starts from it.
    func wrote(_ state: BuildState) {
        lastGood = state
        pendingChanges = []
    }
}
