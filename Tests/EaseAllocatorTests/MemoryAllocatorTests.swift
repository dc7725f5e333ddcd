import EaseAllocator
import Testing

@Suite struct MemoryAllocatorTests {
    @Test func mallocIsMimallocs() {
        #expect(MemoryAllocator.mimallocVersion >= 200)
        #expect(MemoryAllocator.isMimallocActive, "malloc of a process linking EaseAllocator is mimalloc's")
    }

    @Test func buildsHandFreedMemoryBackAtOnce() {
        MemoryAllocator.configureForBuilds()
        #expect(MemoryAllocator.decommitDelayMilliseconds == 0)
    }
}
