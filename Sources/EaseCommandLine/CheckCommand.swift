import ArgumentParser
import EaseCore
import Foundation

/// `ease check`: Load → Parse → Validate, printing every problem of every file.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the content and report every problem in one run.",
        discussion: "Exit status: 0 when there are no errors, 1 when the content has errors, 2 for usage or I/O errors."
    )

    @OptionGroup var source: ContentOptions

    @Option(help: "Check the Mustache templates in this folder too, as 'ease build' does: the names they read and how they write them.")
    var templates: String?

    @Flag(help: "Make each fix-it the check offers in its file, then check again and report what is left. A stale translation's fix-it (l10n.stale) is left: it records that the translation was brought up to date.")
    var fix = false

    @Flag(help: "Print the fixes the first round of --fix would make as a unified diff on standard output (for 'git apply'), and change nothing.")
    var diff = false

    @OptionGroup var diagnostics: DiagnosticOptions

    /// The check these options ask for, with or without fixes.
    private var action: CheckAction {
        var action = CheckAction(contentRoot: source.content, warningsAsErrors: diagnostics.warningsAsErrors, retention: .outlinesRereading)
        action.templatesRoot = templates
        return action
    }

    func validate() throws {
        if fix && diff { throw ValidationError("--fix and --diff cannot be combined: --diff changes nothing") }
        if diff && diagnostics.format.isMachineReadable {
            throw ValidationError("--diff prints the diff to standard output, where --format \(diagnostics.format.rawValue) prints too: use --format human or ide")
        }
    }

    func run() throws {
        if fix || diff { return try runFixing() }
        let outcome = action.perform()
        UnfreedAtExit.keep(outcome.result)  // the process exits right after
        diagnostics.print(outcome.report)
        source.printTimings(outcome.result.timings)
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    /// `--fix`: the fixes made, a line for each file on standard error, then the check after them;
    /// `--diff`: the fixes as a diff on standard output, then the check of the content as it is.
    private func runFixing() throws {
        let fixed: CheckAction.FixOutcome
        if diff {
            let shown = action.performDiff()
            FileHandle.standardOutput.write(Data(shown.diff.utf8))
            fixed = shown.outcome
        } else {
            fixed = action.performFixing()
        }
        FileHandle.standardError.write(Data(fixed.summary.utf8))
        diagnostics.print(fixed.outcome.report)
        if fixed.outcome.exitStatus != 0 { throw ExitCode(fixed.outcome.exitStatus) }
    }
}
