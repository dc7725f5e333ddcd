#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory the process has used, as the kernel counts it.
public enum ProcessMemory {
    /// The process's peak resident set size in bytes so far (`getrusage`'s `ru_maxrss`: what
    /// `/usr/bin/time -v` reports as "Maximum resident set size" when the process ends); `nil` if
    /// the kernel does not say.
    public static var peakResidentBytes: Int? {
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }
}
