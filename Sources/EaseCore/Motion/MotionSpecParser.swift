public import EaseDiagnostics
import Foundation

/// Reads a choreography from YAML (front matter `motion:` or `site.yml`), resolving duration and
/// easing tokens, and reports every problem with its position.
///
/// ```yaml
/// motion:
///   sequence:
///     - { element: title, opacity: { from: 0, to: 1 }, duration: medium }
///     - parallel:
///         - { element: illustration, translate: { from: [100%, 0], to: [0, 0] }, duration: long, easing: decelerate }
///         - element: illustration
///           duration: long
///           rotate: [{ at: [0, 0.2], value: -35 }, { at: [0.4, 0.6], value: -29.5 }]
/// ```
public struct MotionSpecParser {
    let document: ParsedDocument
    let tokens: (durations: [String: Int], easings: [String: EasingCurve])
    /// Tokens of site.yml whose values its schema check rejected: a step that names one is
    /// reported there, not again as an unknown token.
    let unusableTokens: Set<String>
    public internal(set) var diagnostics: [Diagnostic] = []

    /// Creates a parser for a document with the site's motion tokens.
    public init(document: ParsedDocument, durations: [String: Int], easings: [String: EasingCurve], unusableTokens: Set<String> = []) {
        self.document = document
        tokens = (durations, easings)
        self.unusableTokens = unusableTokens
    }

    mutating func error(_ id: String, _ message: String, _ node: YAMLNode, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) {
        diagnostics.append(.error(id, message, at: document.location(node.range), notes: notes, fixIts: fixIts))
    }

    /// Parses a node holding `sequence:`, `parallel:` or a single step.
    public mutating func parse(_ node: YAMLNode) -> MotionNode? {
        if let items = node["sequence"]?.items {
            return .sequence(items.compactMap { parse($0) }, loop: loop(node))
        }
        if let items = node["parallel"]?.items {
            return .parallel(items.compactMap { parse($0) }, loop: loop(node))
        }
        if node["element"] != nil { return step(node).map(MotionNode.step) }
        reportEntryOfNoKind(node)
        return nil
    }

    /// The longest duration, delay or interval: an hour, in milliseconds. Past it (or past what a
    /// `Double` holds, `1e400`) a time is reported, not computed with.
    static let longestTime = 3_600_000.0
    /// The largest size of a length, an angle or a scale factor.
    static let largestValue = 100_000.0

    private mutating func step(_ node: YAMLNode) -> MotionStep? {
        guard let elementNode = node["element"], let element = elementNode.string else {
            error("motion.invalid", "'element' must name an element", node)
            return nil
        }
        let misspelt = reportUnknownStepKeys(node)
        // A time that could not be read (an unknown token, too long) is reported once, where it is read.
        let readDuration = milliseconds(node["duration"], key: "duration")
        if let durationNode = node["duration"], let value = readDuration, value <= 0 {
            error("motion.duration", "a step's duration must be more than 0 ms", durationNode)
        } else if node["duration"] == nil, !misspelt.contains("duration") {
            error("motion.duration", "the step for '\(element)' has no duration", node)
        }
        let duration = readDuration ?? 0
        let delay = milliseconds(node["delay"], key: "delay") ?? 0
        if let delayNode = node["delay"], delay < 0 { error("motion.duration", "a delay cannot be negative", delayNode) }
        var easing = "ease"
        if let easingNode = node["easing"], let name = easingNode.string {
            if let curve = tokens.easings[name] { easing = curve.css }
            else if let curve = EasingCurve(name) { easing = curve.css }
            else if !unusableTokens.contains(name) {
                let suggestion = NameSuggester.suggestion(for: name, among: tokens.easings.keys)
                error("motion.unknown-token", "'\(name)' is neither an easing token of site.yml nor a CSS easing" + NameSuggester.didYouMean(suggestion), easingNode,
                      fixIts: FixIt.suggested(suggestion, replacing: easingNode.range))
            }
        }
        var properties: [MotionProperty] = []
        var writesProperty = MotionPropertyKind.allCases.contains { misspelt.contains($0.rawValue) }
        for kind in MotionPropertyKind.allCases {
            guard let value = node[kind.rawValue] else { continue }
            writesProperty = true
            if let property = property(kind, value) { properties.append(property) }
        }
        // A property written but not usable has its own report, where it is written.
        if !writesProperty { error("motion.invalid", "the step for '\(element)' animates nothing (translate, rotate, scale or opacity)", node) }
        return MotionStep(element: Located(element, at: document.location(elementNode.range)), properties: properties,
                          duration: max(0, duration), delay: max(0, delay), easing: easing, loop: loop(node), location: document.location(node.range))
    }

    private mutating func loop(_ node: YAMLNode) -> MotionLoop? {
        guard let repeatNode = node["repeat"] else { return nil }
        let count: Int?
        if repeatNode.string == "infinite" { count = nil }
        else if let number = repeatNode.int, number >= 1 { count = number }
        else {
            error("motion.invalid", "'repeat' must be a whole number of plays (1 or more) or 'infinite'", repeatNode)
            return nil
        }
        let interval = milliseconds(node["interval"], key: "interval") ?? 0
        if let intervalNode = node["interval"], interval < 0 { error("motion.duration", "an interval cannot be negative", intervalNode) }
        return MotionLoop(count: count, interval: max(0, interval))
    }

    /// A duration: a token name from site.yml, or a number of milliseconds.
    private mutating func milliseconds(_ node: YAMLNode?, key: String) -> Double? {
        guard let node else { return nil }
        if let number = node.double {
            guard number.isFinite, abs(number) <= Self.longestTime else {
                error("motion.duration", "'\(key)' is \(node.string ?? "a number") ms; a motion time is from 0 to \(Int(Self.longestTime)) ms (an hour)", node)
                return nil
            }
            return number
        }
        if let name = node.string {
            if let value = tokens.durations[name] { return Double(value) }
            if unusableTokens.contains(name) { return nil }
            if let time = TimeQuantity(name) {
                // `300ms`, `0.4s`: the time meant, in milliseconds.
                let number = SchemaType.format(time.counted(in: .milliseconds))
                let same = time.unit == .milliseconds ? "" : ", \(number) ms"
                error("motion.duration", "'\(key)' is a token of site.yml or a number of milliseconds, written without a unit; found '\(name)'\(same)", node,
                      fixIts: [FixIt("write \(number)", replacing: node.range, with: number)])
                return nil
            }
            let suggestion = NameSuggester.suggestion(for: name, among: tokens.durations.keys)
            error("motion.unknown-token", "'\(name)' is not a duration token of site.yml" + NameSuggester.didYouMean(suggestion), node,
                  notes: [DiagnosticNote("tokens: \(tokens.durations.keys.sorted().joined(separator: ", ")); or write milliseconds")],
                  fixIts: FixIt.suggested(suggestion, replacing: node.range))
        }
        return nil
    }

    private mutating func property(_ kind: MotionPropertyKind, _ node: YAMLNode) -> MotionProperty? {
        if let from = node["from"], let to = node["to"] {
            guard let start = value(kind, from), let end = value(kind, to) else { return nil }
            return MotionProperty(kind: kind, keyframes: [MotionKeyframe(start: 0, end: 0, value: start), MotionKeyframe(start: 1, end: 1, value: end)],
                                  endLocation: document.location(to.range))
        }
        guard let items = node.items, !items.isEmpty else {
            if reportMisspeltEnds(of: kind, node) { return nil }
            error("motion.invalid", "'\(kind.rawValue)' needs 'from' and 'to', or a list of keyframes with 'at' and 'value'", node)
            return nil
        }
        var keyframes: [MotionKeyframe] = []
        var lastValue: YAMLNode?
        for item in items {
            guard let at = item["at"], let valueNode = item["value"] else {
                error("motion.invalid", "a keyframe needs 'at' (a time from 0 to 1, or [start, end]) and 'value'", item)
                continue
            }
            // A value that cannot be used has its own report, where it is written.
            guard let value = value(kind, valueNode) else { continue }
            let times = at.items?.compactMap(\.double) ?? at.double.map { [$0, $0] } ?? []
            guard times.count == 2, times.allSatisfy({ (0...1).contains($0) }), times[0] <= times[1] else {
                error("motion.keyframes", "'at' must be a time from 0 to 1, or [start, end] with start ≤ end", at)
                continue
            }
            if let previous = keyframes.last, times[0] < previous.end {
                error("motion.keyframes", "keyframe at \(MotionNumber.format(times[0])) overlaps the one before, which lasts until \(MotionNumber.format(previous.end))", at)
                continue
            }
            keyframes.append(MotionKeyframe(start: times[0], end: times[1], value: value))
            lastValue = valueNode
        }
        return keyframes.isEmpty ? nil : MotionProperty(kind: kind, keyframes: keyframes, endLocation: lastValue.map { document.location($0.range) })
    }

    private mutating func value(_ kind: MotionPropertyKind, _ node: YAMLNode) -> MotionValue? {
        guard let value = readValue(kind, node) else { return nil }
        guard value.numbers.allSatisfy({ $0.isFinite && abs($0) <= Self.largestValue }) else {
            error("motion.invalid", "'\(kind.rawValue)' takes numbers no larger than \(Int(Self.largestValue))", node)
            return nil
        }
        return value
    }

    private mutating func readValue(_ kind: MotionPropertyKind, _ node: YAMLNode) -> MotionValue? {
        switch kind {
        case .translate:
            guard let items = node.items, items.count == 2, let x = length(items[0]), let y = length(items[1]) else {
                error("motion.invalid", "translate takes [x, y], each in px or %", node)
                return nil
            }
            return .translate(x: x, y: y)
        case .rotate:
            guard let degrees = node.double ?? node.string.flatMap({ Double($0.replacingOccurrences(of: "deg", with: "")) }) else {
                error("motion.invalid", "rotate takes degrees, such as -35", node)
                return nil
            }
            return .rotate(degrees: degrees)
        case .scale:
            guard let factor = node.double, factor >= 0 else {
                error("motion.invalid", "scale takes a factor of 0 or more, such as 1.05", node)
                return nil
            }
            return .scale(factor)
        case .opacity:
            guard let value = node.double, (0...1).contains(value) else {
                error("motion.invalid", "opacity takes a number from 0 to 1", node)
                return nil
            }
            return .opacity(value)
        }
    }

    private func length(_ node: YAMLNode) -> MotionLength? {
        if let number = node.double { return MotionLength(value: number, unit: .px) }
        guard let text = node.string else { return nil }
        if text.hasSuffix("%"), let number = Double(text.dropLast()) { return MotionLength(value: number, unit: .percent) }
        if text.hasSuffix("px"), let number = Double(text.dropLast(2)) { return MotionLength(value: number, unit: .px) }
        return nil
    }
}
