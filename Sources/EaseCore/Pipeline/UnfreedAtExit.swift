import EaseLocks

/// Values a one-shot command leaves for the process's exit to reclaim instead of freeing them.
///
/// A checked catalog of 10,000 readings is about three million small allocations (Markdown and
/// YAML trees). Freeing them one by one takes a quarter of a second on one core after the output is
/// already written; the kernel reclaims the whole heap at exit in no time. clang's `-disable-free`
/// does the same. Only commands that exit when done use it: a watch loop or a server frees as usual.
public enum UnfreedAtExit {
    private static let kept = Locked<[any Sendable]>([])

    /// Keeps `value` (and everything it references) alive until the process exits.
    public static func keep(_ value: some Sendable) {
        kept.withLock { $0.append(value) }
    }

    /// How many values are kept.
    public static var count: Int { kept.withLock { $0.count } }

    /// The kept values of type `Value`.
    static func values<Value>(of type: Value.Type) -> [Value] {
        kept.withLock { $0.compactMap { $0 as? Value } }
    }
}
