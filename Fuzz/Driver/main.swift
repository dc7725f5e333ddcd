// The libFuzzer driver. EASE_FUZZ_TARGET names the harness (one of FuzzTarget's: front-matter,
// markdown, motion-spec, the pipeline's four, html, css, captions or video); an input that breaks one
// of its invariants stops the run with the findings.
//
// SwiftPM makes this file's top-level code the program's entry point, so it hands the command
// line to libFuzzer itself (LLVMFuzzerRunDriver) rather than relying on libFuzzer's `main`.
import EaseFuzzing
import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

nonisolated(unsafe) var selectedTarget = FuzzTarget.frontMatter

let name = ProcessInfo.processInfo.environment["EASE_FUZZ_TARGET"] ?? ""
guard let target = FuzzTarget(rawValue: name) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("ease-fuzz: set EASE_FUZZ_TARGET to one of: \(names)\n".utf8))
    exit(2)
}
selectedTarget = target

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let findings = selectedTarget.run(bytes)
    if !findings.isEmpty {
        let report = "ease-fuzz: \(selectedTarget.rawValue) broke an invariant:\n" + findings.map { "  \($0)\n" }.joined()
        FileHandle.standardError.write(Data(report.utf8))
        abort()
    }
    return 0
})
