import EaseBytes
import EaseTestSupport
import Testing

/// Runs of white space close up to one space, none at either end, written elsewhere or in place.
@Suite struct SpaceRunsTests {
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    /// The definition: the words between spaces, joined by one space.
    static func definition(_ bytes: [UInt8]) -> [UInt8] {
        Array(bytes.split(whereSeparator: isSpace).map(Array.init).joined(separator: [0x20]))
    }

    @Test func runsOfSpaceAreOneSpaceAndNoneAtTheEnds() {
        var generator = SeededGenerator(seed: 0x5BAC_E5)
        // Long enough for blocks of sixteen bytes to go through whole, with spaces at every lane.
        let pieces = ["calm", " ", " ", " ", "  ", "\t", "\n", "Тревога", "x", "ab", "breathe", "\r"]
        for _ in 0..<4_000 {
            let bytes = Array(generator.text(of: pieces, most: 40).utf8)
            guard !bytes.isEmpty else { continue }
            let expected = Self.definition(bytes)
            // Into another buffer.
            var out = [UInt8](repeating: 0, count: bytes.count)
            let count = bytes.withUnsafeBufferPointer { bytes in
                out.withUnsafeMutableBufferPointer { out in SpaceRuns.close(bytes, into: out.baseAddress!, isSpace: Self.isSpace) }
            }
            #expect(Array(out[..<count]) == expected, "\(bytes)")
            // In place, over the bytes themselves.
            var inPlace = bytes
            let placed = inPlace.withUnsafeMutableBufferPointer { buffer in
                SpaceRuns.close(UnsafeBufferPointer(buffer), into: buffer.baseAddress!, isSpace: Self.isSpace)
            }
            #expect(Array(inPlace[..<placed]) == expected, "\(bytes)")
        }
    }
}
