internal import CCmark
internal import CCmarkArena

/// The memory cmark parses one document into: a bump allocator, one per thread, that cmark's
/// `calloc` and `realloc` take blocks from and whose `free` does nothing. After the document's
/// tree is copied into Swift values the whole arena is reset at once, so no node is freed one by
/// one, and the next document on the thread reuses the same memory.
///
/// With the system's allocator, cmark makes and frees a few thousand blocks per document; a
/// build parses ten thousand documents on every core, and the allocator handed the freed
/// pages back to the system and faulted them in again for the next one (docs/performance-history.md).
///
/// The arena itself is C (`CCmarkArena`): cmark's allocation functions take no context, so each
/// finds the calling thread's arena, and C reads a thread-local variable in one instruction
/// where Swift called `pthread_getspecific` (a third of the instructions of each of the 430
/// allocations of a reading).
enum CMarkArena {
    /// The allocator handed to cmark. Made once and never written again, so every thread can hand it to cmark.
    nonisolated(unsafe) private static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(calloc: ease_arena_calloc, realloc: ease_arena_realloc, free: ease_arena_free))
        return memory
    }()

    /// Runs `body` with the calling thread's arena as cmark's allocator and resets the arena
    /// afterwards: nothing cmark allocated in `body` may be used after it returns. A parse inside
    /// `body` gets an arena of its own.
    static func withMemory<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        let previous = ease_arena_begin()
        defer { ease_arena_end(previous) }
        return body(memory)
    }
}
