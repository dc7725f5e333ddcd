import Foundation

/// Runs the built `ease` executable, which SwiftPM places beside the test bundle.
public enum EaseBinary {
    /// What a run printed and its exit status.
    public struct Run: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// The executable's path.
    public static var path: String {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // Inside an .xctest bundle on macOS the binary sits deeper; walk up until `ease` is found.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("ease").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return ContentFixture.repositoryRoot + "/.build/debug/ease"
    }

    /// Runs `ease` with arguments in a working directory (by default the repository root, where `Templates/` is).
    public static func run(_ arguments: [String], in directory: String? = nil,
                           environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? ContentFixture.repositoryRoot)
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes before waiting so a large output cannot block the child.
        let errorData = FileHandleReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: String(decoding: outputData, as: UTF8.self),
                   standardError: String(decoding: errorData.result(), as: UTF8.self))
    }
}

/// Reads a file handle to its end on a background thread.
private final class FileHandleReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func result() -> Data {
        done.wait()
        return data
    }
}
