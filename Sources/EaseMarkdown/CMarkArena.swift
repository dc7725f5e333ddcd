internal import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// The memory cmark parses one document into: a bump allocator, one per thread, that cmark's
/// `calloc` and `realloc` take blocks from and whose `free` does nothing. After the document's
/// tree is copied into Swift values the whole arena is reset at once, so no node is freed one by
/// one, and the next document on the thread reuses the same memory.
///
/// With the system's allocator, cmark makes and frees a few thousand blocks per document; a
/// build parses ten thousand documents on every core, and the allocator handed the freed
/// pages back to the system and faulted them in again for the next one (docs/PERFORMANCE.md).
struct CMarkArena {
    /// The arena of the calling thread, made on its first parse and freed when the thread ends.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { CMarkArena.destroy(pointer.assumingMemoryBound(to: CMarkArena.self)) }
        }
        allocationKey = key
        return key
    }()

    /// ``threadKey`` for cmark's allocation calls, a few hundred per document: a stored constant,
    /// read without the lazy initialisation check of a `static let` (set when that key is made,
    /// which every parse goes through before cmark allocates anything).
    nonisolated(unsafe) private static var allocationKey: pthread_key_t = 0

    /// The allocator handed to cmark: its functions find the calling thread's current arena.
    /// Made once and never written again, so every thread can hand it to cmark.
    nonisolated(unsafe) private static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(
            calloc: { count, size in
                let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
                guard !overflow, let block = CMarkArena.allocate(bytes, in: CMarkArena.current) else { return nil }
                memset(block, 0, bytes)
                return block
            },
            realloc: { block, size in CMarkArena.reallocate(block, to: size, in: CMarkArena.current) },
            free: { _ in }))
        return memory
    }()

    /// Chunks are at least this big; a larger block gets a chunk of its own.
    private static let chunkSize = 64 << 10
    /// What a reset keeps of the chunks for the next document (the rest, after a very large
    /// document, goes back to the allocator).
    private static let retainedBytes = 1 << 20
    /// Blocks start on 16-byte boundaries, each after a 16-byte header holding its room (its size
    /// rounded up to the alignment).
    private static let alignment = 16

    /// The arena's memory; blocks are taken from `chunks[chunkIndex]` between `next` and `end`
    /// (both ``noChunk`` before the first block: no room, so the first block moves to a chunk).
    /// The arena lives in memory of its own, reached through a pointer, so taking a block is a
    /// few loads and stores.
    private var chunks: [UnsafeMutableRawBufferPointer] = []
    private var chunkIndex = -1
    private var next = noChunk
    private var end = noChunk
    /// Where `next` and `end` point while no chunk is current; never read or written through.
    nonisolated(unsafe) private static let noChunk = UnsafeMutableRawPointer(bitPattern: alignment)!
    /// Whether a parse on this thread is using the arena (a nested parse gets an arena of its own).
    private var isInUse = false

    private static var current: UnsafeMutablePointer<CMarkArena> {
        pthread_getspecific(allocationKey)!.assumingMemoryBound(to: CMarkArena.self)
    }

    /// Runs `body` with the calling thread's arena as cmark's allocator and resets the arena
    /// afterwards: nothing cmark allocated in `body` may be used after it returns.
    static func withMemory<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        let previous = pthread_getspecific(threadKey)?.assumingMemoryBound(to: CMarkArena.self)
        let arena: UnsafeMutablePointer<CMarkArena>
        if let previous, !previous.pointee.isInUse {
            arena = previous
        } else {
            // The thread's first parse makes its arena (freed with the thread); a parse inside a
            // parse gets one for itself.
            arena = .allocate(capacity: 1)
            arena.initialize(to: CMarkArena())
            pthread_setspecific(threadKey, arena)
        }
        arena.pointee.isInUse = true
        defer {
            arena.pointee.isInUse = false
            arena.pointee.reset()
            if let previous, previous != arena {
                pthread_setspecific(threadKey, previous)
                destroy(arena)
            }
        }
        return body(memory)
    }

    private static func destroy(_ arena: UnsafeMutablePointer<CMarkArena>) {
        for chunk in arena.pointee.chunks { free(chunk.baseAddress) }
        arena.deinitialize(count: 1)
        arena.deallocate()
    }

    /// The bytes a block of `size` takes: its header and its size rounded up to the alignment.
    @inline(__always)
    private static func footprint(_ size: Int) -> Int {
        alignment + (size + alignment - 1) & ~(alignment - 1)
    }

    /// A block of `size` bytes (not zeroed), or `nil` when the system has no memory left (cmark
    /// then stops the process, as it does when `calloc` fails).
    @inline(__always)
    private static func allocate(_ size: Int, in arena: UnsafeMutablePointer<CMarkArena>) -> UnsafeMutableRawPointer? {
        let needed = footprint(size)
        let next = arena.pointee.next
        guard size <= Int.max / 2, arena.pointee.end - next >= needed else { return allocateInNextChunk(size, in: arena) }
        arena.pointee.next = next + needed
        next.storeBytes(of: needed - alignment, as: Int.self)
        return next + alignment
    }

    /// ``allocate(_:in:)`` when the current chunk has no room: from the next chunk, which has.
    @inline(never)
    private static func allocateInNextChunk(_ size: Int, in arena: UnsafeMutablePointer<CMarkArena>) -> UnsafeMutableRawPointer? {
        guard size <= Int.max / 2, arena.pointee.moveToChunk(holding: footprint(size)) else { return nil }
        return allocate(size, in: arena)
    }

    /// Makes the next chunk with room for `needed` bytes the current one (reusing a kept chunk
    /// or allocating one); false when the system has no memory left.
    private mutating func moveToChunk(holding needed: Int) -> Bool {
        chunkIndex += 1
        while chunkIndex < chunks.count, chunks[chunkIndex].count < needed { chunkIndex += 1 }
        if chunkIndex == chunks.count {
            let size = max(Self.chunkSize, needed)
            guard let base = malloc(size) else { return false }
            chunks.append(UnsafeMutableRawBufferPointer(start: base, count: size))
        }
        next = chunks[chunkIndex].baseAddress!
        end = next + chunks[chunkIndex].count
        return true
    }

    /// `block` grown (or shrunk) to `size` bytes: as it is when it has the room (a block's header
    /// holds its size rounded up to the alignment, and a moved block is given twice its old room),
    /// in place when it is the chunk's last block and the chunk has room, else copied into a new
    /// block. cmark grows its buffers by half each time, and most are not the chunk's last block
    /// when they grow (its nodes come between): doubling the room spares about every other copy.
    private static func reallocate(_ block: UnsafeMutableRawPointer?, to size: Int,
                                   in arena: UnsafeMutablePointer<CMarkArena>) -> UnsafeMutableRawPointer? {
        guard let block else { return allocate(size, in: arena) }
        let header = block - alignment
        let room = header.load(as: Int.self)
        guard size > room else { return block }
        if size <= Int.max / 4, header + footprint(room) == arena.pointee.next, arena.pointee.end - header >= footprint(size) {
            arena.pointee.next = header + footprint(size)
            header.storeBytes(of: footprint(size) - alignment, as: Int.self)
            return block
        }
        guard size <= Int.max / 4, let moved = allocate(max(size, 2 * room), in: arena) else { return nil }
        moved.copyMemory(from: block, byteCount: room)
        return moved
    }

    /// Takes every block back; keeps chunks up to ``retainedBytes`` for the next document.
    private mutating func reset() {
        var kept = 0
        chunks.removeAll { chunk in
            if kept + chunk.count <= Self.retainedBytes {
                kept += chunk.count
                return false
            }
            free(chunk.baseAddress)
            return true
        }
        chunkIndex = -1
        next = Self.noChunk
        end = Self.noChunk
    }
}
