import ArgumentParser
import EaseCore
import Foundation

/// `ease l10n-report`: translation coverage per locale.
struct LocalizationReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n-report",
        abstract: "Report how much of the content and of site.yml's strings each locale translates, and what is missing or stale.",
        discussion: "Exit status: 0 with a report, 1 when the content has errors (they are printed instead), 2 for usage or I/O errors."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var source: ContentOptions

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let (check, report) = LocalizationReportAction(contentRoot: source.content).perform()
        guard let report else {
            DiagnosticOptions.print(check.report)
            throw ExitCode(check.exitStatus)
        }
        FileHandle.standardOutput.write(Data((format == .json ? report.json : report.text).utf8))
    }
}
