import Foundation

/// Write, for watch loops: brings an output folder from the files of the previous build to those
/// of this one by writing only what changed and removing what is gone (and folders left empty),
/// so the folder ends up exactly as ``OutputWriter`` would have left it.
///
/// Each file is written beside its place and renamed over it, so a server reading the folder
/// never sees half a file.
struct OutputSync {
    /// Whether `folder` exists as a folder (if someone removed it, the next build writes it whole).
    static func isIntact(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Writes the files of `new` that differ from `old`, removes those of `old` that `new` lacks.
    /// With `only`, the caller knows that no other path can differ, and only those are compared.
    func update(_ folder: String, from old: [String: [UInt8]], to new: [String: [UInt8]], only: Set<String>? = nil) throws -> (written: Int, removed: Int) {
        if let only {
            return (try write(only.sorted().filter { new[$0] != nil && old[$0] != new[$0] }.map { ($0, new[$0]!) }, into: folder), 0)
        }
        let changed = new.filter { path, bytes in old[path].map { $0 != bytes } ?? true }
        let written = try write(changed.map { ($0.key, $0.value) }, into: folder)
        return (written, removeGone(folder, old: old, new: new))
    }

    /// Writes each file beside its place and renames it over it; returns how many.
    private func write(_ files: [(path: String, bytes: [UInt8])], into folder: String) throws -> Int {
        let manager = FileManager.default
        var written = 0
        for (path, bytes) in files {
            let file = URL(fileURLWithPath: folder + "/" + path)
            let directory = file.deletingLastPathComponent()
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            let staging = directory.appendingPathComponent(".\(file.lastPathComponent).ease-\(getpid())")
            try Data(bytes).write(to: staging)
            guard rename(staging.path, file.path) == 0 else {
                try? manager.removeItem(at: staging)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
            written += 1
        }
        return written
    }

    /// Removes the files of `old` that `new` lacks, and the folders that leaves empty; returns how many files.
    private func removeGone(_ folder: String, old: [String: [UInt8]], new: [String: [UInt8]]) -> Int {
        let manager = FileManager.default
        var emptied = Set<String>()
        var removed = 0
        for path in old.keys where new[path] == nil {
            try? manager.removeItem(atPath: folder + "/" + path)
            removed += 1
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty {
                emptied.insert(parent)
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
        // Deepest first, so a folder whose only content was an emptied folder goes too.
        for parent in emptied.sorted(by: { $0.count > $1.count }) {
            let path = folder + "/" + parent
            if let entries = try? manager.contentsOfDirectory(atPath: path), entries.isEmpty {
                try? manager.removeItem(atPath: path)
            }
        }
        return removed
    }
}
