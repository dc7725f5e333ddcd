import EaseBytes
import EaseDiagnostics
import EaseHTML

/// CSS animations and transitions that move, rotate or scale have a `prefers-reduced-motion: reduce`
/// override (WCAG 2.3.3 Animation from Interactions); animations longer than 5 seconds or infinite
/// have a pause control on the page (2.2.2 Pause, Stop, Hide); nothing flashes more than three
/// times in any second (2.3.1): an opacity through its keyframes' frames and plays
/// (``CSSAnimationFlashes``), visibility and background colours by the rate of their plays.
struct MotionRule: AuditRule {
    let id = "audit.motion"
    let wcag = "2.3.3, 2.2.2, 2.3.1"
    let help = "turn movement off under prefers-reduced-motion: reduce, give long or endless animations a pause control, and never flash more than 3 times a second"

    static let spatial: Set<String> = ["transform", "translate", "rotate", "scale", "left", "top", "right", "bottom",
                                        "margin", "margin-left", "margin-top", "width", "height", "offset-distance"]

    /// A declaration that animates or transitions, with one of its rule's selectors: worked out once
    /// per stylesheet combination (see ``AuditStyles``), then looked up on each page.
    struct Candidate: Sendable {
        let selector: CSSSelector
        let declaration: CSSStylesheet.Declaration
        let motion: Motion
        /// Whether it moves, may apply under `prefers-reduced-motion: reduce`, and no reduced-motion rule takes it over.
        let lacksReducedOverride: Bool
    }

    /// Every moving declaration of a stylesheet outside its reduced-motion rules, in cascade order.
    static func candidates(in sheet: CSSStylesheet) -> [Candidate] {
        let reduced = sheet.rules.filter { mentions($0.media, "prefers-reduced-motion: reduce") || mentions($0.media, "prefers-reduced-motion:reduce") }
        let reducedOrders = Set(reduced.map(\.order))
        var candidates: [Candidate] = []
        for rule in sheet.rules where !reducedOrders.contains(rule.order) {
            // Rules that only apply under no-preference need no override, but still need pause controls.
            let onlyWithoutPreference = mentions(rule.media, "prefers-reduced-motion: no-preference")
                || mentions(rule.media, "prefers-reduced-motion:no-preference")
            for declaration in rule.declarations {
                guard let motion = Self.motion(declaration, keyframes: sheet.keyframes) else { continue }
                for selector in rule.selectors {
                    // Motion a visitor turned on explicitly with Ease's Motion setting is theirs to choose.
                    if selector.rootAttributes.contains(where: { $0.name == "data-motion" && ($0.value == "full" || $0.value == "crossfade") }) { continue }
                    let subject = selector.subject
                    guard subject.tag != nil || !subject.classes.isEmpty || !subject.attributes.isEmpty else { continue }
                    let lacksOverride = motion.isSpatial && !onlyWithoutPreference && !reduced.contains(where: { Self.overrides($0, selector) })
                    candidates.append(Candidate(selector: selector, declaration: declaration, motion: motion, lacksReducedOverride: lacksOverride))
                }
            }
        }
        return candidates
    }

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        for candidate in page.sheets.motion {
            let (selector, declaration, motion) = (candidate.selector, candidate.declaration, candidate.motion)
            let subject = selector.subject
            guard let element = page.document.elements.first(where: { element in
                (subject.tag == nil || subject.tag == element.name) && subject.classes.allSatisfy(element.hasClass)
                    && subject.attributes.allSatisfy { test in element[test.name].map { test.value == nil || $0 == test.value } ?? false }
            }) else { continue }
            let key = selector.text + declaration.property
            guard reported.insert(key).inserted else { continue }
            let at = page.reference(element)
            let note = DiagnosticNote("CSS: \(selector.text) { \(declaration.property): \(declaration.value) }")
            if candidate.lacksReducedOverride {
                diagnostics.append(violation("\(motion.kind) that moves has no prefers-reduced-motion: reduce override", at: at, notes: [note]))
            }
            if motion.isAnimation, motion.totalSeconds > 5, !hasPauseControl(page) {
                let length = motion.totalSeconds.isInfinite ? "runs forever" : "runs \(Int(motion.totalSeconds)) s"
                diagnostics.append(violation("animation \(length) and the page has no pause control", at: at, notes: [note]))
            }
            if motion.isAnimation, let flashes = motion.flashes {
                let often = "\(flashes.isAtLeast ? "at least " : "")\(flashes.count) times in one second"
                diagnostics.append(violation("animation's opacity flashes \(often), more than 3", at: at, notes: [note]))
            } else if motion.isAnimation, motion.changesVisibility, motion.duration > 0, motion.duration < 1.0 / 3.0, motion.iterations > 3 {
                diagnostics.append(violation("animation changes visibility more than 3 times a second", at: at, notes: [note]))
            }
        }
        return diagnostics
    }

    struct Motion: Sendable {
        var kind: String
        var isAnimation: Bool
        var isSpatial: Bool
        /// Whether it animates visibility or a background colour, or an opacity whose frames
        /// give no number: these are held to their plays' rate, as their course is not read.
        var changesVisibility: Bool
        /// The most its opacity flashes in one second, when more than 3 (``CSSAnimationFlashes``),
        /// and whether repeats past those followed may make it more.
        var flashes: (count: Int, isAtLeast: Bool)? = nil
        var duration: Double
        var iterations: Double
        var totalSeconds: Double { iterations.isInfinite ? .infinity : duration * iterations }
    }

    static func motion(_ declaration: CSSStylesheet.Declaration, keyframes: [String: CSSKeyframes]) -> Motion? {
        switch declaration.property {
        case "animation", "animation-name":
            // Its words (a list of animations separated by commas), read as bytes: each value of
            // a site's generated motion stylesheet (112 in the sample site's) had been copied with
            // its commas replaced through Foundation, some 50,000 instructions a value.
            let tokens = StyleResolver.tokens(declaration.value.lowercased(), separatingCommas: true)
            let words = CSSAnimationFlashes.Words(tokens, keyframes: keyframes)
            guard let name = words.name, let frames = words.keyframes else { return nil }
            let properties = frames.properties
            let times = tokens.compactMap(seconds)
            let unread = properties.contains("opacity") && frames.opacity.isEmpty
            let flashes = declaration.property == "animation" && words.mayFlash
                ? CSSAnimationFlashes.most(in: declaration.value.lowercased(), keyframes: keyframes) : nil
            return Motion(kind: "animation \(name)", isAnimation: true, isSpatial: !properties.isDisjoint(with: spatial),
                          changesVisibility: unread || properties.contains("visibility") || properties.contains("background-color"),
                          flashes: flashes.map { (count: $0.count, isAtLeast: $0.isAtLeast) },
                          duration: times.first ?? 0, iterations: words.isEndless ? .infinity : words.firstCount ?? 1)
        case "transition", "transition-property":
            let value = declaration.value.lowercased()
            let moves = value.contains("transform") || value.contains("all") || spatial.contains(where: { value.contains($0 + " ") })
            guard moves, value != "none" else { return nil }
            return Motion(kind: "transition", isAnimation: false, isSpatial: true, changesVisibility: false, duration: 0, iterations: 1)
        default:
            return nil
        }
    }

    /// Whether a rule's media condition (lower case, as ``CSSStylesheet`` keeps it) contains
    /// `text`, compared as bytes.
    static func mentions(_ media: String, _ text: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var media = media
        return media.withUTF8 { $0.firstRange(ofBytes: needle) != nil }
    }

    static func seconds(_ token: String) -> Double? {
        if token.hasSuffix("ms") { return Double(token.dropLast(2)).map { $0 / 1000 } }
        if token.hasSuffix("s") { return Double(token.dropLast()) }
        return nil
    }

    /// Whether a reduced-motion rule takes over the motion of `selector`: it targets everything (`*`),
    /// the same classes or the same element, and sets animation, transition or transform.
    static func overrides(_ rule: CSSStylesheet.Rule, _ selector: CSSSelector) -> Bool {
        let turnsOff = rule.declarations.contains { ["animation", "animation-name", "animation-duration", "transition", "transition-duration", "transform"].contains($0.property) }
        guard turnsOff else { return false }
        let classes = Set(classNames(selector.text))
        let subject = selector.subject.attributes.map { "\($0.name)=\($0.value ?? "")" }
        return rule.selectors.contains { candidate in
            candidate.text.hasPrefix("*") || !Set(classNames(candidate.text)).isDisjoint(with: classes) || candidate.text == selector.text
                || (!subject.isEmpty && candidate.subject.attributes.map { "\($0.name)=\($0.value ?? "")" } == subject)
        }
    }

    static func classNames(_ text: String) -> [String] {
        text.split(separator: ".", omittingEmptySubsequences: false).dropFirst().map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) }
    }

    private func hasPauseControl(_ page: AuditPage) -> Bool {
        page.document.elements.contains { element in
            guard element.name == "button" || element["role"] == "button" else { return false }
            let name = AccessibleName.of(element, in: page).lowercased()
            return name.contains("pause") || name.contains("stop") || name.contains("пауза") || element["data-action"] == "pause"
        }
    }
}

import Foundation
