/// The unit a field's number counts in, for a time written with a unit where the field takes a
/// bare number (`inhale: 4s`, `durations: [2min, 5]`, `duration: 300ms`).
public enum TimeUnit: Sendable, CaseIterable {
    case milliseconds, seconds, minutes, hours

    /// The unit's length in milliseconds.
    var milliseconds: Double {
        switch self {
        case .milliseconds: 1
        case .seconds: 1_000
        case .minutes: 60_000
        case .hours: 3_600_000
        }
    }

    /// The unit's name, as a message says it.
    var name: String {
        switch self {
        case .milliseconds: "milliseconds"
        case .seconds: "seconds"
        case .minutes: "minutes"
        case .hours: "hours"
        }
    }

    /// The ways the unit is written after a number, lowered.
    var spellings: [String] {
        switch self {
        case .milliseconds: ["ms", "msec", "msecs", "millisecond", "milliseconds"]
        case .seconds: ["s", "sec", "secs", "second", "seconds"]
        case .minutes: ["m", "min", "mins", "minute", "minutes"]
        case .hours: ["h", "hr", "hrs", "hour", "hours"]
        }
    }
}

/// A time written as a number and a unit (`4s`, `2 min`, `1.5 minutes`, `300ms`).
struct TimeQuantity: Equatable {
    var value: Double
    var unit: TimeUnit

    /// The quantity `text` writes, or `nil` when it is not a finite number followed by a unit.
    init?(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        let number = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let word = trimmed.dropFirst(number.count).drop { $0 == " " }.lowercased()
        guard !number.isEmpty, let value = Double(number), value.isFinite,
              let unit = TimeUnit.allCases.first(where: { $0.spellings.contains(word) }) else { return nil }
        (self.value, self.unit) = (value, unit)
    }

    /// The same time counted in `unit`.
    func counted(in other: TimeUnit) -> Double {
        value * unit.milliseconds / other.milliseconds
    }
}
