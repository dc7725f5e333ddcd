import ArgumentParser
import EaseCore
import Foundation

/// The content folder option shared by every subcommand that reads content, and the
/// `--timings` switch of the subcommands that run the pipeline.
struct ContentOptions: ParsableArguments {
    @Option(help: "The content folder (the one holding site.yml).")
    var content = "Content"

    @Flag(help: "Print the wall-clock time of each pipeline stage, and the peak memory when it ended, to standard error.")
    var timings = false

    /// Prints the stage table to standard error when `--timings` was given.
    func printTimings(_ stages: StageTimings) {
        guard timings else { return }
        FileHandle.standardError.write(Data(stages.table.utf8))
    }
}
