import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// `motion.flashing` in each of the three variants a choreography is compiled to, at the step
/// that flashes.
@Suite struct MotionFlashingTests {
    @Test func keyframesThatTurnFourTimesInOneStepAreAnError() throws {
        let (run, page) = try OnboardingMotion.check("""
            - { element: title, opacity: { from: 0, to: 1 }, duration: 400 }
            - 1️⃣{ element: text, opacity: [{ at: 0, value: 1 }, { at: 0.125, value: 0 }, { at: 0.25, value: 1 }, { at: 0.375, value: 0 }, { at: 0.5, value: 1 }, { at: 0.625, value: 0 }, { at: 0.75, value: 1 }, { at: 0.875, value: 0 }, { at: 1, value: 1 }], duration: 400 }
        """)
        let flashing = try run.only("motion.flashing", in: OnboardingMotion.path)
        #expect(flashing.severity == .error && flashing.location?.range.start == page["1️⃣"])
        #expect(flashing.message == "'text' in 'onboarding-about-gad' flashes 4 times in one second, from 450 ms")
        #expect(flashing.notes.map(\.message) == [
            "WCAG 2.3.1: nothing may flash (change brightness one way and back) more than 3 times in any second",
            "make the changes slower or fewer, or give them room between repeats",
        ])
    }

    @Test func aQuickNudgeOfScaleFlashesInTheCrossFadeVariant() throws {
        let (run, page) = try OnboardingMotion.check("""
            - 1️⃣{ element: title, scale: { from: 0.9, to: 1 }, duration: 150, repeat: 8 }
        """)
        let flashing = try run.only("motion.flashing", in: OnboardingMotion.path)
        #expect(flashing.location?.range.start == page["1️⃣"])
        #expect(flashing.message == "in its cross-fade variant, 'title' in 'onboarding-about-gad' flashes 7 times in one second, from 150 ms")
        #expect(flashing.notes.first?.message == "with 'Prefer cross-fade transitions' every move becomes a fade, so quick moves become quick fades")
    }

    @Test func turnsSqueezedIntoAShortFadeFlashInTheReducedVariant() throws {
        let (run, _) = try OnboardingMotion.check("""
            - { element: title, opacity: [{ at: 0, value: 1 }, { at: 0.125, value: 0 }, { at: 0.25, value: 1 }, { at: 0.375, value: 0 }, { at: 0.5, value: 1 }, { at: 0.625, value: 0 }, { at: 0.75, value: 1 }, { at: 0.875, value: 0 }, { at: 1, value: 1 }], duration: 2000 }
        """)
        let flashing = try run.only("motion.flashing", in: OnboardingMotion.path)
        #expect(flashing.message == "in its reduced-motion variant, 'title' in 'onboarding-about-gad' flashes 4 times in one second, from 25 ms")
        #expect(flashing.notes.first?.message == "with Reduce Motion a fade is cut to 200 ms, so the turns of a longer one come closer together")
    }

    @Test func anElementIsReportedOnceInTheFirstVariantItFlashesIn() throws {
        let (run, _) = try OnboardingMotion.check("""
            - { element: title, opacity: { from: 0, to: 1 }, scale: { from: 0.9, to: 1 }, duration: 100, repeat: 10 }
        """)
        let flashing = try run.only("motion.flashing", in: OnboardingMotion.path)
        #expect(flashing.message == "'title' in 'onboarding-about-gad' flashes 9 times in one second, from 100 ms")
    }

    @Test func slowTurnsAndRepeatsWithRoomBetweenThemAreNotFlashes() throws {
        let (run, _) = try OnboardingMotion.check("""
            - { element: title, opacity: [{ at: 0, value: 1 }, { at: 0.25, value: 0.4 }, { at: 0.5, value: 1 }, { at: 0.75, value: 0.4 }, { at: 1, value: 1 }], duration: 1200 }
            - { element: text, scale: { from: 0.9, to: 1 }, duration: 300, repeat: 4 }
            - { element: pager, opacity: { from: 0, to: 1 }, duration: 100, repeat: 3, interval: 1000 }
        """)
        #expect(!run.diagnostics(in: OnboardingMotion.path).contains { $0.id == "motion.flashing" })
    }
}
