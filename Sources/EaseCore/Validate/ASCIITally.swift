/// What a pass over an ASCII text's bytes tallies while ``ReadAlike`` keys them.
protocol ASCIITally {
    /// Counts one byte of the text, `isSpace` when it is a space, tab or line break.
    mutating func add(_ byte: UInt8, isSpace: Bool)
}

/// A tally of nothing: the key alone.
struct NoASCIITally: ASCIITally {
    @inline(__always)
    mutating func add(_ byte: UInt8, isSpace: Bool) {}
}
