public import EaseDiagnostics

/// Text with position markers, in the style of swift-format's tests: write `1️⃣`, `2️⃣`, … where a
/// diagnostic is expected; ``text`` is the input without markers and ``positions`` says where each was.
public struct MarkedText: Sendable {
    /// The markers recognised, in order.
    public static let markers = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// The text with every marker removed.
    public let text: String
    /// The 1-based line and scalar column where each marker stood.
    public let positions: [String: SourcePosition]

    /// Parses marked text.
    public init(_ marked: String) {
        var text = ""
        var positions: [String: SourcePosition] = [:]
        var line = 1
        var column = 1
        var index = marked.startIndex
        outer: while index < marked.endIndex {
            for marker in MarkedText.markers where marked[index...].hasPrefix(marker) {
                positions[marker] = SourcePosition(line: line, column: column)
                index = marked.index(index, offsetBy: marker.count)
                continue outer
            }
            let character = marked[index]
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
            index = marked.index(after: index)
        }
        self.text = text
        self.positions = positions
    }

    /// The position of a marker; traps in tests if the marker is absent (a mistake in the test itself).
    public subscript(marker: String) -> SourcePosition {
        guard let position = positions[marker] else { preconditionFailure("marker \(marker) is not in the text") }
        return position
    }
}
