import Foundation

/// An exclusive lock on an output folder (`.ease-build.lock` inside it, with `flock`), so two
/// builds writing the same output at once cannot interleave; the second is told and stops.
/// The kernel releases the lock when the process ends, even if it is killed.
public final class OutputLock {
    private let descriptor: Int32

    /// Takes the lock, or returns `nil` when another process holds it.
    public init?(folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + ".ease-build.lock"
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ContentReadError(path: path, reason: String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
