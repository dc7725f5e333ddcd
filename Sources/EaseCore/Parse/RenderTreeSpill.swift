import EaseLocks
import EaseMarkdown
import Foundation
import Synchronization

/// A one-off build's render trees, written to a temporary file as the check parses each body and
/// read back by the body's page and bundle file: each body is parsed once, and the build never
/// holds every body's tree (``MarkdownRetention/outlinesSpillingTrees``).
///
/// The file is made in the temporary folder and removed from it at once: it lives as long as the
/// spill (its descriptor), and nothing is left behind however the process ends. Trees are
/// gathered in a buffer of about a megabyte, which the worker that fills it writes out in one
/// `pwrite` (a write per tree was 2% of a 10k build's time); reads are positioned (`pread`), or come
/// from the buffer for trees not written out yet. A tree is read from the file only once the
/// write that holds it has succeeded: a tree whose buffer is being written, or could not be, and
/// a read that gives fewer bytes than were stored (a failing disk), give no tree, and the body is
/// parsed again (the bytes read are checked as a tree's besides). The spill stops writing before the
/// file system would have less than ``spaceLeftFree`` bytes free: a build's trees (about 7 KB a
/// reading) must not fill a small temporary folder that other programs use; the bodies after that
/// are parsed again.
final class RenderTreeSpill: Sendable {
    /// Where one tree is in the file.
    struct Slot: Sendable, Equatable {
        let offset: Int
        let count: Int
    }

    /// The trees stored and not written out yet: the file's bytes from `offset` on; and the
    /// storage of a buffer written out, for the next (a megabyte allocated afresh for each was
    /// 256 page faults, 17,000 in a 10k build).
    struct Buffer {
        var bytes: [UInt8] = []
        var offset = 0
        var spare: [UInt8] = []
        /// Set by ``RenderTreeSpill/finishStoring()``: no spare is kept from then on.
        var isFinished = false
        /// The file's bytes of the buffers handed to ``RenderTreeSpill/write(_:)`` and not
        /// written yet (one a worker at most).
        var writing: [Range<Int>] = []
        /// Where the first buffer that was not written starts: no tree from there on is read.
        var firstUnwritten = Int.max

        /// Whether the file's bytes at `slot` are written (or the buffer still holds them).
        func hasWritten(_ slot: Slot) -> Bool {
            slot.offset + slot.count <= firstUnwritten
                && !writing.contains { $0.overlaps(slot.offset..<(slot.offset + slot.count)) }
        }

        /// The bytes stored so far, taken out to be written (noted in `writing`); the next tree
        /// is stored after them.
        mutating func takeChunk() -> Chunk {
            var taken: [UInt8] = []
            swap(&taken, &bytes)
            let chunk = Chunk(bytes: taken, offset: offset)
            writing.append(chunk.range)
            offset += chunk.bytes.count
            return chunk
        }
    }

    /// Bytes of the file from `offset` on, taken out of the buffer to be written.
    struct Chunk {
        var bytes: [UInt8]
        let offset: Int

        var range: Range<Int> { offset..<(offset + bytes.count) }
    }

    /// A buffer is written out once it holds this many bytes.
    static let bufferSize = 1 << 20
    /// The free space a spill leaves on its file system unless told otherwise: 64 MB.
    static let defaultSpaceLeftFree = 64 << 20

    private let descriptor: Int32
    private let buffer = Locked(Buffer())
    /// The free space a write must leave on the file's file system.
    let spaceLeftFree: Int
    /// Set when a write would have left less than ``spaceLeftFree``, or failed: nothing more is written.
    private let stopped = Atomic<Bool>(false)

    /// The folder temporary files go to: `TMPDIR`, or `/tmp`.
    static var temporaryFolder: String {
        guard let folder = ProcessInfo.processInfo.environment["TMPDIR"], !folder.isEmpty else { return "/tmp" }
        return folder
    }

    /// A spill in a new file of `folder` (readable and writable by its owner only, closed on
    /// `exec`); `nil` when no file can be made there (the build then parses each body again
    /// when it renders it).
    static func inFolder(_ folder: String = temporaryFolder, spaceLeftFree: Int = defaultSpaceLeftFree) -> RenderTreeSpill? {
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("ease-trees-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        // The trees are read back through it twice each; their reads need not write its access time.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | LocalFileSystem.noAccessTime)
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        return RenderTreeSpill(descriptor: descriptor, spaceLeftFree: spaceLeftFree)
    }

    /// A spill over an open file, which it closes when it ends, that leaves `spaceLeftFree`
    /// bytes free on its file system.
    init(descriptor: Int32, spaceLeftFree: Int = defaultSpaceLeftFree) {
        self.descriptor = descriptor
        self.spaceLeftFree = spaceLeftFree
    }

    deinit {
        close(descriptor)
    }

    /// Whether trees are still written (no write has stopped the spill).
    var isStoring: Bool { !stopped.load(ordering: .relaxed) }

    /// Stores `tree` after the trees stored before it; `nil` once the spill has stopped writing.
    func store(_ tree: MarkdownRenderTree) -> Slot? {
        guard isStoring else { return nil }
        let bytes = tree.spilled
        let (offset, full) = buffer.withLock { buffer -> (Int, Chunk?) in
            let offset = buffer.offset + buffer.bytes.count
            if buffer.bytes.capacity == 0 {
                swap(&buffer.bytes, &buffer.spare)
                buffer.bytes.reserveCapacity(Self.bufferSize + bytes.count)
            }
            buffer.bytes += bytes
            guard buffer.bytes.count >= Self.bufferSize else { return (offset, nil) }
            return (offset, buffer.takeChunk())
        }
        if var full { write(&full) }
        return Slot(offset: offset, count: bytes.count)
    }

    /// Writes out the trees stored and not written yet, once the check's parse is over: from then
    /// on every tree is read from the file, and no buffer's storage is kept.
    func finishStoring() {
        var last = buffer.withLock { buffer -> Chunk in
            let last = buffer.takeChunk()
            buffer.spare = []
            buffer.isFinished = true
            return last
        }
        write(&last)
    }

    /// Writes a full buffer at its offset, if that leaves ``spaceLeftFree``. A buffer not written
    /// (or a failed write) is not reported, and stops the spill: its trees are not read back, and
    /// their bodies are parsed again, as are those stored after.
    private func write(_ pending: inout Chunk) {
        let written = isStoring && writeOut(pending)
        if !written { stopped.store(true, ordering: .relaxed) }
        let range = pending.range
        pending.bytes.removeAll(keepingCapacity: true)
        buffer.withLock { buffer in
            buffer.writing.removeAll { $0 == range }
            if !written, !range.isEmpty { buffer.firstUnwritten = min(buffer.firstUnwritten, range.lowerBound) }
            // The storage kept for the next buffer, unless one is kept already or storing is over.
            if buffer.spare.capacity == 0, !buffer.isFinished { swap(&buffer.spare, &pending.bytes) }
        }
    }

    /// Whether all of `pending`'s bytes are written at its offset, leaving ``spaceLeftFree``.
    private func writeOut(_ pending: Chunk) -> Bool {
        guard !pending.bytes.isEmpty else { return true }
        var space = statvfs()
        guard fstatvfs(descriptor, &space) == 0,
              Int(space.f_bavail) * Int(space.f_frsize) - pending.bytes.count >= spaceLeftFree else { return false }
        return pending.bytes.withUnsafeBufferPointer { bytes in
            var written = 0
            while written < bytes.count {
                let count = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(pending.offset + written))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }

    /// The tree at `slot` with `headingAnchors`; `nil` if its bytes cannot be read back as stored.
    func load(_ slot: Slot, headingAnchors: [String]) -> MarkdownRenderTree? {
        // A tree still in the buffer is read there, one in the file once its write has succeeded.
        let (buffered, isWritten) = buffer.withLock { buffer -> ([UInt8]?, Bool) in
            guard slot.offset >= buffer.offset, slot.offset + slot.count <= buffer.offset + buffer.bytes.count else {
                return (nil, buffer.hasWritten(slot))
            }
            return (Array(buffer.bytes[(slot.offset - buffer.offset)..<(slot.offset - buffer.offset + slot.count)]), true)
        }
        guard isWritten else { return nil }
        let bytes = buffered ?? read(slot)
        return bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count == slot.count else { return nil }
            return MarkdownRenderTree(spilled: UnsafeRawBufferPointer(buffer), headingAnchors: headingAnchors)
        }
    }

    /// The bytes of `slot` in the file, fewer if the file ends before.
    private func read(_ slot: Slot) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: slot.count) { buffer, count in
            while count < slot.count {
                let read = pread(descriptor, buffer.baseAddress! + count, slot.count - count, off_t(slot.offset + count))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return }
                count += read
            }
        }
    }
}
