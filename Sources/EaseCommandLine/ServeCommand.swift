import ArgumentParser
import EaseCore
import EaseServe
import Foundation

/// `ease serve`: live preview with incremental rebuilds.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build, serve Output/site over HTTP, and rebuild and reload the pages after every save.",
        discussion: """
        Watches the content and templates folders. A rebuild reuses the previous build's work and writes only the files \
        that change. While an edit breaks the content, the last good site stays served and its pages show the diagnostics. \
        Binds to 127.0.0.1 unless --host says otherwise. Stop with Ctrl-C.
        """
    )

    @OptionGroup var source: ContentOptions

    @OptionGroup var folders: BuildOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The address to listen on; anything but a loopback address makes the preview reachable from other machines.")
    var host = "127.0.0.1"

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        let build = folders.action(source: source, diagnostics: diagnostics)
        let action = ServeAction(build: build, host: host, port: port)
        let (diagnostics, source, output, host) = (self.diagnostics, self.source, folders.output, self.host)
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await action.run(started: { url in
                    let reach = RequestGuard.isLoopback(host) ? "this machine only" : "other machines too"
                    Self.say("serving \(output)/site at \(url) (\(reach)); watching \(source.content) and \(build.templatesRoot); Ctrl-C stops")
                }, built: { report in
                    WatchReporter.report(report, diagnostics: diagnostics, source: source)
                })
            } catch {
                failure.error = error
            }
            finished.signal()
        }
        finished.wait()
        if let error = failure.error {
            Self.say("could not serve: \(error)")
            throw ExitCode(2)
        }
    }

    static func say(_ line: String) {
        FileHandle.standardError.write(Data("ease: \(line)\n".utf8))
    }
}

/// An error carried out of the server's task.
final class FailureBox: @unchecked Sendable {
    var error: (any Error)?
}
