import Foundation

/// Write: puts a set of files in place as one folder, atomically.
///
/// The files go into a temporary folder beside the destination; only when every file is written
/// is the old folder moved aside and the new one renamed into place, so a failed or interrupted
/// build leaves the previous output as it was. Leftover temporary folders from killed builds are
/// removed on the next run.
public struct OutputWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Replaces the folder at `destination` with exactly `files` (relative path → bytes).
    public func replace(_ destination: String, with files: [String: [UInt8]]) throws {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        removeLeftovers(of: name, in: parent)
        let token = "\(getpid())-\(UUID().uuidString.prefix(8))"
        let staging = parent.appendingPathComponent(".\(name).tmp-\(token)")
        let retired = parent.appendingPathComponent(".\(name).old-\(token)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for path in files.keys.sorted() {
                let file = staging.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(files[path]!).write(to: file)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        if manager.fileExists(atPath: url.path) {
            try manager.moveItem(at: url, to: retired)
        }
        do {
            try manager.moveItem(at: staging, to: url)
        } catch {
            if manager.fileExists(atPath: retired.path) { try? manager.moveItem(at: retired, to: url) }
            throw error
        }
        try? manager.removeItem(at: retired)
    }

    /// Removes `.NAME.tmp-*` and `.NAME.old-*` folders left by builds that were killed.
    private func removeLeftovers(of name: String, in parent: URL) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries where entry.hasPrefix(".\(name).tmp-") || entry.hasPrefix(".\(name).old-") {
            try? manager.removeItem(at: parent.appendingPathComponent(entry))
        }
    }
}
