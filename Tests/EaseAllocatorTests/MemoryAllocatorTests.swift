import EaseAllocator
import EaseTestSupport
import Testing

@Suite struct MemoryAllocatorTests {
    @Test(.disabled(if: Sanitizer.any, "the sanitizer's malloc takes mimalloc's place"))
    func mallocIsMimallocs() {
        #expect(MemoryAllocator.mimallocVersion >= 200)
        #expect(MemoryAllocator.isMimallocActive, "malloc of a process linking EaseAllocator is mimalloc's")
    }

    @Test func buildsHandFreedMemoryBackAtOnce() {
        MemoryAllocator.configureForBuilds()
        #expect(MemoryAllocator.decommitDelayMilliseconds == 0)
    }
}
