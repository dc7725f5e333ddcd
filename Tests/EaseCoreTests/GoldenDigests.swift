import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// A fixture of SHA-256 digests of generated files, one `<digest>  <path>` line per file (the
/// format of `sha256sum`), that a test compares a fresh output with file by file. With
/// `EASE_RECORD=1` the fixture is recorded from the output first.
struct GoldenDigests {
    /// The fixture's path in the repository.
    let path: String

    init(fixture name: String) {
        path = ContentFixture.repositoryRoot + "/Tests/EaseCoreTests/Fixtures/" + name
    }

    /// Records `files` when asked to, then expects every file and no other to match its recorded digest.
    func expectMatch(_ files: [String: [UInt8]], what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lines = files.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\(SHA256.hex(files[$0]!))  \($0)" }
        if ProcessInfo.processInfo.environment["EASE_RECORD"] == "1" {
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        let expected = Dictionary(uniqueKeysWithValues: recorded.split(separator: "\n").map { line in
            (String(line.dropFirst(66)), String(line.prefix(64)))
        })
        #expect(Set(files.keys) == Set(expected.keys), "the \(what)'s files differ from the recorded list", sourceLocation: sourceLocation)
        for (file, bytes) in files {
            #expect(SHA256.hex(bytes) == expected[file], "\(file) differs from the recorded \(what)", sourceLocation: sourceLocation)
        }
    }
}
