import EaseBytes
import Testing

/// A string written piece by piece into storage of its final size is the string the pieces
/// concatenated make, whatever their lengths (in place or allocated), scripts and kinds.
@Suite struct UTF8WriterTests {
    /// Pieces around the fifteen bytes a string holds in place, in several scripts, empty among them.
    static let pieces = ["", "a", "/", "learn", "reading-00042", "exactly fifteen", "sixteen bytes ok",
                         "Тревога", "é", "e\u{301}", "🙂 calm", String(repeating: "long piece ", count: 12)]

    @Test func joinedPiecesAreTheConcatenation() {
        for first in Self.pieces {
            for second in Self.pieces {
                #expect(String(joining: first, second) == first + second)
                for third in Self.pieces.prefix(6) {
                    let joined = String(joining: first, second, third)
                    #expect(joined == first + second + third)
                    #expect(Array(joined.utf8) == Array((first + second + third).utf8))
                }
            }
        }
    }

    @Test func everyKindOfPiece() {
        let substring = "prefix-middle-suffix".dropFirst(7).prefix(6)
        let written = String(byteCount: 64) { out in
            out.append("Ease")
            out.append(literal: ", ")
            out.append(substring)
            out.append(literal: " (")
            out.append(decimal: 2026)
            out.append(literal: ")")
        }
        #expect(written == "Ease, middle (2026)")
        // Fewer bytes than the room: the string is what was written.
        #expect(String(byteCount: 40) { $0.append("short") } == "short")
        #expect(String(byteCount: 0) { _ in } == "")
    }

    @Test func decimalsAreWhatStringWrites() {
        var values = [0, 1, 7, 9, 10, 11, 99, 100, 101, 2026, 999_999, 1_000_000, Int.max, Int.min, Int.min + 1]
        values += values.filter { $0 != Int.min }.map { -$0 }
        for value in values {
            #expect(UTF8Writer.decimalCount(value) == String(value).utf8.count, "\(value)")
            let written = String(byteCount: UTF8Writer.decimalCount(value)) { $0.append(decimal: value) }
            #expect(written == String(value))
        }
    }
}
