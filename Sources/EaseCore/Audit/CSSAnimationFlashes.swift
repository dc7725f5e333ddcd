/// The flashes of the animations an `animation` value lists, counted from their keyframes'
/// opacity by ``OpacityFlashes``: what `ease check` counts in a choreography, counted again in the
/// CSS a page ships, so that keyframes turning within one play are found, not only plays
/// repeated more than 3 times a second.
///
/// Each animation of the list is read from its own words: the keyframes' name, the duration and
/// the delay (the first and second times), the iteration count (`infinite`, or a number, rounded
/// up) and the direction (`reverse`, `alternate`, `alternate-reverse`). A keyframes block without
/// a frame at 0% or 100% starts or ends at the element's own opacity, taken to be 1
/// (``CSSKeyframes/course``).
enum CSSAnimationFlashes {
    /// The most flashes in one second of the animations `value` lists (lower case), or `nil`
    /// when they flash no more than WCAG 2.3.1 allows.
    static func most(in value: String, keyframes: [String: CSSKeyframes]) -> OpacityFlashes? {
        var animations: [TimedAnimation] = []
        for part in parts(of: value) {
            let tokens = StyleResolver.tokens(part)
            let words = Words(tokens, keyframes: keyframes)
            guard let frames = words.opacityKeyframes else { continue }
            let times = tokens.compactMap(MotionRule.seconds).map { $0 * 1000 }
            guard let duration = times.first, duration > 0, duration.isFinite else { continue }
            let count = words.isEndless ? Double.infinity : words.firstCount ?? 1
            guard count > 0 else { continue }
            let direction = tokens.first { $0 == "reverse" || $0 == "alternate" || $0 == "alternate-reverse" } ?? "normal"
            animations += plays(of: course(frames), delay: times.count > 1 ? times[1] : 0, duration: duration, count: count, direction: direction)
        }
        return OpacityFlashes.find(in: animations).first
    }

    /// The animations of a list, split at its commas where ``StyleResolver/tokens(_:separatingCommas:)``
    /// separates words (outside parentheses, counted as it counts them), so that the words of the
    /// parts are the words of the whole list.
    static func parts(of value: String) -> [String] {
        var parts: [String] = []
        var value = value
        value.withUTF8 { bytes in
            var depth = 0, start = 0
            for index in bytes.indices {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 } else if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                guard depth == 0, bytes[index] == UInt8(ascii: ",") else { continue }
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        return parts
    }

    /// The keyframes' course through one play, as a choreography's keyframes.
    static func course(_ keyframes: CSSKeyframes) -> [MotionKeyframe] {
        keyframes.course.map { MotionKeyframe(start: $0.offset, end: $0.offset, value: .opacity($0.value)) }
    }

    /// What the words of an animation list say, read in one pass: the first keyframes they name,
    /// how often the opacity of all they name can change in a play, and the iteration counts.
    struct Words {
        var name: String?
        var keyframes: CSSKeyframes?
        /// The first keyframes named that set opacity.
        var opacityKeyframes: CSSKeyframes?
        /// The changes of one play of each animation named, with the jump back to its first frame.
        var opacityChanges = 0
        /// The first number (the first animation's iteration count), the largest, and `infinite`.
        var firstCount: Double?
        var mostPlays = 1.0
        var isEndless = false

        init(_ words: [String], keyframes all: [String: CSSKeyframes]) {
            for word in words {
                if word == "infinite" {
                    isEndless = true
                } else if let count = Double(word) {
                    firstCount = firstCount ?? count
                    // As many plays as a count rounded up starts.
                    mostPlays = max(mostPlays, count.rounded(.up))
                } else if Self.mayName(word), let frames = all[word] {
                    if keyframes == nil { (name, keyframes) = (word, frames) }
                    guard !frames.opacity.isEmpty else { continue }
                    opacityChanges += frames.opacityChanges + 1
                    if opacityKeyframes == nil { opacityKeyframes = frames }
                }
            }
        }

        /// Whether the animations named could flash more than 3 times at all: fewer than eight
        /// changes in all (a fade in, an entrance played once) cannot. ``most(in:keyframes:)``
        /// reads each part of a list with these words, so what it counts this bound covers.
        var mayFlash: Bool {
            opacityChanges > 0 && Double(opacityChanges) * (isEndless ? .infinity : mostPlays) >= Double(2 * (OpacityFlashes.limit + 1))
        }

        /// Whether a word can be a keyframes name (an identifier: not a time, a number or a
        /// function), told from its first byte and a parenthesis, before it is hashed for a lookup.
        static func mayName(_ word: String) -> Bool {
            guard let first = word.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), first != UInt8(ascii: ".") else { return false }
            return !word.utf8.contains(UInt8(ascii: "("))
        }
    }

    /// The course played backwards.
    static func reversed(_ course: [MotionKeyframe]) -> [MotionKeyframe] {
        course.reversed().map { MotionKeyframe(start: 1 - $0.end, end: 1 - $0.start, value: $0.value) }
    }

    /// The plays of one animation: alternating directions are pairs of plays, one forwards and
    /// one backwards, with the odd play left over after them.
    static func plays(of course: [MotionKeyframe], delay: Double, duration: Double, count: Double, direction: String) -> [TimedAnimation] {
        let first = direction == "reverse" || direction == "alternate-reverse" ? reversed(course) : course
        let whole = count.isInfinite ? nil : Int(min(count.rounded(.up), Double(OpacityFlashes.maximumPlays + 1)))
        func animation(_ keyframes: [MotionKeyframe], start: Double, duration: Double, plays: Int?) -> TimedAnimation {
            TimedAnimation(element: "animation", properties: [MotionProperty(kind: .opacity, keyframes: keyframes)], start: start, offset: 0,
                           duration: duration, period: duration, iterations: plays, easing: "")
        }
        guard direction.hasPrefix("alternate") else { return [animation(first, start: delay, duration: duration, plays: whole)] }
        // A pair: the first direction in the first half of a play twice as long, the other in the second.
        let pair = first.map { MotionKeyframe(start: $0.start / 2, end: $0.end / 2, value: $0.value) }
            + reversed(first).map { MotionKeyframe(start: 0.5 + $0.start / 2, end: 0.5 + $0.end / 2, value: $0.value) }
        guard let whole else { return [animation(pair, start: delay, duration: 2 * duration, plays: nil)] }
        var plays = [animation(pair, start: delay, duration: 2 * duration, plays: whole / 2)]
        if whole % 2 == 1 { plays.append(animation(first, start: delay + Double(whole / 2) * 2 * duration, duration: duration, plays: 1)) }
        return plays
    }
}

extension CSSStylesheet {
    /// Each `animation` declaration of the sheet: its flashes counted in full, when more than 3
    /// in a second, and whether the audit's motion rule (``MotionRule/motion(_:keyframes:)``, with
    /// its quick test of the list's words) counts them too. The `css` fuzz target checks that the
    /// quick test never passes over a list that flashes.
    public func animationFlashCounts() -> [(value: String, flashes: Int?, isCounted: Bool)] {
        rules.flatMap(\.declarations).filter { $0.property == "animation" }.map { declaration in
            (declaration.value, CSSAnimationFlashes.most(in: declaration.value.lowercased(), keyframes: keyframes)?.count,
             MotionRule.motion(declaration, keyframes: keyframes)?.flashes != nil)
        }
    }
}
