public import EaseDiagnostics
import Foundation

/// `ease build --verify`: compares what a build would write with what is on disk, for CI jobs
/// that check a committed or cached output is up to date.
public enum OutputVerifier {
    /// One `build.stale-output` error per file that differs, is missing, or should not be there.
    public static func differences(expected: [String: [UInt8]], in folder: String) -> [Diagnostic] {
        var actual: [String: [UInt8]] = [:]
        let base = URL(fileURLWithPath: folder)
        if let enumerator = FileManager.default.enumerator(atPath: folder) {
            for case let relative as String in enumerator {
                var isDirectory: ObjCBool = false
                let path = base.appendingPathComponent(relative).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                actual[relative] = (try? Data(contentsOf: URL(fileURLWithPath: path))).map(Array.init) ?? []
            }
        }
        var diagnostics: [Diagnostic] = []
        for path in Set(expected.keys).union(actual.keys).sorted() {
            let problem: String
            switch (expected[path], actual[path]) {
            case (let wanted?, let found?) where wanted == found: continue
            case (_?, _?): problem = "is out of date"
            case (_?, nil): problem = "is missing"
            default: problem = "should not be there"
            }
            diagnostics.append(.error("build.stale-output", "\(path) \(problem)", at: .file("\(folder)/\(path)"),
                                      notes: [DiagnosticNote("run 'ease build' to update the output")]))
        }
        return diagnostics
    }
}
