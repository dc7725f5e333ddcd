import ArgumentParser
import EaseDiagnostics
import Foundation

extension DiagnosticFormat: ExpressibleByArgument {}

/// When to colour human-readable output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// Options shared by every subcommand that prints diagnostics.
struct DiagnosticOptions: ParsableArguments {
    @Option(help: "Output format: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiagnosticFormat = .human

    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    @Option(help: "Colour human output: auto (only on a terminal, never with NO_COLOR), always, never.")
    var color: ColorChoice = .auto

    /// Prints a report: human and ide to standard error, machine formats to standard output.
    func print(_ report: DiagnosticReport) {
        Self.print(report, format: format, color: color)
    }

    /// Prints a report in a format, for commands whose own options have no `--format` for diagnostics.
    static func print(_ report: DiagnosticReport, format: DiagnosticFormat = .human, color: ColorChoice = .auto) {
        let useColor: Bool
        switch color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto: useColor = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        let text = format.renderer(colored: useColor).render(report)
        let handle = format.isMachineReadable ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
    }
}
