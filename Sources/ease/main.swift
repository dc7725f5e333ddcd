import EaseAllocator
import EaseCommandLine

// mimalloc is the process's allocator (see EaseAllocator); asking keeps it linked.
_ = MemoryAllocator.isMimallocActive
MemoryAllocator.configureForBuilds()
EaseCommand.runMain()
