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

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        if fix { return try runFixing() }
        var action = CheckAction(contentRoot: source.content, warningsAsErrors: diagnostics.warningsAsErrors, retention: .outlinesRereading)
        action.templatesRoot = templates
        let outcome = action.perform()
        UnfreedAtExit.keep(outcome.result)  // the process exits right after
        diagnostics.print(outcome.report)
        source.printTimings(outcome.result.timings)
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    /// `--fix`: the fixes made, a line for each file on standard error, then the check after them.
    private func runFixing() throws {
        var action = CheckAction(contentRoot: source.content, warningsAsErrors: diagnostics.warningsAsErrors, retention: .outlinesRereading)
        action.templatesRoot = templates
        let fixed = action.performFixing()
        FileHandle.standardError.write(Data(fixed.summary.utf8))
        diagnostics.print(fixed.outcome.report)
        if fixed.outcome.exitStatus != 0 { throw ExitCode(fixed.outcome.exitStatus) }
    }
}
