import EaseAllocator
import Glibc
import Testing

/// Whether the tests run under AddressSanitizer, whose own `malloc` takes the place of every
/// other allocator's (`swift test --sanitize=address`, docs/SECURITY.md).
private let runsUnderAddressSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

@Suite struct MemoryAllocatorTests {
    @Test(.disabled(if: runsUnderAddressSanitizer, "AddressSanitizer's malloc takes mimalloc's place"))
    func mallocIsMimallocs() {
        #expect(MemoryAllocator.mimallocVersion >= 200)
        #expect(MemoryAllocator.isMimallocActive, "malloc of a process linking EaseAllocator is mimalloc's")
    }

    @Test func buildsHandFreedMemoryBackAtOnce() {
        MemoryAllocator.configureForBuilds()
        #expect(MemoryAllocator.decommitDelayMilliseconds == 0)
    }
}
