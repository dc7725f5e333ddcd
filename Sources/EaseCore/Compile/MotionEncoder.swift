/// Encodes every choreography's three variants as the bundle's `motion.json`, with absolute
/// start times, so the app picks the variant that matches the user's accessibility settings.
enum MotionEncoder {
    static func document(_ catalog: MotionCatalog) -> JSONValue {
        .object([
            "variants": .array(MotionVariant.allCases.map { .string($0.rawValue) }),
            "choreographies": .array(catalog.entries.map { entry in
                let timeline = MotionTimeline.flatten(entry.choreography.root)
                var variants: [String: JSONValue] = [:]
                var totals: [String: JSONValue] = [:]
                for variant in MotionVariant.allCases {
                    let animations = MotionVariantCompiler.compile(timeline, variant: variant)
                    variants[variant.rawValue] = .array(animations.map(animation))
                    let end = animations.map(\.end).max() ?? 0
                    totals[variant.rawValue] = end.isInfinite ? .null : .number(end)
                }
                return .object([
                    "id": .string(entry.choreography.id),
                    "elements": .array(entry.elements.map(JSONValue.string)),
                    "requiresPauseControl": .bool(timeline.contains { $0.end > 5000 && $0.properties.contains { $0.kind.isSpatial } }),
                    "variants": .object(variants),
                    "totalMilliseconds": .object(totals),
                ])
            }),
        ])
    }

    private static func animation(_ animation: TimedAnimation) -> JSONValue {
        .object([
            "element": .string(animation.element),
            "start": .number(animation.start),
            "offset": .number(animation.offset),
            "duration": .number(animation.duration),
            "period": .number(animation.period),
            "iterations": animation.iterations.map(JSONValue.integer) ?? .null,
            "easing": .string(animation.easing),
            "properties": .array(animation.properties.map { property in
                .object([
                    "property": .string(property.kind.rawValue),
                    "keyframes": .array(property.keyframes.map { keyframe in
                        .object(["start": .number(keyframe.start), "end": .number(keyframe.end), "value": value(keyframe.value)])
                    }),
                ])
            }),
        ])
    }

    private static func value(_ value: MotionValue) -> JSONValue {
        switch value {
        case .translate(let x, let y):
            return .object(["x": .number(x.value), "xUnit": .string(x.unit == .px ? "px" : "%"),
                            "y": .number(y.value), "yUnit": .string(y.unit == .px ? "px" : "%")])
        case .rotate(let degrees): return .number(degrees)
        case .scale(let factor): return .number(factor)
        case .opacity(let opacity): return .number(opacity)
        }
    }
}
