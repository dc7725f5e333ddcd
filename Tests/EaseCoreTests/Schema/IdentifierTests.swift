import EaseCore
import EaseTestSupport
import Testing

@Suite struct IdentifierTests {
    /// The rule as written for people: lower-case ASCII letters, digits and single inner hyphens.
    func reference(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLowercase || first.isNumber,
              text.last != "-", !text.contains("--") else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }

    @Test func byteCheckAgreesWithTheRule() {
        var generator = SeededGenerator(seed: 3)
        let pieces = ["a", "z", "0", "9", "-", "--", "A", "é", "e\u{301}", "_", " ", "а", "q7"]
        for _ in 0..<5_000 {
            let text = generator.text(of: pieces, most: 6)
            #expect(SchemaChecker.isIdentifier(text) == reference(text), "\(text.debugDescription)")
        }
    }
}

@Suite struct ConfusableSkeletonTests {
    /// The skeleton as specified: lookalikes made ASCII and lower-cased, then `rn`→`m`, `vv`→`w`, `1`→`l`, `0`→`o`.
    func reference(_ id: String) -> String {
        Confusables.asASCII(id).split(separator: "rn", omittingEmptySubsequences: false).joined(separator: "m")
            .split(separator: "vv", omittingEmptySubsequences: false).joined(separator: "w")
            .map { $0 == "1" ? "l" : $0 == "0" ? "o" : $0 }.reduce(into: "") { $0.append($1) }
    }

    @Test func asciiSkeletonsAreTheSpecifiedOnes() {
        var generator = SeededGenerator(seed: 5)
        let pieces = ["r", "n", "rn", "v", "vv", "m", "w", "1", "0", "l", "o", "R", "N", "V", "-", "a", "é", "а"]
        for _ in 0..<5_000 {
            let id = generator.text(of: pieces)
            #expect(Confusables.skeleton(id) == reference(id), "\(id.debugDescription)")
        }
    }
}
