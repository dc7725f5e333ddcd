import Dispatch
import Foundation

/// Removes a folder and everything in it on every core. A retired output folder holds tens of
/// thousands of files in a few folders (a site's `learn/` has a folder per reading); unlinking
/// them is the kernel's work, and one core did all of it after every build.
enum FolderRemover {
    /// Removes `path` and everything below it; what cannot be removed is left (as
    /// `FileManager.removeItem` under `try?` would).
    static func remove(_ path: String) {
        let manager = FileManager.default
        // The files and folders two levels down are removed in parallel, then the emptied
        // first-level folders and the root.
        var firstLevel: [String] = []
        var work: [String] = []
        for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
            let child = path + "/" + name
            // `lstat`: a symbolic link to a folder is removed as a link, never followed.
            var info = stat()
            guard lstat(child, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                firstLevel.append(child)
                work += ((try? manager.contentsOfDirectory(atPath: child)) ?? []).map { child + "/" + $0 }
            } else {
                work.append(child)
            }
        }
        let items = work
        DispatchQueue.concurrentPerform(iterations: items.count) { try? FileManager.default.removeItem(atPath: items[$0]) }
        for folder in firstLevel { try? manager.removeItem(atPath: folder) }
        try? manager.removeItem(atPath: path)
    }
}
