import Foundation

extension OutputFiles {
    /// Where a page's descriptor goes once the page is written, instead of being closed: the
    /// audit's table of kept descriptors, under the page's path in the site.
    typealias KeptPage = (descriptors: KeptDescriptors, path: String)

    /// Writes a whole file with one `open`, as few `write`s as the kernel needs, and `close`, at
    /// `path` relative to the folder open as `folder` (`AT_FDCWD`: the working directory, or
    /// `path` is absolute); errors name it `shown()` (made only for an error).
    ///
    /// With `keptIn`, the file is opened for reading too, without touching its access time when
    /// it is read (`O_NOATIME`, as a page read back by its path is), and its descriptor is handed
    /// to ``KeptDescriptors`` instead of closed, where there is room.
    static func write(_ bytes: [UInt8], to path: String, in folder: Int32, keptIn kept: KeptPage? = nil,
                      shownAs shown: () -> String) throws(OutputWriteError) {
        // Never through a symbolic link: a recycled folder's were removed, and none is made.
        let flags = O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC
        let descriptor = kept != nil ? openForReadingBack(path, in: folder, flags: flags) : openat(folder, path, O_WRONLY | flags, 0o644)
        guard descriptor >= 0 else { throw OutputWriteError(path: shown(), errno: errno) }
        var handedOver = false
        defer { if !handedOver { close(descriptor) } }
        try writeAll(bytes, to: descriptor, shownAs: shown)
        handedOver = handOver(descriptor, to: kept)
    }

    /// Opens the file at `path` for writing and reading, without access-time updates where the
    /// kernel allows it (the file's owner only: anyone else's file is opened without).
    private static func openForReadingBack(_ path: String, in folder: Int32, flags: Int32) -> Int32 {
        let descriptor = openat(folder, path, O_RDWR | flags | LocalFileSystem.noAccessTime, 0o644)
        if descriptor < 0, errno == EPERM { return openat(folder, path, O_RDWR | flags, 0o644) }
        return descriptor
    }

    /// Whether the descriptor of a file just written went to `kept` (and must not be closed).
    private static func handOver(_ descriptor: Int32, to kept: KeptPage?) -> Bool {
        guard let kept else { return false }
        return kept.descriptors.keep(descriptor, for: kept.path)
    }

    /// Writes `bytes` over the file at `path` of the folder open as `folder`, a file of a recycled
    /// folder: from its start, then cut to their length if it was longer. Its inode and its pages
    /// are kept (truncating it first gave its pages back and took new ones: on tmpfs twice the
    /// time). `false`, with nothing written, when it is not a regular file with one link, or not
    /// there: a file another path shares (`cp -al`, `rsync --link-dest`) must not change, so the
    /// caller puts a new file in its place. With `keptIn`, its descriptor is kept as
    /// ``write(_:to:in:keptIn:shownAs:)`` keeps it.
    static func writeOver(_ bytes: [UInt8], at path: String, in folder: Int32, keptIn kept: KeptPage? = nil,
                          shownAs shown: () -> String) throws(OutputWriteError) -> Bool {
        let flags = O_NOFOLLOW | O_CLOEXEC
        let descriptor = kept != nil ? openForReadingBack(path, in: folder, flags: flags) : openat(folder, path, O_WRONLY | flags)
        guard descriptor >= 0 else { return false }
        var handedOver = false
        defer { if !handedOver { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1 else { return false }
        try writeAll(bytes, to: descriptor, shownAs: shown)
        if Int(info.st_size) > bytes.count, ftruncate(descriptor, off_t(bytes.count)) != 0 {
            throw OutputWriteError(path: shown(), errno: errno)
        }
        handedOver = handOver(descriptor, to: kept)
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
