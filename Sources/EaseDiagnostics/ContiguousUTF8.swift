extension String {
    /// Runs `body` over the string's UTF-8 bytes in place (a native string is contiguous; any
    /// other is copied first). Without the `mutating` of `withUTF8`, whose copy of the string
    /// costs more than the search on a short link. Inlinable, so that the modules above specialise
    /// it for their closures.
    @inlinable
    public func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}
