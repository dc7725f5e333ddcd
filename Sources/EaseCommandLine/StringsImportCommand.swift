import ArgumentParser
import EaseCore
import Foundation

/// `ease strings import`: reads translations back into site.yml.
struct StringsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read the translations of an Xcode String Catalog into site.yml's 'translations:' block.",
        discussion: "Only the 'translations:' block of site.yml is rewritten. A locale whose strings are all marked translated gets the current source-hash; otherwise its old one stays, so 'check' keeps reporting it as stale. The content is checked afterwards; exit status as for 'check'."
    )

    @OptionGroup var source: ContentOptions

    @Argument(help: "The .xcstrings file.")
    var catalog: String

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let outcome = StringsImportAction(contentRoot: source.content, catalogPath: catalog).perform()
        diagnostics.print(outcome.report)
        if !outcome.importedLocales.isEmpty {
            FileHandle.standardError.write(Data("ease: imported \(outcome.importedLocales.joined(separator: ", ")) into \(source.content)/site.yml\n".utf8))
        }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
