internal import CMimalloc
#if canImport(Glibc)
import Glibc
#endif

/// The allocator of the `ease` executable: mimalloc (Debian's `libmimalloc2.0`), linked ahead of
/// the C library so that every `malloc` and `free` of the process — the Swift runtime's, cmark's,
/// libxml2's — goes to it. A build makes and frees millions of small blocks on every core
/// (Markdown trees, page values, JSON and HTML bytes); on those glibc's allocator spent a fifth
/// of `ease check` (docs/performance-history.md). The only importer of mimalloc; the library targets and
/// their tests keep the system allocator.
public enum MemoryAllocator {
    /// mimalloc's version as a number (209 for 2.0.9).
    public static var mimallocVersion: Int { Int(mi_version()) }

    /// Milliseconds mimalloc waits before it hands memory freed in bulk back to the system.
    public static var decommitDelayMilliseconds: Int { mi_option_get(mi_option_decommit_delay) }

    /// Sets mimalloc up for a command that makes and frees a build's worth of memory in stages:
    /// memory freed is given back to the system at once (no decommit delay). mimalloc's default
    /// keeps it 25 ms, and a build frees and makes again faster than that, so each stage's working
    /// memory was added to the peak on top of the last's (docs/performance-history.md). Call it first thing.
    public static func configureForBuilds() {
        mi_option_set(mi_option_decommit_delay, 0)
    }

    /// Whether the process's `malloc` is mimalloc's: a block from `malloc` lies in mimalloc's heap.
    /// Calling it also keeps mimalloc among the executable's libraries.
    public static var isMimallocActive: Bool {
        guard let block = malloc(64) else { return false }
        defer { free(block) }
        return mi_is_in_heap_region(block)
    }
}
