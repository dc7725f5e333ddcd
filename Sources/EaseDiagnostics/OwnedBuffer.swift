extension UnsafeBufferPointer {
    /// A copy of `values` in memory of its own, for a table that the parallel workers read on every
    /// page: reading it through a pointer takes no reference count on storage they all share, as
    /// reading an array does. Free it with ``freeCopy()`` when its owner goes.
    @inlinable
    public static func copy(of values: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
        _ = buffer.initialize(from: values)
        return UnsafeBufferPointer(buffer)
    }

    /// Frees a buffer made by ``copy(of:)``: its elements deinitialized, its memory handed back.
    @inlinable
    public func freeCopy() {
        let buffer = UnsafeMutableBufferPointer(mutating: self)
        buffer.deinitialize()
        buffer.deallocate()
    }
}
