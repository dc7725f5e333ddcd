import ArgumentParser
import EaseCore
import Foundation

/// `ease strings export`: writes the String Catalog.
struct StringsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write site.yml's strings, every locale, as an Xcode String Catalog.",
        discussion: "Strings whose translation is stale are marked needs_review. Exit status as for 'check'."
    )

    @OptionGroup var source: ContentOptions

    @Option(name: .shortAndLong, help: "The .xcstrings file to write (standard output when omitted).")
    var output: String?

    func run() throws {
        let (check, catalog) = StringsExportAction(contentRoot: source.content).perform()
        guard let catalog else {
            DiagnosticOptions.print(check.report)
            throw ExitCode(max(check.exitStatus, 1))
        }
        if let output {
            do {
                try Data(catalog.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("ease: could not write '\(output)': \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(Data(catalog.utf8))
        }
    }
}
