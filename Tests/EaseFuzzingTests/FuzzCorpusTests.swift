import EaseFuzzing
import EaseTestSupport
import Foundation
import Testing

/// Replays the committed seed corpus and every crash reproducer through the fuzz harnesses, so a
/// finding, once fixed, stays fixed without a fuzzer on the machine.
@Suite struct FuzzCorpusTests {
    static func inputs(_ target: FuzzTarget) -> [String] {
        let root = ContentFixture.repositoryRoot
        let own = ["Corpus", "Reproducers"].flatMap { folder in files(in: "\(root)/Fuzz/\(folder)/\(target.rawValue)") }
        // The html and css targets' seeds include the audit fixtures' pages and stylesheets, and
        // the css target's the site's stylesheets, and the video and recording targets' their
        // readers' test files, where they live (scripts/fuzz passes those folders too).
        let fixtures = files(in: root + "/Tests/AuditFixtures")
        switch target {
        case .html: return own + fixtures.filter { $0.hasSuffix(".html") }
        case .css:
            let sheets = fixtures + files(in: root + "/Templates/assets") + files(in: root + "/Tests/EaseCoreTests/Fixtures/css")
            return own + sheets.filter { $0.hasSuffix(".css") }
        case .video: return own + files(in: root + "/Tests/EaseCoreTests/Fixtures/video")
        case .recording: return own + files(in: root + "/Tests/EaseCoreTests/Fixtures/audio")
        default: return own
        }
    }

    static func files(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted().map { "\(directory)/\($0)" }
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
