import EaseBytes
import Foundation

/// The real file system.
public struct LocalFileSystem: ContentFileSystem {
    /// Creates the file system.
    public init() {}

    public func kind(at path: String) -> ContentFileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .special
        }
    }

    public func contents(ofDirectory path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    public func entries(ofDirectory path: String) throws -> [DirectoryEntry] {
        // The kinds come with the listing (readdir's d_type), not from an lstat of every name;
        // only a file system that does not fill d_type in is asked name by name.
        guard let directory = opendir(path) else { throw ContentReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            if DirectoryRecord.isSelfOrParent(entry) { continue }
            let name = DirectoryRecord.name(of: entry)
            let kind: ContentFileKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = self.kind(at: DirectoryEntry.path(of: name, in: path))
            default: kind = .special
            }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return StringOrder.sorted(entries) { $0.name }
    }

    public func read(_ path: String) throws -> [UInt8] {
        guard case .bytes(let bytes) = try read(path, limit: .max) else { return [] }
        return bytes
    }

    public func read(_ path: String, limit: Int) throws -> LimitedRead {
        // open, fstat (the size is known from it, with no stat of the path before), and read into
        // an array of the file's size plus one byte until the end is reached: no `Data` in
        // between, and a file that grew since the fstat is read whole.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ContentReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ContentReadError(path: path, reason: String(cString: strerror(errno))) }
        let size = Int(info.st_size)
        if size > limit { return .tooLarge(size: size) }
        return .bytes(try Self.readToEnd(descriptor, size: size, isRegular: info.st_mode & S_IFMT == S_IFREG, shownAs: { path }))
    }

    /// The regular file at `path` relative to the folder open as `folder`, whose size the caller
    /// knows (`size`, from writing it): opened with `openat`, so the kernel walks only the path
    /// inside the folder, and read without an `fstat`. A file whose size changed meanwhile is read
    /// to its end all the same. Errors name the file `shown` (made only for an error).
    ///
    /// The file is one the build has just written, so reading it does not touch its access time
    /// (`O_NOATIME`: the first read of a file modified since its last access would write the
    /// time to its inode, 0.4% of a 10k build's samples). The kernel allows that flag only to the
    /// file's owner; anyone else's file is opened without it.
    func read(_ path: String, in folder: Int32, size: Int, shownAs shown: @autoclosure () -> String) throws -> [UInt8] {
        var descriptor = openat(folder, path, O_RDONLY | O_CLOEXEC | Self.noAccessTime)
        if descriptor < 0, errno == EPERM { descriptor = openat(folder, path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw ContentReadError(path: shown(), reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        return try Self.readToEnd(descriptor, size: size, isRegular: true, shownAs: shown)
    }

    /// The regular file open as `descriptor`, read from its start whatever its offset (`pread`),
    /// whose size the caller knows: a file kept open by its writer (``KeptDescriptors``). A file
    /// whose size changed meanwhile is read to its end all the same. Errors name it `shown`.
    static func read(descriptor: Int32, size: Int, shownAs shown: @autoclosure () -> String) throws -> [UInt8] {
        try readToEnd(descriptor, size: size, isRegular: true, fromStart: true, shownAs: shown)
    }

    /// Linux's `O_NOATIME` (`<fcntl.h>` declares it only for `_GNU_SOURCE`, which Swift's Glibc
    /// module does not define): reads through the descriptor leave the file's access time alone.
    static let noAccessTime: Int32 = 0o1_000_000

    /// Reads the open file `descriptor` to its end into an array of `size` plus one byte, grown
    /// only for a file larger than that: from where its offset is, or from its start
    /// (`fromStart`, by `pread`, leaving the offset alone).
    private static func readToEnd(_ descriptor: Int32, size: Int, isRegular: Bool, fromStart: Bool = false,
                                  shownAs path: () -> String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var failure: Int32 = 0
        var chunk = size + 1
        while true {
            var reachedEnd = false
            let more = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let got = fromStart
                        ? pread(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized, off_t(bytes.count + initialized))
                        : Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if got < 0, errno == EINTR { continue }
                    if got < 0 { failure = errno; return }
                    if got == 0 { reachedEnd = true; return }
                    initialized += got
                    // A regular file that gave exactly the size it is known to have, one byte short of
                    // what was asked for, is at its end: the read that would return 0 is skipped
                    // (one system call of five per file). A short read before that size, or a
                    // file that grew, reads on.
                    if isRegular, bytes.isEmpty, initialized == size { reachedEnd = true; return }
                }
            }
            if failure != 0 { throw ContentReadError(path: path(), reason: String(cString: strerror(failure))) }
            if bytes.isEmpty { bytes = more } else { bytes += more }
            if reachedEnd { return bytes }
            chunk = 65_536
        }
    }

    public func size(of path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    public func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
