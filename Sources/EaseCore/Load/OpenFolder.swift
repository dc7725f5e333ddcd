#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder opened once, so that the files below it are opened and made relative to it
/// (`openat`, `mkdirat`): the kernel then walks only the path inside the folder, not the folder's
/// own path again for each file. Closed when the last reference is gone.
final class OpenFolder: Sendable {
    /// The folder's descriptor; -1 when it could not be opened, and then callers use full paths.
    let descriptor: Int32

    /// Opens the folder at `path`.
    init(_ path: String) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    /// No folder: callers use full paths.
    private init() {
        descriptor = -1
    }

    /// No folder opened (files kept in memory).
    static let none = OpenFolder()

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
