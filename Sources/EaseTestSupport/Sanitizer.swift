import Glibc

/// The sanitizer the tests run under, if any (`swift test --sanitize=…`, docs/SECURITY.md): the
/// test bundle and the `ease` binary it runs are then both built with it, and its runtime is in
/// the test process.
public enum Sanitizer {
    /// Whether AddressSanitizer's runtime is in the process.
    public static let address = isLoaded("__asan_init")
    /// Whether ThreadSanitizer's runtime is in the process.
    public static let thread = isLoaded("__tsan_init")
    /// Whether either is (their own `malloc` then takes the place of every other allocator's).
    public static var any: Bool { address || thread }

    private static func isLoaded(_ symbol: String) -> Bool {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) != nil
    }
}
