import EaseCore
import EaseServe
import Foundation

/// What `ease serve` and `ease build --watch` print after each build: the diagnostics as
/// `ease check` prints them, then one line saying what changed and how long it took.
enum WatchReporter {
    static func report(_ report: RebuildLoop.Report, diagnostics: DiagnosticOptions, source: ContentOptions) {
        let outcome = report.outcome
        if !outcome.report.diagnostics.isEmpty { diagnostics.print(outcome.report) }
        source.printTimings(outcome.timings)
        let time = String(format: "%.0f ms", report.milliseconds) + (outcome.onlyEditedReadings ? " (the edited readings only)" : "")
        let trigger: String
        switch report.changedPaths.count {
        case 0: trigger = "built"
        case 1: trigger = "rebuilt after \(report.changedPaths[0]) changed,"
        default: trigger = "rebuilt after \(report.changedPaths.count) files changed,"
        }
        let line: String
        if outcome.exitStatus != 0 {
            line = "\(trigger) in \(time): the build failed; the last good output stays"
        } else if report.changedOutput {
            line = "\(trigger) in \(time): \(outcome.filesWritten) files written, \(outcome.filesRemoved) removed"
        } else {
            line = "\(trigger) in \(time): the output is unchanged"
        }
        FileHandle.standardError.write(Data("ease: \(line)\n".utf8))
    }
}
