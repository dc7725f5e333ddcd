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
    func update(_ folder: String, from old: [String: [UInt8]], to new: [String: [UInt8]]) throws -> (written: Int, removed: Int) {
        let manager = FileManager.default
        var written = 0
        for (path, bytes) in new where old[path].map({ $0 != bytes }) ?? true {
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
        return (written, removed)
    }
}
