#ifndef EASE_CMARK_ARENA_H
#define EASE_CMARK_ARENA_H

#include <stddef.h>

/// The memory cmark parses one document into: a bump allocator per thread. cmark's `calloc`
/// and `realloc` take blocks from the arena of the parse running on the calling thread, and its
/// `free` does nothing; the whole arena is reset when the parse ends. Written in C for the
/// thread-local variable: cmark allocates a few hundred times per document, and finding the
/// thread's arena through `pthread_getspecific` from Swift was a third of each allocation.

/// cmark's allocation functions (`cmark_mem`), for a parse between `ease_arena_begin` and
/// `ease_arena_end` on the calling thread.
void *ease_arena_calloc(size_t count, size_t size);
void *ease_arena_realloc(void *block, size_t size);
void ease_arena_free(void *block);

/// Makes an arena current on the calling thread: the thread's own (made at its first parse and
/// freed when the thread ends), or one for a parse started inside another parse. Returns what to
/// hand to `ease_arena_end`.
void *ease_arena_begin(void);

/// Takes back every block of the arena `ease_arena_begin` made current (keeping up to 1 MB of
/// its memory for the next parse on the thread) and makes the arena current before it current again.
void ease_arena_end(void *previous);

#endif
