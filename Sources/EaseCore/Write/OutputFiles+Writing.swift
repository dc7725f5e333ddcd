import Foundation

extension OutputFiles {
    /// Writes a whole file with one `open`, as few `write`s as the kernel needs, and `close`, at
    /// `path` relative to the folder open as `folder` (`AT_FDCWD`: the working directory, or
    /// `path` is absolute); errors name it `shown()` (made only for an error).
    static func write(_ bytes: [UInt8], to path: String, in folder: Int32, shownAs shown: () -> String) throws(OutputWriteError) {
        // Never through a symbolic link: a recycled folder's were removed, and none is made.
        let descriptor = openat(folder, path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputWriteError(path: shown(), errno: errno) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, shownAs: shown)
    }

    /// Writes `bytes` over the file at `path` of the folder open as `folder`, a file of a recycled
    /// folder: from its start, then cut to their length if it was longer. Its inode and its pages
    /// are kept (truncating it first gave its pages back and took new ones: on tmpfs twice the
    /// time). `false`, with nothing written, when it is not a regular file with one link, or not
    /// there: a file another path shares (`cp -al`, `rsync --link-dest`) must not change, so the
    /// caller puts a new file in its place.
    static func writeOver(_ bytes: [UInt8], at path: String, in folder: Int32, shownAs shown: () -> String) throws(OutputWriteError) -> Bool {
        let descriptor = openat(folder, path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1 else { return false }
        try writeAll(bytes, to: descriptor, shownAs: shown)
        if Int(info.st_size) > bytes.count, ftruncate(descriptor, off_t(bytes.count)) != 0 {
            throw OutputWriteError(path: shown(), errno: errno)
        }
        return true
    }

    /// Writes every byte to the open file, as few `write`s as the kernel needs.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, shownAs shown: () -> String) throws(OutputWriteError) {
        // The `errno` of a failed `write`, or nil when every byte went out.
        let failed: Int32? = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        if let failed { throw OutputWriteError(path: shown(), errno: failed) }
    }
}
