import EaseCore
import Foundation
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

@Suite struct IdentifierLengthTests {
    @Test func anIDTooLongForAFileNameIsAnErrorAtTheID() throws {
        let content = try ContentFixture()
        let long = String(repeating: "a", count: SchemaChecker.longestIdentifier + 1)
        try content.writeReading(long, title: "A reading with a long name", body: "Words to read.\n")
        let report = CheckAction(contentRoot: content.root, warningsAsErrors: false).perform().report
        let found = report.diagnostics.filter { $0.message.hasPrefix("this id is 251 characters long") }
        #expect(found.count == 1)
        #expect(found.first?.severity == .error && found.first?.id == "schema.invalid-value")
        #expect(found.first?.location?.path == content.path("readings/\(long).md"))
        #expect(found.first?.location?.range.start.line == 2)
    }

    @Test func theLongestIDBuilds() throws {
        // 250 characters and `.json` make a file name of 255 bytes, which the file system holds.
        let content = try ContentFixture()
        let longest = String(repeating: "b", count: SchemaChecker.longestIdentifier)
        try content.writeReading(longest, title: "A reading with the longest name", body: "Words to read.\n")
        let output = try ContentFixture(copyingSample: false)
        let outcome = BuildAction(contentRoot: content.root, outputRoot: output.root, templatesRoot: ContentFixture.repositoryRoot + "/Templates",
                                  warningsAsErrors: false).perform()
        #expect(outcome.exitStatus == 0, "\(outcome.report.diagnostics.map(\.message))")
        #expect(FileManager.default.fileExists(atPath: output.path("bundle/readings/\(longest).json")))
        #expect(FileManager.default.fileExists(atPath: output.path("site/learn/\(longest)/index.html")))
    }
}
