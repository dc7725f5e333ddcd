public import EaseDiagnostics

/// A length for translate: pixels or a percentage of the element's own size.
public struct MotionLength: Sendable, Equatable {
    public enum Unit: String, Sendable { case px, percent = "%" }
    public var value: Double
    public var unit: Unit

    /// CSS text (`12px`, `-100%`).
    public var css: String { MotionNumber.format(value) + unit.rawValue }
}

/// The value of one animated property at a keyframe.
public enum MotionValue: Sendable, Equatable {
    case translate(x: MotionLength, y: MotionLength)
    case rotate(degrees: Double)
    case scale(Double)
    case opacity(Double)

    /// The numbers the value is made of.
    var numbers: [Double] {
        switch self {
        case .translate(let x, let y): return [x.value, y.value]
        case .rotate(let degrees): return [degrees]
        case .scale(let factor): return [factor]
        case .opacity(let value): return [value]
        }
    }

    /// Whether this value is the property's resting state (no offset, no turn, full size, opaque).
    public var isIdentity: Bool {
        switch self {
        case .translate(let x, let y): return x.value == 0 && y.value == 0
        case .rotate(let degrees): return degrees == 0
        case .scale(let factor): return factor == 1
        case .opacity(let value): return value == 1
        }
    }
}

/// A keyframe: the value held from `start` to `end`, as fractions (0…1) of the step's duration.
public struct MotionKeyframe: Sendable, Equatable {
    public var start: Double
    public var end: Double
    public var value: MotionValue
}

/// The animatable properties.
public enum MotionPropertyKind: String, Sendable, CaseIterable {
    case translate, rotate, scale, opacity

    /// Whether the property moves, turns or resizes (everything but opacity).
    public var isSpatial: Bool { self != .opacity }
}

/// One property's keyframes within a step.
public struct MotionProperty: Sendable, Equatable {
    public var kind: MotionPropertyKind
    public var keyframes: [MotionKeyframe]
    /// Where the value of the last keyframe is written (`to:`'s or the last `value:`), for a
    /// fix-it; `nil` for a property Ease made itself (the breathing circle's).
    public var endLocation: SourceLocation?

    /// Creates a property.
    public init(kind: MotionPropertyKind, keyframes: [MotionKeyframe], endLocation: SourceLocation? = nil) {
        self.kind = kind
        self.keyframes = keyframes
        self.endLocation = endLocation
    }
}

/// Repetition of a step or group.
public struct MotionLoop: Sendable, Equatable {
    /// How many times it plays; `nil` for forever.
    public var count: Int?
    /// Pause between plays, in milliseconds.
    public var interval: Double
}

/// A step: properties of one named element animated together.
public struct MotionStep: Sendable {
    public var element: Located<String>
    public var properties: [MotionProperty]
    /// Milliseconds.
    public var duration: Double
    /// Milliseconds before the step starts, after its place in the sequence.
    public var delay: Double
    /// CSS timing function.
    public var easing: String
    public var loop: MotionLoop?
    public var location: SourceLocation
}

/// A node of a choreography tree.
public indirect enum MotionNode: Sendable {
    case step(MotionStep)
    case sequence([MotionNode], loop: MotionLoop?)
    case parallel([MotionNode], loop: MotionLoop?)
}

/// A named choreography and the page elements it may animate.
public struct Choreography: Sendable {
    /// A CSS-safe id, such as `onboarding-welcome` or `breathing-deep-breathing`.
    public var id: String
    public var root: MotionNode
    /// Where it is written.
    public var location: SourceLocation
}

/// Number formatting shared by the motion compiler.
enum MotionNumber {
    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        // Whole numbers as integers, through ``whole(_:)``, which never traps on a number an `Int`
        // cannot hold (the parser keeps such numbers out of choreographies).
        return rounded == rounded.rounded() ? whole(rounded) : String(rounded)
    }

    /// A count or a length for a message: `value` rounded toward zero, or, past what an `Int`
    /// holds exactly, as `Double` writes it (`1e+20`, `inf`), never a trap.
    static func whole(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        return String(Int(value))
    }

    /// A length of `milliseconds` for a message: in milliseconds (`inSeconds` false) or whole
    /// seconds up to an hour, in whole hours up to a day, and past a day only that, so that a
    /// step played 2⁶³ times reads as "more than a day" rather than as `9.223372036854776e+17 s`.
    static func time(_ milliseconds: Double, inSeconds: Bool) -> String {
        let hour = 3_600_000.0
        if milliseconds < hour { return inSeconds ? "\(whole(milliseconds / 1000)) s" : "\(whole(milliseconds)) ms" }
        if milliseconds < 24 * hour { return "\(whole(milliseconds / hour)) h" }
        return "more than a day"
    }
}
