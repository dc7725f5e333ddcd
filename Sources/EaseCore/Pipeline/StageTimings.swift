/// Wall-clock time spent in each pipeline stage, in the order the stages ran; printed by
/// `ease build --timings` and `ease check --timings` and used by the benchmark's profile.
public struct StageTimings: Sendable, Equatable {
    /// One measured stage.
    public struct Stage: Sendable, Equatable {
        /// The stage's name, e.g. "parse" or "render".
        public var name: String
        /// Wall-clock seconds.
        public var seconds: Double
        /// Whether the stage ran beside the stages after it (its time is not part of the total).
        public var ranBeside = false
    }

    /// The stages in the order they ran.
    public private(set) var stages: [Stage] = []

    /// An empty record.
    public init() {}

    /// Runs `body`, adds its wall-clock time under `name` and returns its result.
    public mutating func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { record(name, seconds: Self.seconds(clock.now - start)) }
        return try body()
    }

    /// Adds a stage measured elsewhere; a name that is already present accumulates. A stage that
    /// `ranBeside` the stages recorded after it is listed but left out of the total.
    public mutating func record(_ name: String, seconds: Double, ranBeside: Bool = false) {
        if let index = stages.firstIndex(where: { $0.name == name }) {
            stages[index].seconds += seconds
        } else {
            stages.append(Stage(name: name, seconds: seconds, ranBeside: ranBeside))
        }
    }

    /// Appends another record's stages (accumulating same-named ones).
    public mutating func append(_ other: StageTimings) {
        for stage in other.stages { record(stage.name, seconds: stage.seconds) }
    }

    /// The sum of the stages that ran one after another (the wall-clock time of them all).
    public var total: Double { stages.reduce(0) { $0 + ($1.ranBeside ? 0 : $1.seconds) } }

    /// A small aligned table: one line per stage with milliseconds and share of the total.
    public var table: String {
        let width = max(5, stages.map(\.name.count).max() ?? 0)
        let total = max(self.total, .leastNonzeroMagnitude)
        var lines = stages.map { stage in
            stage.ranBeside ? Self.line(stage.name, stage.seconds, share: nil, width: width)
                : Self.line(stage.name, stage.seconds, share: stage.seconds / total, width: width)
        }
        lines.append(Self.line("total", self.total, share: 1, width: width))
        return lines.joined(separator: "\n") + "\n"
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
