/// Wall-clock time spent in each pipeline stage, in the order the stages ran, and the process's
/// peak memory when each ended; printed by `ease build --timings` and `ease check --timings` and
/// used by the benchmark's profile.
public struct StageTimings: Sendable, Equatable {
    /// One measured stage.
    public struct Stage: Sendable, Equatable {
        /// The stage's name, e.g. "parse" or "render".
        public var name: String
        /// Wall-clock seconds.
        public var seconds: Double
        /// Whether the stage ran beside the stages after it (its time is not part of the total).
        public var ranBeside = false
        /// The process's peak resident memory in bytes when the stage ended (``ProcessMemory``);
        /// `nil` when the stage was recorded without it. The peak of a process only grows, so the
        /// first stage whose peak jumps is the one that needed the memory.
        public var peakResidentBytes: Int?
    }

    /// The stages in the order they ran.
    public private(set) var stages: [Stage] = []

    /// An empty record.
    public init() {}

    /// Runs `body`, adds its wall-clock time under `name` and returns its result.
    public mutating func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { record(name, seconds: Self.seconds(clock.now - start), peakResidentBytes: ProcessMemory.peakResidentBytes) }
        return try body()
    }

    /// Runs `body` and returns its result with its wall-clock time in seconds, for a stage whose
    /// row comes later (``record(_:seconds:ranBeside:peakResidentBytes:)`` adds it then).
    public static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        return (result, seconds(clock.now - start))
    }

    /// Adds a stage measured elsewhere; a name that is already present accumulates (its time adds
    /// up, its peak is the larger one). A stage that `ranBeside` the stages recorded after it is
    /// listed but left out of the total.
    public mutating func record(_ name: String, seconds: Double, ranBeside: Bool = false, peakResidentBytes: Int? = nil) {
        if let index = stages.firstIndex(where: { $0.name == name }) {
            stages[index].seconds += seconds
            if let peakResidentBytes {
                stages[index].peakResidentBytes = max(stages[index].peakResidentBytes ?? 0, peakResidentBytes)
            }
        } else {
            stages.append(Stage(name: name, seconds: seconds, ranBeside: ranBeside, peakResidentBytes: peakResidentBytes))
        }
    }

    /// Appends another record's stages (accumulating same-named ones).
    public mutating func append(_ other: StageTimings) {
        for stage in other.stages { record(stage.name, seconds: stage.seconds, peakResidentBytes: stage.peakResidentBytes) }
    }

    /// The sum of the stages that ran one after another (the wall-clock time of them all).
    public var total: Double { stages.reduce(0) { $0 + ($1.ranBeside ? 0 : $1.seconds) } }

    /// The largest peak of any stage: the process's peak memory over the stages.
    public var peakResidentBytes: Int? { stages.compactMap(\.peakResidentBytes).max() }

    /// A small aligned table: one line per stage with milliseconds, share of the total and,
    /// when known, the process's peak memory at the stage's end (in MB of 2^20 bytes, as
    /// bench/run turns `/usr/bin/time`'s kilobytes into megabytes).
    public var table: String {
        let width = max(5, stages.map(\.name.count).max() ?? 0)
        let total = max(self.total, .leastNonzeroMagnitude)
        var lines = stages.map { stage in
            (Self.line(stage.name, stage.seconds, share: stage.ranBeside ? nil : stage.seconds / total, width: width), stage.peakResidentBytes)
        }
        lines.append((Self.line("total", self.total, share: 1, width: width), peakResidentBytes))
        // The peaks in a column of their own, after the longest line.
        let peakColumn = lines.map(\.0.count).max() ?? 0
        return lines.map { line, peak in
            guard let peak else { return line }
            let megabytes = String(Int((Double(peak) / 1_048_576).rounded()))
            return line + String(repeating: " ", count: peakColumn - line.count + max(2, 7 - megabytes.count)) + "peak " + megabytes + " MB"
        }.joined(separator: "\n") + "\n"
    }

    /// A table line; a stage that ran beside others says so instead of giving a share.
    private static func line(_ name: String, _ seconds: Double, share: Double?, width: Int) -> String {
        let milliseconds = String(Int((seconds * 1000).rounded()))
        let start = name.padding(width) + " " + String(repeating: " ", count: max(0, 8 - milliseconds.count)) + milliseconds + " ms "
        guard let share else { return start + "beside the stages after it" }
        let percent = String(Int((share * 100).rounded()))
        return start + String(repeating: " ", count: max(0, 3 - percent.count)) + percent + "%"
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

private extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
