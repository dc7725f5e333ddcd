@testable import EaseCore
import Foundation
import Testing

/// The motion rule reads `animation` values and media conditions as bytes; what it reads must be
/// what splitting the value's words as strings gave.
@Suite struct MotionRuleTests {
    @Test(arguments: [
        "ease-onboarding-welcome-full-0 400ms cubic-bezier(0.2, 0.0, 0.0, 1.0) 0ms 1 both",
        "ease-a 800ms cubic-bezier(0.0, 0.0, 0.2, 1.0) 400ms 1 both, ease-b 800ms ease 400ms 1 both",
        "pulse 2s infinite", "  spin\t1.5s\nlinear  infinite ", "fade,slide", "a ,, b", "", " , ",
        "x steps(4, end) 1s", "unbalanced (1s 2s", "y 1s) 2s", "ease-é 1s", "linear-gradient(#fff, #000) url(é.png)", "a\u{A0}b c",
    ])
    func animationWordsAreTheWordsOfTheValueWithCommasAsSpaces(_ value: String) {
        let words = StyleResolver.tokens(value, separatingCommas: true)
        let before = Self.scalarTokens(value.replacingOccurrences(of: ",", with: " "))
        // The same words, in order; a parenthesised group keeps its commas (no word is read inside one).
        #expect(words.map { $0.replacingOccurrences(of: ",", with: " ") } == before, "\(value.debugDescription)")
        // Without the commas, the words of white space alone, as the reading by scalars made them.
        #expect(StyleResolver.tokens(value) == Self.scalarTokens(value), "\(value.debugDescription)")
    }

    /// The tokens as the resolver read them scalar by scalar before it read bytes.
    static func scalarTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        for scalar in text.unicodeScalars {
            if scalar == "(" { depth += 1 } else if scalar == ")" { depth -= 1 }
            if depth == 0, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
                if !current.isEmpty { tokens.append(String(current)); current = String.UnicodeScalarView() }
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens
    }

    @Test func animationValuesGiveTheirDurationIterationsAndKeyframes() throws {
        let keyframes = ["ease-in-a": CSSKeyframes(properties: ["opacity"]), "spin": CSSKeyframes(properties: ["transform"])]
        let declaration = CSSStylesheet.Declaration(property: "animation", value: "spin 1.5S linear INFINITE, ease-in-a 300ms 2", isImportant: false)
        let motion = try #require(MotionRule.motion(declaration, keyframes: keyframes))
        #expect(motion.kind == "animation spin")
        #expect(motion.duration == 1.5)
        #expect(motion.iterations.isInfinite)
        #expect(motion.isSpatial)
    }

    @Test func opacityFlashesAreCountedFromTheFramesAndTheRestByTheirRate() throws {
        let keyframes = CSSStylesheet("""
        @keyframes blink { 0%, 50%, 100% { opacity: 1 } 25%, 75% { opacity: 0 } }
        @keyframes shade { to { opacity: var(--shade) } }
        @keyframes hide { to { visibility: hidden } }
        """).keyframes
        func motion(_ property: String, _ value: String) throws -> MotionRule.Motion {
            try #require(MotionRule.motion(CSSStylesheet.Declaration(property: property, value: value, isImportant: false), keyframes: keyframes))
        }
        let blink = try motion("animation", "blink 200ms 2")
        #expect(blink.flashes?.count == 4 && !blink.changesVisibility, "two turns a play, two plays in 0.4 s")
        #expect(try motion("animation", "blink 2s 2").flashes == nil)
        #expect(try motion("animation-name", "blink").flashes == nil, "a name alone has no timing to count")
        // Frames whose opacity is not a number, and visibility, are held to the rate of their plays.
        #expect(try motion("animation", "shade 100ms 10").changesVisibility)
        #expect(try motion("animation", "hide 100ms 10").changesVisibility)
    }

    @Test(arguments: ["(prefers-reduced-motion: reduce)", "screen and (prefers-reduced-motion:reduce)", "", "(prefers-reduced-motion: no-preference)",
                      "prefers-reduced-motion", "(max-width: 40em) and (prefers-reduced-motion: reduce)"])
    func mediaConditionsAreSearchedAsBytes(_ media: String) {
        for text: StaticString in ["prefers-reduced-motion: reduce", "prefers-reduced-motion:reduce", "prefers-reduced-motion: no-preference"] {
            #expect(MotionRule.mentions(media, text) == media.contains(text.description), "\(media) \(text)")
        }
    }
}
