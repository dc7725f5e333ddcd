import Foundation

/// A file system that remembers what it has listed, stat-ed and read until told that a path
/// changed, so a rebuild after one edit reads one file instead of the whole content folder.
///
/// ``invalidate(_:)`` takes the paths a ``FileWatcher`` reported: each path forgets itself,
/// everything below it (a folder), and its parent folder's listing (a file created or deleted).
public final class SnapshotFileSystem: ContentFileSystem, @unchecked Sendable {
    private let base: any ContentFileSystem
    private let lock = NSLock()
    private var kinds: [String: ContentFileKind] = [:]
    private var listings: [String: [String]] = [:]
    private var contents: [String: [UInt8]] = [:]
    private var sizes: [String: Int] = [:]
    private var resolved: [String: String] = [:]
    private var decoded: [String: (bytes: [UInt8], result: SourceDecoder.Result)] = [:]

    /// A snapshot over `base` (the real disk by default).
    public init(base: any ContentFileSystem = LocalFileSystem()) {
        self.base = base
    }

    /// Forgets what it knew of `paths`, of everything below them, and of their parents' listings.
    public func invalidate(_ paths: some Sequence<String>) {
        lock.lock()
        defer { lock.unlock() }
        // Symbolic links can point anywhere: resolve them again after any change.
        resolved.removeAll(keepingCapacity: true)
        for path in paths {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            // A path known as a file has nothing below it: only its own entries go.
            let isFile = kinds[trimmed] == .file && listings[trimmed] == nil
            let below = trimmed + "/"
            func forget<Value>(in table: inout [String: Value]) {
                table[trimmed] = nil
                if !isFile { for key in table.keys.filter({ $0.hasPrefix(below) }) { table[key] = nil } }
            }
            forget(in: &kinds); forget(in: &listings); forget(in: &contents); forget(in: &sizes); forget(in: &decoded)
            if let slash = trimmed.lastIndex(of: "/") { listings[String(trimmed[..<slash])] = nil }
        }
    }

    /// Forgets everything.
    public func invalidateAll() {
        lock.lock()
        defer { lock.unlock() }
        kinds = [:]; listings = [:]; contents = [:]; sizes = [:]; resolved = [:]; decoded = [:]
    }

    private func remembered<Value>(_ table: ReferenceWritableKeyPath<SnapshotFileSystem, [String: Value]>, _ path: String,
                                   make: () throws -> Value) rethrows -> Value {
        lock.lock()
        if let known = self[keyPath: table][path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let value = try make()
        lock.lock()
        self[keyPath: table][path] = value
        lock.unlock()
        return value
    }

    /// Like `remembered`, for answers that may be missing: a missing one is asked again next time.
    private func rememberedIfFound<Value>(_ table: ReferenceWritableKeyPath<SnapshotFileSystem, [String: Value]>, _ path: String,
                                          make: () -> Value?) -> Value? {
        lock.lock()
        let known = self[keyPath: table][path]
        lock.unlock()
        if let known { return known }
        guard let value = make() else { return nil }
        lock.lock()
        self[keyPath: table][path] = value
        lock.unlock()
        return value
    }

    public func kind(at path: String) -> ContentFileKind {
        remembered(\.kinds, path) { base.kind(at: path) }
    }

    public func contents(ofDirectory path: String) throws -> [String] {
        try remembered(\.listings, path) { try base.contents(ofDirectory: path) }
    }

    public func read(_ path: String) throws -> [UInt8] {
        try remembered(\.contents, path) { try base.read(path) }
    }

    public func resolvedPath(_ path: String) -> String? {
        rememberedIfFound(\.resolved, path) { base.resolvedPath(path) }
    }

    public func size(of path: String) -> Int? {
        rememberedIfFound(\.sizes, path) { base.size(of: path) }
    }

    public func decode(_ bytes: [UInt8], path: String) -> SourceDecoder.Result {
        lock.lock()
        let known = decoded[path]
        lock.unlock()
        if let known, known.bytes == bytes { return known.result }
        let result = SourceDecoder.decode(bytes, path: path)
        lock.lock()
        decoded[path] = (bytes, result)
        lock.unlock()
        return result
    }
}
