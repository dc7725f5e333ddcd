import ArgumentParser
import EaseCore
import Foundation

/// `ease audit [DIR]`: the libxml2 accessibility audit of a folder of HTML.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit a folder of HTML for accessibility (WCAG 2.2), privacy and Content-Security-Policy problems.",
        discussion: "Exit status: 0 when there are no errors, 1 when a page has problems, 2 for usage or I/O errors."
    )

    @Argument(help: "The folder to audit.")
    var folder = "Output/site"

    @Option(help: "Run only these rule ids (comma-separated).")
    var rules: String?

    @Option(help: "Skip these rule ids (comma-separated).")
    var disable: String?

    @Flag(help: "List the rules with their WCAG criteria and exit.")
    var listRules = false

    @Flag(help: "Print the wall-clock time of each step (list, styles, pages), and the peak memory when it ended, to standard error.")
    var timings = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        if listRules {
            for rule in AuditRules.all { print("\(rule.id)\t\(rule.wcag)\t\(rule.help)") }
            return
        }
        func ids(_ text: String?) -> Set<String> {
            Set((text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        let outcome = AuditAction(folder: folder, only: ids(rules), disabled: ids(disable), warningsAsErrors: diagnostics.warningsAsErrors).perform()
        diagnostics.print(outcome.report)
        if timings { FileHandle.standardError.write(Data(outcome.timings.table.utf8)) }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}

import Foundation
