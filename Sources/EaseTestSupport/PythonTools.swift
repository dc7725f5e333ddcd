import Foundation

/// The Python of the repository's `.venv` (or `EASE_PYTHON`), which holds the test tools of
/// requirements-dev.txt; `scripts/install-dependencies` creates it.
public enum PythonTools {
    /// The interpreter's path, if it exists.
    public static var python: String? {
        if let override = ProcessInfo.processInfo.environment["EASE_PYTHON"] { return override }
        let path = ContentFixture.repositoryRoot + "/.venv/bin/python3"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Runs a script of `scripts/` with arguments; returns the exit status and the combined output.
    public static func run(script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let python else { throw FixtureError("no .venv: run scripts/install-dependencies first") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [ContentFixture.repositoryRoot + "/scripts/" + script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
