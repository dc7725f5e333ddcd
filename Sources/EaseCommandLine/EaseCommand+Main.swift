import ArgumentParser
import EaseDiagnostics
import Foundation

extension EaseCommand {
    /// Parses the command line and runs the subcommand, mapping argument errors to exit status 2
    /// (ArgumentParser's default is 64) so every usage problem exits as documented.
    public static func runMain(arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                FileHandle.standardError.write(Data("Run 'ease --help' for usage.\n".utf8))
                Foundation.exit(DiagnosticEngine.exitEnvironmentErrors)
            }
            exit(withError: error)
        }
    }
}
