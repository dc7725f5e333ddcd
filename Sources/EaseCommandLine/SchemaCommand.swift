import ArgumentParser
import EaseCore
import Foundation

/// `ease schema`: prints the bundle's JSON Schema, or Swift types for it.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the bundle's JSON Schema (default) or, with --swift, Codable Swift types for the app."
    )

    @Flag(help: "Print ContentBundle.swift: Codable types for every bundle file.")
    var swift = false

    @Option(help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        let text = swift ? SwiftBundleTypes.source : BundleSchema.document.serialized()
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                throw ValidationError("cannot write \(output): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
