import Foundation

/// Everything in a folder, for comparing two output folders exactly: every file's bytes and every
/// folder (an empty folder left behind is a difference too).
public struct FolderSnapshot: Equatable, Sendable {
    /// Relative path → bytes; folders map to `nil`.
    public var entries: [String: [UInt8]?]

    /// Reads the folder at `path` (an empty snapshot if it does not exist).
    public init(of path: String) {
        entries = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: path) else { return }
        for case let relative as String in enumerator {
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory)
            entries[relative] = isDirectory.boolValue ? .some(nil) : Array(manager.contents(atPath: path + "/" + relative) ?? Data())
        }
    }

    /// The paths whose entries differ between two snapshots, sorted.
    public func differences(from other: FolderSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).filter { entries[$0] != other.entries[$0] }.sorted()
    }
}
