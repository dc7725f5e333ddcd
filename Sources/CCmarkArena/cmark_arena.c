#include "cmark_arena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Blocks start on 16-byte boundaries, each after a 16-byte header holding its room (its size
/// rounded up to the alignment). Chunks are at least 64 KB; a larger block gets one of its own.
/// A reset keeps the first chunks up to 1 MB in all (the rest, after a very large document, goes
/// back to the allocator).
enum { alignment = 16, chunk_size = 64 << 10, retained_bytes = 1 << 20 };

struct chunk {
    unsigned char *base;
    size_t size;
};

struct arena {
    /// The current chunk's free room (both NULL before the first block: no room).
    unsigned char *next, *end;
    struct chunk *chunks;
    size_t chunk_count, chunk_capacity;
    /// The current chunk's index; `SIZE_MAX` before the first block.
    size_t chunk_index;
    int in_use;
};

/// The arena of the parse running on this thread, and the thread's own.
static _Thread_local struct arena *current;
static _Thread_local struct arena *own;

/// Frees a thread's own arena when the thread ends.
static pthread_key_t own_key;
static pthread_once_t own_key_once = PTHREAD_ONCE_INIT;

static void destroy(struct arena *arena) {
    for (size_t index = 0; index < arena->chunk_count; index++) free(arena->chunks[index].base);
    free(arena->chunks);
    free(arena);
}

static void destroy_own(void *arena) { destroy(arena); }

static void make_own_key(void) { pthread_key_create(&own_key, destroy_own); }

static struct arena *new_arena(void) {
    struct arena *arena = calloc(1, sizeof(struct arena));
    // cmark itself stops the process when the system has no memory left.
    if (!arena) abort();
    arena->chunk_index = SIZE_MAX;
    return arena;
}

/// The bytes a block of `size` takes: its header and its size rounded up to the alignment.
static inline size_t footprint(size_t size) {
    return alignment + ((size + alignment - 1) & ~(size_t)(alignment - 1));
}

/// Makes the next chunk with room for `needed` bytes the current one (reusing a kept chunk or
/// allocating one); 0 when the system has no memory left.
__attribute__((noinline, cold))
static int move_to_chunk(struct arena *arena, size_t needed) {
    size_t index = arena->chunk_index + 1;  // SIZE_MAX + 1 is 0
    while (index < arena->chunk_count && arena->chunks[index].size < needed) index++;
    if (index == arena->chunk_count) {
        if (arena->chunk_count == arena->chunk_capacity) {
            size_t capacity = arena->chunk_capacity ? 2 * arena->chunk_capacity : 8;
            struct chunk *chunks = realloc(arena->chunks, capacity * sizeof(struct chunk));
            if (!chunks) return 0;
            arena->chunks = chunks;
            arena->chunk_capacity = capacity;
        }
        size_t size = needed > chunk_size ? needed : chunk_size;
        unsigned char *base = malloc(size);
        if (!base) return 0;
        arena->chunks[arena->chunk_count++] = (struct chunk){base, size};
    }
    arena->chunk_index = index;
    arena->next = arena->chunks[index].base;
    arena->end = arena->next + arena->chunks[index].size;
    return 1;
}

static void *allocate_in_next_chunk(struct arena *arena, size_t size);

/// A block of `size` bytes (not zeroed), or NULL when the system has no memory left (cmark then
/// stops the process, as it does when `calloc` fails). Taking a block is a few loads and stores;
/// moving to the next chunk is a function of its own, so that this path saves no registers.
static inline void *allocate(struct arena *arena, size_t size) {
    if (size > SIZE_MAX / 4) return NULL;
    size_t needed = footprint(size);
    // As integers: both pointers are NULL before the first block.
    uintptr_t next = (uintptr_t)arena->next;
    if ((uintptr_t)arena->end - next < needed) return allocate_in_next_chunk(arena, size);
    arena->next = (unsigned char *)(next + needed);
    *(size_t *)next = needed - alignment;
    return (unsigned char *)next + alignment;
}

__attribute__((noinline, cold))
static void *allocate_in_next_chunk(struct arena *arena, size_t size) {
    if (!move_to_chunk(arena, footprint(size))) return NULL;
    return allocate(arena, size);
}

void *ease_arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) return NULL;
    void *block = allocate(current, count * size);
    return block ? memset(block, 0, count * size) : NULL;
}

/// `block` grown (or shrunk) to `size` bytes: as it is when it has the room, in place when it is
/// the chunk's last block and the chunk has room, else copied into a new block given twice its
/// old room. cmark grows its buffers by half each time, and most are not the chunk's last block
/// when they grow (its nodes come between): doubling the room spares about every other copy.
void *ease_arena_realloc(void *block, size_t size) {
    struct arena *arena = current;
    if (!block) return allocate(arena, size);
    unsigned char *header = (unsigned char *)block - alignment;
    size_t room = *(size_t *)header;
    if (size <= room) return block;
    if (size > SIZE_MAX / 4) return NULL;
    if (header + footprint(room) == arena->next && (size_t)(arena->end - header) >= footprint(size)) {
        arena->next = header + footprint(size);
        *(size_t *)header = footprint(size) - alignment;
        return block;
    }
    void *moved = allocate(arena, size > 2 * room ? size : 2 * room);
    if (moved) memcpy(moved, block, room);
    return moved;
}

void ease_arena_free(void *block) { (void)block; }

void *ease_arena_begin(void) {
    struct arena *previous = current;
    if (!own) {
        own = new_arena();
        pthread_once(&own_key_once, make_own_key);
        pthread_setspecific(own_key, own);
    }
    // A parse inside a parse gets an arena for itself.
    struct arena *arena = own->in_use ? new_arena() : own;
    arena->in_use = 1;
    current = arena;
    return previous;
}

/// Takes every block back; keeps the first chunks up to `retained_bytes` for the next parse.
static void reset(struct arena *arena) {
    size_t kept_bytes = 0, kept = 0;
    for (size_t index = 0; index < arena->chunk_count; index++) {
        if (kept_bytes + arena->chunks[index].size <= retained_bytes) {
            kept_bytes += arena->chunks[index].size;
            arena->chunks[kept++] = arena->chunks[index];
        } else {
            free(arena->chunks[index].base);
        }
    }
    arena->chunk_count = kept;
    arena->chunk_index = SIZE_MAX;
    arena->next = arena->end = NULL;
}

void ease_arena_end(void *previous) {
    struct arena *arena = current;
    arena->in_use = 0;
    reset(arena);
    current = previous;
    if (arena != own) destroy(arena);
}
