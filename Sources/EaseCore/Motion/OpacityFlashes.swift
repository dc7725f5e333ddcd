public import EaseDiagnostics

/// The most an element's opacity flashes in any one second of a choreography: WCAG 2.3.1 counts
/// a flash as a pair of opposing changes, and allows no more than three in any second.
///
/// The whole course of the element's opacity is followed, not only how often a step repeats:
/// keyframes that turn within one step (`[1, 0, 1, 0, 1]` in 400 ms), steps of one element in a
/// row, and the jump back to the first keyframe at each repeat all count. A change smaller than a
/// tenth of full opacity is not counted: it cannot move the element's luminance against its
/// background by the tenth WCAG's threshold asks for.
public struct OpacityFlashes: Sendable, Equatable {
    /// The element whose opacity flashes.
    public var element: String
    /// The most flashes (pairs of opposing changes) in any one second.
    public var count: Int
    /// When that second begins, in milliseconds from the choreography's start.
    public var from: Double
    /// Where the step that changes first in that second is written.
    public var location: SourceLocation?
    /// Whether repeats were cut at ``maximumPlays`` within that second, so the count is a floor.
    public var isAtLeast: Bool

    /// WCAG 2.3.1's limit: more flashes than this in one second are reported.
    public static let limit = 3
    /// Opacity changes smaller than this are no change.
    static let threshold = 0.1

    /// Whether `to` is a tenth or more away from `from` (a tenth as written: `1 − 0.9` is a hair less).
    static func isChange(from: Double, to: Double) -> Bool {
        abs(to - from) >= threshold - 1e-9
    }
    /// Repeats of one step followed; a step repeated more often than this within a second flashes
    /// at least as often as the plays followed show.
    static let maximumPlays = 200

    /// The elements of `timeline` whose opacity flashes more than ``limit`` times in some second,
    /// in the order of their first animation.
    public static func find(in timeline: [TimedAnimation]) -> [OpacityFlashes] {
        var elements: [String] = []
        for animation in timeline where animation.opacity != nil && !elements.contains(animation.element) {
            elements.append(animation.element)
        }
        return elements.compactMap { element in
            let flashes = most(in: timeline.indices.filter { timeline[$0].element == element }, of: timeline)
            return flashes.count > limit ? OpacityFlashes(element: element, count: flashes.count, from: flashes.from,
                                                          location: flashes.location, isAtLeast: flashes.isAtLeast) : nil
        }
    }

    /// One moment of an element's opacity: its value at `time`, from the animation at `source`.
    private struct Point {
        var time: Double
        var value: Double
        var source: Int
    }

    /// The most flashes in one second of the animations at `indices`, all of one element.
    private static func most(in indices: [Int], of timeline: [TimedAnimation])
        -> (count: Int, from: Double, location: SourceLocation?, isAtLeast: Bool) {
        var cut = Double.infinity
        // Plays that overlap can give changes out of order.
        let changes = Self.changes(in: points(of: indices, in: timeline, cutAt: &cut)).sorted { $0.time < $1.time }
        var best = (count: 0, first: 0)
        var first = 0
        for last in changes.indices {
            // A window shorter than a second by a hair: a flash exactly 3 times a second is allowed.
            while changes[last].time - changes[first].time >= 1000 - 1e-6 { first += 1 }
            if last - first + 1 > best.count { best = (last - first + 1, first) }
        }
        guard best.count > 0 else { return (0, 0, nil, false) }
        let start = changes[best.first]
        return (best.count / 2, start.time, timeline[start.source].location, start.time + 1000 > cut)
    }

    /// The element's opacity through every play of its animations in the order they start; `cut`
    /// becomes the earliest time past which a play was left out.
    private static func points(of indices: [Int], in timeline: [TimedAnimation], cutAt cut: inout Double) -> [Point] {
        var plays: [Point] = []  // each play's start and the animation it plays (its value unread)
        for index in indices {
            let animation = timeline[index]
            guard animation.opacity != nil, animation.duration > 0, animation.period > 0,
                  animation.start.isFinite, animation.offset.isFinite, animation.duration.isFinite, animation.period.isFinite else { continue }
            let count = min(animation.iterations ?? maximumPlays, maximumPlays)
            for play in 0..<max(0, count) {
                plays.append(Point(time: animation.start + animation.offset + Double(play) * animation.period, value: 0, source: index))
            }
            if animation.iterations.map({ $0 > maximumPlays }) ?? true {
                cut = min(cut, animation.start + animation.offset + Double(count) * animation.period)
            }
        }
        plays.sort { $0.time != $1.time ? $0.time < $1.time : $0.source < $1.source }
        var points: [Point] = []
        for play in plays {
            let animation = timeline[play.source]
            for keyframe in animation.opacity ?? [] {
                guard case .opacity(let value) = keyframe.value else { continue }
                points.append(Point(time: play.time + keyframe.start * animation.duration, value: value, source: play.source))
                if keyframe.end != keyframe.start {
                    points.append(Point(time: play.time + keyframe.end * animation.duration, value: value, source: play.source))
                }
            }
        }
        return points
    }

    /// Turns a course of values into its changes: each a rise or a fall of at least ``threshold``,
    /// timed where it ends.
    private static func changes(in points: [Point]) -> [Point] {
        var tracker = ChangeTracker()
        var changes: [Point] = []
        for point in points {
            if let change = tracker.add(point) { changes.append(change) }
        }
        if let last = tracker.unfinished { changes.append(last) }
        return changes
    }

    /// The number of changes in one play of a course of `values` (in the order they play),
    /// without the jump back to the first at a repeat.
    static func changeCount(_ values: some Sequence<Double>) -> Int {
        var tracker = ChangeTracker()
        var count = 0
        for value in values where tracker.add(Point(time: 0, value: value, source: 0)) != nil { count += 1 }
        return count + (tracker.unfinished == nil ? 0 : 1)
    }

    /// Follows a course point by point, with its highest and lowest points since the last change.
    private struct ChangeTracker {
        var low: Point?
        var high: Point?
        var direction = 0  // 1 rising, -1 falling, 0 not yet known

        /// The change the course is in the middle of, if it has begun one.
        var unfinished: Point? { direction == 1 ? high : direction == -1 ? low : nil }

        /// Takes the next point; returns the change it ends, if it turns the course.
        mutating func add(_ point: Point) -> Point? {
            guard let lowest = low, let highest = high else {
                (low, high) = (point, point)
                return nil
            }
            switch direction {
            case 1:
                if point.value > highest.value { high = point } else if isChange(from: highest.value, to: point.value) {
                    (direction, low) = (-1, point)
                    return highest
                }
            case -1:
                if point.value < lowest.value { low = point } else if isChange(from: lowest.value, to: point.value) {
                    (direction, high) = (1, point)
                    return lowest
                }
            default:
                // The first change goes towards the point that made the range wide enough.
                if point.value > highest.value {
                    high = point
                    if isChange(from: lowest.value, to: point.value) { direction = 1 }
                } else if point.value < lowest.value {
                    low = point
                    if isChange(from: highest.value, to: point.value) { direction = -1 }
                }
            }
            return nil
        }
    }
}

extension TimedAnimation {
    /// The keyframes of the animation's opacity, if it changes opacity.
    var opacity: [MotionKeyframe]? {
        properties.first { $0.kind == .opacity }?.keyframes
    }
}
