public import EaseCore
internal import EaseWatch
import Foundation

/// Builds, then builds again after every batch of saves in the watched folders, reusing the
/// previous build's work through the action's ``BuildCache``. Serves `ease serve` and
/// `ease build --watch`.
public final class RebuildLoop: @unchecked Sendable {
    /// One build of the loop.
    public struct Report: Sendable {
        /// What the build did.
        public var outcome: BuildAction.Outcome
        /// The paths whose change started it (empty for the first build).
        public var changedPaths: [String]
        /// Wall-clock time of the build, in milliseconds.
        public var milliseconds: Double
        /// Whether the build wrote or removed files of the output.
        public var changedOutput: Bool { outcome.wroteOutput && outcome.filesWritten + outcome.filesRemoved > 0 }
    }

    private let action: BuildAction
    private let cache: BuildCache
    private let watcher: FileWatcher

    /// A loop over `action` (which gets a fresh cache) watching its content and templates folders.
    public init(action: BuildAction) throws {
        var action = action
        cache = BuildCache()
        action.cache = cache
        self.action = action
        watcher = try FileWatcher(roots: [action.contentRoot, action.templatesRoot])
    }

    /// Runs the first build and hands its report over.
    public func buildOnce() -> Report {
        measure(changedPaths: [])
    }

    /// Waits for changes and rebuilds after each batch, until ``stop()``; hands over every report.
    public func watch(_ report: (Report) -> Void) {
        while let batch = watcher.nextBatch() {
            let relevant = batch.filter { !Self.isEditorScratch($0) }
            guard !relevant.isEmpty else { continue }
            cache.invalidate(relevant)
            report(measure(changedPaths: relevant.sorted()))
        }
    }

    /// Makes ``watch(_:)`` return (from any thread).
    public func stop() {
        watcher.stop()
    }

    private func measure(changedPaths: [String]) -> Report {
        let start = DispatchTime.now().uptimeNanoseconds
        let outcome = action.perform()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        return Report(outcome: outcome, changedPaths: changedPaths, milliseconds: milliseconds)
    }

    /// Files editors write beside the one being edited (hidden swap and lock files, `~` backups),
    /// which the build never reads.
    static func isEditorScratch(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || (name.hasPrefix("#") && name.hasSuffix("#")) || name == "4913"
    }
}
