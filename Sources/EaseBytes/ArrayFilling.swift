extension Array {
    /// An array of `count` copies of `value`, as `init(repeating:count:)` makes it, without the
    /// standard library's allocation for that initialiser: `init(repeating:count:)` and
    /// `init(unsafeUninitializedCapacity:initializingWith:)` get their storage from
    /// `_allocateBufferUninitialized(minimumCapacity:)`, which is never specialised, so that each
    /// array looks its storage class up in the runtime's table of generic types (about 450
    /// instructions; some 24 arrays an audited page, for its tables and indexes). Appended to an
    /// empty array, the copies take the specialised path a growing array takes.
    @inlinable
    public init(filledWith value: Element, count: Int) {
        self.init()
        // Nothing appended to an empty array: the one empty array every thread shares is left alone.
        guard count > 0 else { return }
        append(contentsOf: repeatElement(value, count: count))
    }
}
