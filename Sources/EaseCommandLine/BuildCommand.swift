import ArgumentParser
import EaseCore
import Foundation

/// `ease build`: check, then compile the content bundle into the output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check the content and compile it into Output/bundle (the app bundle) and Output/site (the HTML site).",
        discussion: "Nothing is written when the content has errors; the previous output stays. Exit status as for 'check'."
    )

    @OptionGroup var source: ContentOptions

    @Option(help: "The output folder.")
    var output = "Output"

    @Option(help: "The Mustache templates folder.")
    var templates = "Templates"

    @Flag(help: "Write nothing; exit 1 and list the files if the output is not what a build would write.")
    var verify = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let outcome = BuildAction(contentRoot: source.content, outputRoot: output, templatesRoot: templates, warningsAsErrors: diagnostics.warningsAsErrors, verify: verify).perform()
        diagnostics.print(outcome.report)
        source.printTimings(outcome.timings)
        if outcome.filesWritten > 0 {
            FileHandle.standardError.write(Data("ease: wrote \(outcome.filesWritten) files to \(output)/bundle and \(output)/site\n".utf8))
        }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
