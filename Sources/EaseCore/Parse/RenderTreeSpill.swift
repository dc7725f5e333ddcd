import EaseBytes
import EaseMarkdown
import Foundation
import Synchronization

/// A one-off build's render trees, written to a temporary file as the check parses each body and
/// read back by the body's page and bundle file: each body is parsed once, and the build never
/// holds every body's tree (``MarkdownRetention/outlinesSpillingTrees``).
///
/// The file is made in the temporary folder and removed from it at once: it lives as long as the
/// spill (its descriptor), and nothing is left behind however the process ends. Workers write at
/// once, each tree at an offset it takes from an atomic count; reads are positioned (`pread`).
/// A tree read back is compared with the digest taken when it was written, so a read that does
/// not give the bytes written (a failing disk) gives no tree and the body is parsed again.
final class RenderTreeSpill: Sendable {
    /// Where one tree is in the file.
    struct Slot: Sendable, Equatable {
        let offset: Int
        let count: Int
        /// ``ByteWord/digest(of:)-(UnsafeBufferPointer<UInt8>)`` of the bytes written.
        let digest: UInt64
    }

    private let descriptor: Int32
    private let end = Atomic<Int>(0)

    /// The folder temporary files go to: `TMPDIR`, or `/tmp`.
    static var temporaryFolder: String {
        guard let folder = ProcessInfo.processInfo.environment["TMPDIR"], !folder.isEmpty else { return "/tmp" }
        return folder
    }

    /// A spill in a new file of `folder`; `nil` when no file can be made there (the build then
    /// parses each body again when it renders it).
    static func inFolder(_ folder: String = temporaryFolder) -> RenderTreeSpill? {
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("ease-trees-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        return RenderTreeSpill(descriptor: descriptor)
    }

    /// A spill over an open file, which it closes when it ends.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Writes `tree` at the file's end; `nil` if it could not be written.
    func store(_ tree: MarkdownRenderTree) -> Slot? {
        let bytes = tree.spilled
        let offset = end.wrappingAdd(bytes.count, ordering: .relaxed).oldValue
        return bytes.withUnsafeBufferPointer { buffer -> Slot? in
            var written = 0
            while written < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(offset + written))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return nil }
                written += count
            }
            return Slot(offset: offset, count: buffer.count, digest: ByteWord.digest(of: buffer))
        }
    }

    /// The tree at `slot` with `headingAnchors`; `nil` if its bytes cannot be read back as written.
    func load(_ slot: Slot, headingAnchors: [String]) -> MarkdownRenderTree? {
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: slot.count) { buffer, count in
            while count < slot.count {
                let read = pread(descriptor, buffer.baseAddress! + count, slot.count - count, off_t(slot.offset + count))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { complete = false; return }
                count += read
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            guard complete, ByteWord.digest(of: buffer) == slot.digest else { return nil }
            return MarkdownRenderTree(spilled: UnsafeRawBufferPointer(buffer), headingAnchors: headingAnchors)
        }
    }
}
