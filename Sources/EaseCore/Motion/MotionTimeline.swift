public import EaseDiagnostics

/// One element's animation with absolute timing, the form both the CSS and the bundle need.
public struct TimedAnimation: Sendable {
    public var element: String
    public var properties: [MotionProperty]
    /// Milliseconds from the start of the choreography to the first play.
    public var start: Double
    /// Where the motion sits inside one period (milliseconds from the period's start).
    public var offset: Double
    /// Length of the motion in one period.
    public var duration: Double
    /// Length of one period: the motion plus, for loops, the rest of the group and the interval.
    public var period: Double
    /// Number of plays; `nil` for forever.
    public var iterations: Int?
    public var easing: String
    /// Where its step is written.
    public var location: SourceLocation?

    /// Creates a timed animation.
    public init(element: String, properties: [MotionProperty], start: Double, offset: Double, duration: Double,
                period: Double, iterations: Int?, easing: String, location: SourceLocation? = nil) {
        self.element = element
        self.properties = properties
        self.start = start
        self.offset = offset
        self.duration = duration
        self.period = period
        self.iterations = iterations
        self.easing = easing
        self.location = location
    }

    /// When the last play ends; infinity for endless loops.
    public var end: Double {
        guard let iterations else { return .infinity }
        return start + period * Double(max(0, iterations - 1)) + offset + duration
    }
}

/// Flattens a choreography tree: sequences add up, parallel groups start together, loops repeat
/// their whole group (period = group length + interval).
public enum MotionTimeline {
    public static func flatten(_ node: MotionNode) -> [TimedAnimation] {
        var out: [TimedAnimation] = []
        _ = place(node, at: 0, loop: nil, into: &out)
        return out
    }

    /// The length of a node's single play (loops of a node itself included when finite).
    static func length(_ node: MotionNode) -> Double {
        switch node {
        case .step(let step): return step.delay + step.duration
        case .sequence(let children, _): return children.reduce(0) { $0 + playLength($1) }
        case .parallel(let children, _): return children.map(playLength).max() ?? 0
        }
    }

    /// The time a child takes in its parent, counting its own finite repeats.
    static func playLength(_ node: MotionNode) -> Double {
        let single = length(node)
        guard let loop = loopOf(node), let count = loop.count else { return single }
        return single * Double(count) + loop.interval * Double(count - 1)
    }

    static func loopOf(_ node: MotionNode) -> MotionLoop? {
        switch node {
        case .step(let step): return step.loop
        case .sequence(_, let loop), .parallel(_, let loop): return loop
        }
    }

    /// Places a node starting at `time`; `loop` is the innermost enclosing group loop with its period and start.
    private static func place(_ node: MotionNode, at time: Double, loop: (start: Double, period: Double, count: Int?)?,
                              into out: inout [TimedAnimation]) -> Double {
        var enclosing = loop
        if let own = loopOf(node), enclosing == nil {
            enclosing = (time, length(node) + own.interval, own.count)
        }
        switch node {
        case .step(let step):
            let begin = time + step.delay
            if let enclosing {
                out.append(TimedAnimation(element: step.element.value, properties: step.properties, start: enclosing.start,
                                          offset: begin - enclosing.start, duration: step.duration, period: enclosing.period,
                                          iterations: enclosing.count, easing: step.easing, location: step.location))
            } else {
                out.append(TimedAnimation(element: step.element.value, properties: step.properties, start: begin, offset: 0,
                                          duration: step.duration, period: step.duration, iterations: 1, easing: step.easing,
                                          location: step.location))
            }
        case .sequence(let children, _):
            var cursor = time
            for child in children { cursor += place(child, at: cursor, loop: enclosing, into: &out) }
        case .parallel(let children, _):
            for child in children { _ = place(child, at: time, loop: enclosing, into: &out) }
        }
        return playLength(node)
    }
}
