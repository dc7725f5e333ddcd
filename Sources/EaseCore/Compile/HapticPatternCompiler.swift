/// Compiles haptic feedback into Apple Haptic and Audio Pattern (AHAP) files, the JSON format
/// Core Haptics loads with `CHHapticPattern(contentsOf:)`.
///
/// Breathing: one continuous event per inhale whose intensity curve rises, a light tap at the start
/// of each hold, and one continuous event per exhale whose intensity falls, so the phone "breathes"
/// with the circle. Rest is silent. Session feedback: one crisp tap for Next, two rising taps for Done.
public enum HapticPatternCompiler {
    /// Core Haptics refuses continuous events longer than this.
    public static let maximumContinuousDuration = 30.0
    /// Core Haptics allows at most this many control points in one parameter curve.
    public static let maximumControlPoints = 16

    /// The breathing pattern of an exercise.
    public static func breathing(_ pattern: Exercise.BreathingPattern, title: String) -> JSONValue {
        var entries: [JSONValue] = []
        var time = 0.0
        for _ in 0..<pattern.cycles {
            if pattern.inhale > 0 {
                entries += continuous(at: time, duration: pattern.inhale, from: 0.25, to: 1.0, sharpness: 0.2)
            }
            time += pattern.inhale
            if pattern.hold > 0 {
                entries.append(transient(at: time, intensity: 0.35, sharpness: 0.3))
            }
            time += pattern.hold
            if pattern.exhale > 0 {
                entries += continuous(at: time, duration: pattern.exhale, from: 1.0, to: 0.15, sharpness: 0.1)
            }
            time += pattern.exhale + pattern.rest
        }
        return document(description: "\(title): rises while breathing in, falls while breathing out", entries)
    }

    /// Feedback when moving to the next exercise.
    public static func next() -> JSONValue {
        document(description: "Session: next exercise", [transient(at: 0, intensity: 0.6, sharpness: 0.5)])
    }

    /// Feedback when the session is done.
    public static func done() -> JSONValue {
        document(description: "Session: done", [
            transient(at: 0, intensity: 0.5, sharpness: 0.4),
            transient(at: 0.15, intensity: 0.9, sharpness: 0.6),
        ])
    }

    private static func document(description: String, _ pattern: [JSONValue]) -> JSONValue {
        .object([
            "Version": .number(1.0),
            "Metadata": .object(["Project": .string("Ease"), "Description": .string(description)]),
            "Pattern": .array(pattern),
        ])
    }

    private static func parameter(_ id: String, _ value: Double) -> JSONValue {
        .object(["ParameterID": .string(id), "ParameterValue": .number(value)])
    }

    private static func transient(at time: Double, intensity: Double, sharpness: Double) -> JSONValue {
        .object(["Event": .object([
            "Time": .number(time),
            "EventType": .string("HapticTransient"),
            "EventParameters": .array([parameter("HapticIntensity", intensity), parameter("HapticSharpness", sharpness)]),
        ])])
    }

    /// A continuous event (split into pieces of at most 30 s) and an intensity curve from `start` to `end`.
    private static func continuous(at time: Double, duration: Double, from start: Double, to end: Double, sharpness: Double) -> [JSONValue] {
        var entries: [JSONValue] = []
        var offset = 0.0
        while offset < duration {
            let length = min(maximumContinuousDuration, duration - offset)
            entries.append(.object(["Event": .object([
                "Time": .number(time + offset),
                "EventType": .string("HapticContinuous"),
                "EventDuration": .number(length),
                "EventParameters": .array([parameter("HapticIntensity", 1.0), parameter("HapticSharpness", sharpness)]),
            ])]))
            offset += length
        }
        // The control's value scales the event's intensity; 5 points make a smooth ramp.
        let steps = 4
        let points: [JSONValue] = (0...steps).map { step in
            let fraction = Double(step) / Double(steps)
            let value = start + (end - start) * fraction
            return .object(["Time": .number(round3(duration * fraction)), "ParameterValue": .number(round3(value))])
        }
        entries.append(.object(["ParameterCurve": .object([
            "ParameterID": .string("HapticIntensityControl"),
            "Time": .number(time),
            "ParameterCurveControlPoints": .array(points),
        ])]))
        return entries
    }

    private static func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
