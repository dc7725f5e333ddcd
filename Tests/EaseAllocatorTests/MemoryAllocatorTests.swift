import EaseAllocator
import Glibc
import Testing

/// Whether the tests run under AddressSanitizer or ThreadSanitizer, whose own `malloc` takes the
/// place of every other allocator's (`swift test --sanitize=…`, docs/SECURITY.md).
private let runsUnderASanitizer = ["__asan_init", "__tsan_init"].contains { (symbol: String) in
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) != nil
}

@Suite struct MemoryAllocatorTests {
    @Test(.disabled(if: runsUnderASanitizer, "the sanitizer's malloc takes mimalloc's place"))
    func mallocIsMimallocs() {
        #expect(MemoryAllocator.mimallocVersion >= 200)
        #expect(MemoryAllocator.isMimallocActive, "malloc of a process linking EaseAllocator is mimalloc's")
    }

    @Test func buildsHandFreedMemoryBackAtOnce() {
        MemoryAllocator.configureForBuilds()
        #expect(MemoryAllocator.decommitDelayMilliseconds == 0)
    }
}
