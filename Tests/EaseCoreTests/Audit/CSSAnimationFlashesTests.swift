@testable import EaseCore
import Testing

/// The audit counts a page's flashes from its keyframes' opacity, as `ease check` counts a
/// choreography's: turns within one play, repeats, directions and the lists of animations.
@Suite struct CSSAnimationFlashesTests {
    let keyframes = CSSStylesheet("""
    @keyframes blink { 0%, 25%, 50%, 75% { opacity: 1 } 12.5%, 37.5%, 62.5%, 87.5% { opacity: 0 } 100% { opacity: 1 } }
    @keyframes fade-in { from { opacity: 0 } to { opacity: 1 } }
    @keyframes dip { 50% { opacity: 0.2 } }
    @keyframes soft { from { opacity: 0.95 } to { opacity: 1 } }
    @keyframes rise { from { transform: translateY(8px) } to { transform: none } }
    """).keyframes

    func count(_ value: String) -> Int? {
        CSSAnimationFlashes.most(in: value, keyframes: keyframes)?.count
    }

    @Test func turnsWithinOnePlayAreCounted() {
        #expect(count("blink 400ms ease 1") == 4)
        #expect(count("blink 2s ease 1") == nil, "the same turns over 2 s")
        #expect(count("blink 1.6s linear 200ms both") == nil, "eight turns in 1.6 s: no second holds more than five")
        #expect(count("blink 0.8s linear 200ms both") == 4, "after a delay")
    }

    @Test func repeatsCountTheJumpBackToTheFirstFrame() {
        #expect(count("fade-in 100ms 10") == 9)
        #expect(count("fade-in 300ms 4") == nil, "three flashes")
        #expect(count("fade-in 300ms 5") == 4)
        #expect(CSSAnimationFlashes.most(in: "fade-in 1ms infinite", keyframes: keyframes)?.isAtLeast == true)
    }

    @Test func framesMissingAtTheEndsAreTheElementsOwnOpacity() {
        // 1 → 0.2 → 1 each play: two changes a play, five plays in 0.5 s.
        #expect(count("dip 100ms 5") == 5)
        #expect(count("soft 50ms infinite") == nil, "changes under a tenth")
    }

    @Test func alternatingPlaysHaveNoJumpBack() {
        // Forwards then backwards: a rise and a fall in each pair of plays, no jump between them.
        #expect(count("fade-in 100ms 8 alternate") == 4, "eight changes in 0.7 s")
        #expect(count("fade-in 100ms 7 alternate") == nil, "seven changes: three flashes")
        #expect(count("fade-in 100ms 9 alternate-reverse") == 4)
        #expect(count("fade-in 100ms 10 reverse") == 9)
        #expect(count("fade-in 300ms infinite alternate") == nil, "a change every 300 ms: 1.7 flashes a second")
    }

    @Test func eachAnimationOfAListIsReadFromItsOwnWords() {
        #expect(count("rise 400ms ease 0ms 1 both, fade-in 100ms ease 400ms 10 both") == 9)
        #expect(count("rise 100ms 10, fade-in 2s 1") == nil, "a quick move is not a flash")
        #expect(count("fade-in 0s 10") == nil && count("fade-in 100ms 0") == nil && count("fade-in 100ms") == nil)
    }

    @Test func listsThatCannotFlashAreToldFromTheirWordsAlone() {
        #expect(keyframes["blink"]?.opacityChanges == 8 && keyframes["dip"]?.opacityChanges == 2)
        #expect(keyframes["fade-in"]?.opacityChanges == 1 && keyframes["soft"]?.opacityChanges == 0 && keyframes["rise"]?.opacityChanges == 0)
        func may(_ value: String) -> Bool {
            CSSAnimationFlashes.Words(StyleResolver.tokens(value, separatingCommas: true), keyframes: keyframes).mayFlash
        }
        #expect(!may("fade-in 400ms ease 0ms 1 both, rise 400ms ease 400ms 1 both"), "a fade in and a move: two changes at most")
        #expect(!may("fade-in 100ms 3"), "six at most")
        #expect(may("fade-in 100ms 4") && may("blink 2s 1") && may("dip 1s infinite"))
        #expect(!may("rise 100ms infinite"), "no opacity")
        // What the bound lets through is counted in full; every list found flashing passes it.
        for value in ["blink 400ms ease 1", "fade-in 100ms 10", "fade-in 300ms 5", "dip 100ms 5", "fade-in 100ms 8 alternate",
                      "rise 400ms ease 0ms 1 both, fade-in 100ms ease 400ms 10 both"] {
            #expect(may(value) && count(value) != nil, "\(value)")
        }
    }

    @Test func aListIsSplitWhereItsWordsAreSoTheQuickTestCoversWhatIsCounted() {
        // An unbalanced `)` (found by the css fuzz target): the words of the whole list run on
        // past it, and so do its parts; split by any other rule, a part had names the test never saw.
        let value = "fade-in 400ms cubic-bezier(0.3, 1.5, 0.6, 1.)0) 1, fade-in 100ms 10"
        #expect(CSSAnimationFlashes.parts(of: value) == [value])
        #expect(count(value) == nil)
        #expect(CSSAnimationFlashes.parts(of: "a (b, c) 1s, d 2s") == ["a (b, c) 1s", " d 2s"])
    }
}
