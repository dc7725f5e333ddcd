import EaseFuzzing
import EaseTestSupport
import Foundation
import Testing

/// Replays the committed seed corpus and every crash reproducer through the fuzz harnesses, so a
/// finding, once fixed, stays fixed without a fuzzer on the machine.
@Suite struct FuzzCorpusTests {
    static func inputs(_ target: FuzzTarget) -> [String] {
        let root = ContentFixture.repositoryRoot + "/Fuzz"
        return ["Corpus", "Reproducers"].flatMap { folder -> [String] in
            let directory = "\(root)/\(folder)/\(target.rawValue)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.sorted().map { "\(directory)/\($0)" }
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func corpusKeepsEveryInvariant(_ target: FuzzTarget) throws {
        let inputs = Self.inputs(target)
        #expect(inputs.count >= 3, "the \(target.rawValue) seed corpus is missing")
        for path in inputs {
            let bytes = try #require(FileManager.default.contents(atPath: path))
            let findings = target.run(Array(bytes))
            #expect(findings.isEmpty, "\(path.split(separator: "/").suffix(2).joined(separator: "/")): \(findings)")
        }
    }
}
