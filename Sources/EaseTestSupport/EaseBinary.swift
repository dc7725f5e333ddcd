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

    /// Runs `ease` with arguments in a working directory (by default the repository root, where
    /// `Templates/` is); with a `launcher` (a command and its arguments, such as `taskset -c 0`),
    /// through it.
    public static func run(_ arguments: [String], in directory: String? = nil,
                           environment: [String: String] = [:], launcher: [String] = []) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher.first ?? path)
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [path] + arguments
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

extension EaseBinary {
    /// Runs `ease` with its output discarded and returns its exit status and peak resident memory
    /// in KiB, measured for that process alone (`wait4`), not for every child of the test process.
    public static func runMeasuringMemory(_ arguments: [String]) throws -> (status: Int32, peakKiB: Int) {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw FixtureError("could not start \(path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        // WEXITSTATUS, which Swift does not import.
        return ((status >> 8) & 0xFF, Int(usage.ru_maxrss))
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
