public import ArgumentParser
import EaseCore

/// `ease`: the root command. Each subcommand lives in its own file.
public struct EaseCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ease",
        abstract: "Check and compile the content of the Ease app for generalized anxiety disorder.",
        version: EaseVersion.current,
        subcommands: [CheckCommand.self, BuildCommand.self, ServeCommand.self, AuditCommand.self, SchemaCommand.self,
                      LocalizationReportCommand.self, StringsCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    public init() {}
}
