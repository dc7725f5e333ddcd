/// The three ways every animation is compiled.
public enum MotionVariant: String, Sendable, CaseIterable {
    /// Translate, rotate, scale and opacity as written.
    case full
    /// No movement: only opacity, as a short fade; loops at most every 20 seconds.
    case reduced
    /// Every spatial change becomes an opacity cross-fade with the same timing.
    case crossfade
}

/// Turns a choreography's timeline into each variant.
public enum MotionVariantCompiler {
    /// The longest fade the reduced variant keeps.
    public static let reducedFade = 200.0
    /// Loops in the reduced variant repeat at most this often.
    public static let reducedLoopPeriod = 20_000.0

    public static func compile(_ timeline: [TimedAnimation], variant: MotionVariant) -> [TimedAnimation] {
        switch variant {
        case .full:
            return timeline
        case .reduced:
            return timeline.compactMap { animation in
                var reduced = animation
                reduced.properties = animation.properties.filter { !$0.kind.isSpatial }
                guard !reduced.properties.isEmpty else { return nil }
                reduced.duration = min(animation.duration, reducedFade)
                if animation.iterations != 1 {
                    reduced.period = max(animation.period, reducedLoopPeriod)
                } else {
                    reduced.period = reduced.duration
                }
                return reduced
            }
        case .crossfade:
            return timeline.map { animation in
                var faded = animation
                let opacity = animation.properties.first { $0.kind == .opacity }
                let spatial = animation.properties.filter { $0.kind.isSpatial }
                if let opacity {
                    faded.properties = [opacity]
                } else if let first = spatial.first {
                    faded.properties = [MotionProperty(kind: .opacity, keyframes: first.keyframes.enumerated().map { index, keyframe in
                        let value = keyframe.value.isIdentity ? 1.0 : (index == 0 ? 0.0 : 0.5)
                        return MotionKeyframe(start: keyframe.start, end: keyframe.end, value: .opacity(value))
                    })]
                } else {
                    faded.properties = []
                }
                return faded
            }.filter { !$0.properties.isEmpty }
        }
    }
}
