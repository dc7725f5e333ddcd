import ArgumentParser

/// The content folder option shared by every subcommand that reads content.
struct ContentOptions: ParsableArguments {
    @Option(help: "The content folder (the one holding site.yml).")
    var content = "Content"
}
