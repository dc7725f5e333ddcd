import ArgumentParser
import EaseCore
import EaseServe
import Foundation

/// `ease build`: check, then compile the content bundle into the output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check the content and compile it into Output/bundle (the app bundle) and Output/site (the HTML site).",
        discussion: "Nothing is written when the content has errors; the previous output stays. Exit status as for 'check'."
    )

    @OptionGroup var source: ContentOptions

    @OptionGroup var folders: BuildOptions

    @Flag(help: "Write nothing; exit 1 and list the files if the output is not what a build would write.")
    var verify = false

    @Flag(help: "After the build, watch the content and templates folders and rebuild after every save (for your own server). Ctrl-C stops.")
    var watch = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if watch && verify { throw ValidationError("--watch and --verify cannot be combined") }
    }

    func run() throws {
        if watch {
            let loop = try RebuildLoop(action: folders.action(source: source, diagnostics: diagnostics))
            WatchReporter.report(loop.buildOnce(), diagnostics: diagnostics, source: source)
            FileHandle.standardError.write(Data("ease: watching \(source.content) and \(folders.templates); Ctrl-C stops\n".utf8))
            loop.watch { WatchReporter.report($0, diagnostics: diagnostics, source: source) }
            return
        }
        var action = folders.action(source: source, diagnostics: diagnostics, verify: verify)
        action.leavesMemoryToExit = true  // the process exits right after
        let outcome = action.perform()
        diagnostics.print(outcome.report)
        source.printTimings(outcome.timings)
        if outcome.filesWritten > 0 {
            FileHandle.standardError.write(Data("ease: wrote \(outcome.filesWritten) files to \(folders.output)/bundle and \(folders.output)/site\n".utf8))
        }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
