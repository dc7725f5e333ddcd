import ArgumentParser
import EaseCore

/// The output and templates folders of the subcommands that build (`build`, `serve`), and the
/// build they describe.
struct BuildOptions: ParsableArguments {
    @Option(help: "The output folder.")
    var output = "Output"

    @Option(help: "The Mustache templates folder.")
    var templates = "Templates"

    /// The build of `source` into these folders.
    func action(source: ContentOptions, diagnostics: DiagnosticOptions, verify: Bool = false) -> BuildAction {
        BuildAction(contentRoot: source.content, outputRoot: output, templatesRoot: templates,
                    warningsAsErrors: diagnostics.warningsAsErrors, verify: verify)
    }
}
