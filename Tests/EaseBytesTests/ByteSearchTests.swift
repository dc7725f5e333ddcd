import EaseBytes
import Testing

@Suite struct ByteSearchTests {
    /// The first place of a needle in bytes, as the standard library's string search finds it:
    /// at the start, at the end, after a false start on its first byte, overlapping, missing,
    /// longer than the bytes, and empty.
    @Test(arguments: [
        ("{{> card}}", "{{>"), ("a }} b }}", "}}"), ("{ {{x", "{{"), ("aaab", "aab"), ("abc", "abd"),
        ("ab", "abc"), ("", "a"), ("abc", ""), ("screen and (prefers-reduced-motion: reduce)", "prefers-reduced-motion: reduce"),
        ("(prefers-reduced-motion:reduce)", "prefers-reduced-motion: reduce"), ("café }}", "}}"),
    ])
    func findsTheFirstPlace(text: String, needle: String) {
        let bytes = Array(text.utf8), wanted = Array(needle.utf8)
        let expected = text.utf8.firstRange(of: needle.utf8).map {
            text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound)..<text.utf8.distance(from: text.utf8.startIndex, to: $0.upperBound)
        }
        #expect(bytes.firstRange(ofBytes: wanted) == expected)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(buffer.firstRange(ofBytes: wanted) == expected)
            // In a slice the range is given in the buffer's own indices.
            let slice = buffer[0...]
            #expect(slice.firstRange(ofBytes: wanted) == expected)
        }
    }

    /// In a slice that starts past the buffer's start, the place is counted from the buffer's start.
    @Test func aSliceAnswersInItsBuffersIndices() {
        Array("}} {{> a }}".utf8).withUnsafeBufferPointer { buffer in
            #expect(buffer[1...].firstRange(ofBytes: Array("}}".utf8)) == 9..<11)
            #expect(buffer[3...].firstRange(ofBytes: Array("{{>".utf8)) == 3..<6)
        }
    }
}
