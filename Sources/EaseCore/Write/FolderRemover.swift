import Dispatch
import Foundation

/// Removes a folder and everything in it on every core. A retired output folder holds tens of
/// thousands of files in a few folders (a site's `learn/` has a folder per reading); unlinking
/// them is the kernel's work, and one core did all of it after every build.
///
/// Entries are named relative to their open folder (`unlinkat`, `openat`) and told apart by the
/// type the folder listing gives, so no entry is looked up by its whole path or asked its type
/// again (`FileManager.removeItem` took an `lstat` and a walk of the whole path per entry: the
/// removal of a 10k build's output took 270 ms with it, 200 ms without).
enum FolderRemover {
    /// Removes `path` and everything below it; what cannot be removed is left (as
    /// `FileManager.removeItem` under `try?` would). A path that is not a folder (a file, a
    /// symbolic link) is removed itself; a link is never followed.
    static func remove(_ path: String) {
        let root = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard root >= 0 else {
            unlink(path)
            return
        }
        // The entries two levels down are removed in parallel, then the emptied first-level
        // folders and the root.
        let (folders, others) = firstLevel(of: root)
        for entry in others { unlinkat(root, entry.name, 0) }
        let items = folders.flatMap { folder in folder.entries.map { (parent: folder.descriptor, entry: $0) } }
        DispatchQueue.concurrentPerform(iterations: items.count) { removeEntry(items[$0].entry, in: items[$0].parent) }
        for folder in folders {
            close(folder.descriptor)
            unlinkat(root, folder.name, AT_REMOVEDIR)
        }
        close(root)
        rmdir(path)
    }

    /// The folders of the open folder `root`, each opened (never through a link; the caller
    /// closes them) with its entries, and the other entries of `root`. A walk of a whole output
    /// runs in parallel over the entries two levels down: a site's `learn/` holds a folder per
    /// reading, a bundle's `readings/` a file per reading.
    static func firstLevel(of root: Int32) -> (folders: [(descriptor: Int32, name: String, entries: [Entry])], others: [Entry]) {
        var folders: [(descriptor: Int32, name: String, entries: [Entry])] = []
        var others: [Entry] = []
        for entry in entries(of: root) {
            if entry.isFolder, let folder = openFolder(entry.name, in: root) {
                folders.append((folder, entry.name, entries(of: folder)))
            } else {
                others.append(entry)
            }
        }
        return (folders, others)
    }

    /// A folder's entry: its name and whether the listing says it is a folder (never a link to
    /// one) or a regular file (never a link to one either).
    struct Entry {
        let name: String
        let isFolder: Bool
        var isRegularFile = false
    }

    /// Removes the entry `entry` of the open folder `parent`, and what it holds.
    private static func removeEntry(_ entry: Entry, in parent: Int32) {
        guard entry.isFolder, let folder = openFolder(entry.name, in: parent) else {
            unlinkat(parent, entry.name, 0)
            return
        }
        for inner in entries(of: folder) { removeEntry(inner, in: folder) }
        close(folder)
        unlinkat(parent, entry.name, AT_REMOVEDIR)
    }

    /// The folder `name` of `parent`, opened without following a symbolic link.
    static func openFolder(_ name: String, in parent: Int32) -> Int32? {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }

    /// The entries of the open folder `descriptor` (without `.` and `..`), read with
    /// `getdents64` straight from it: a rewind and two reads for a small folder, where a `DIR`
    /// stream over a duplicate took nine (`dup`, `fcntl`, a rewind, the reads, two `close`s).
    /// Reading moves the folder's read position, hence the rewind: a folder can be listed again.
    static func entries(of descriptor: Int32) -> [Entry] {
        guard let getdents64 = DirectoryReader.getdents64 else { return entriesThroughStream(of: descriptor) }
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return [] }
        var found: [Entry] = []
        withUnsafeTemporaryAllocation(byteCount: DirectoryReader.bufferSize, alignment: 8) { buffer in
            while true {
                let count = getdents64(descriptor, buffer.baseAddress!, buffer.count)
                guard count > 0 else { return }
                var offset = 0
                while offset < count {
                    // struct linux_dirent64: inode (8 bytes), offset (8), record length (2), type (1), name.
                    let record = buffer.baseAddress! + offset
                    let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                    let type = Int(record.load(fromByteOffset: 18, as: UInt8.self))
                    let name = String(cString: record.advanced(by: 19).assumingMemoryBound(to: CChar.self))
                    offset += length
                    if name == "." || name == ".." { continue }
                    found.append(entry(name, type: type, in: descriptor))
                }
            }
        }
        return found
    }

    /// ``entries(of:)`` through a `DIR` stream over a duplicate of the folder, which it closes
    /// (where `getdents64` is not to be had).
    static func entriesThroughStream(of descriptor: Int32) -> [Entry] {
        let duplicate = dup(descriptor)
        guard duplicate >= 0 else { return [] }
        guard let stream = fdopendir(duplicate) else {
            close(duplicate)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var found: [Entry] = []
        while let record = readdir(stream) {
            if DirectoryRecord.isSelfOrParent(record) { continue }
            found.append(entry(DirectoryRecord.name(of: record), type: Int(record.pointee.d_type), in: descriptor))
        }
        return found
    }

    /// The entry `name` of the open folder `descriptor`, whose listing gave it `type` (`DT_…`).
    private static func entry(_ name: String, type: Int, in descriptor: Int32) -> Entry {
        var (isFolder, isRegularFile) = (type == Int(DT_DIR), type == Int(DT_REG))
        // Some file systems do not give the type in the listing: asked once, without following a link.
        if type == Int(DT_UNKNOWN) {
            var info = stat()
            let found = fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
            (isFolder, isRegularFile) = (found && info.st_mode & S_IFMT == S_IFDIR, found && info.st_mode & S_IFMT == S_IFREG)
        }
        return Entry(name: name, isFolder: isFolder, isRegularFile: isRegularFile)
    }
}

/// Linux's `getdents64`, looked up at run time (glibc declares it only for `_GNU_SOURCE`, which
/// Swift's Glibc module does not set).
enum DirectoryReader {
    typealias GetDents64 = @convention(c) (Int32, UnsafeMutableRawPointer, Int) -> Int
    static let getdents64: GetDents64? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "getdents64") else { return nil }
        return unsafeBitCast(symbol, to: GetDents64.self)
    }()
    /// Bytes read at a time: a few hundred entries.
    static let bufferSize = 16_384
}
