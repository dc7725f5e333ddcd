/// A small deterministic random number generator (SplitMix64), for tests whose generated inputs
/// must be the same in every run.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49EB_1334_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// A text of none to `most` pieces drawn from `pieces`, joined: the random input of the
    /// tests that compare a reading of text with its definition.
    public mutating func text(of pieces: [String], most: Int = 8) -> String {
        (0..<Int.random(in: 0...most, using: &self)).map { _ in pieces.randomElement(using: &self)! }.joined()
    }
}
