import ArgumentParser

/// `ease strings`: exchange site.yml's strings with translators through Xcode String Catalogs.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Export site.yml's strings to an Xcode String Catalog (.xcstrings), or import translations from one.",
        subcommands: [StringsExportCommand.self, StringsImportCommand.self]
    )
}
