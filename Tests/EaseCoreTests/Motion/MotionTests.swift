import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

@Suite struct MotionCompilerTests {
    let catalog = MotionCatalog(ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog)

    func timeline(_ id: String) throws -> [TimedAnimation] {
        let entry = try #require(catalog.entries.first { $0.choreography.id == id })
        return MotionTimeline.flatten(entry.choreography.root)
    }

    @Test func sequencesChainAndParallelGroupsStartTogether() throws {
        let welcome = try timeline("onboarding-welcome")
        #expect(welcome.map(\.element) == ["title", "illustration", "illustration", "text", "actions", "pager"])
        #expect(welcome.map(\.start) == [0, 400, 400, 1200, 1600, 2000], "medium 400, long 800, medium 400, medium 400")
        #expect(welcome.map(\.end).max() == 2200)
        #expect(catalog.diagnostics.isEmpty)
    }

    @Test func loopsRepeatTheirPeriod() throws {
        let nudge = try #require(try timeline("attention").first)
        #expect(nudge.offset == 5000 && nudge.duration == 800 && nudge.period == 5800 && nudge.iterations == 3)
        let breathing = try #require(try timeline("breathing-deep-breathing").first)
        #expect(breathing.period == 14000 && breathing.iterations == 7)
    }

    @Test func reducedVariantKeepsOnlyShortFadesAndSlowsLoops() throws {
        let reduced = MotionVariantCompiler.compile(try timeline("onboarding-welcome"), variant: .reduced)
        #expect(reduced.allSatisfy { $0.properties.allSatisfy { $0.kind == .opacity } })
        #expect(reduced.allSatisfy { $0.duration <= 200 })
        #expect(reduced.map(\.start) == [0, 400, 1200, 1600, 2000], "order is kept; the rotation has nothing left and is dropped")
        #expect(MotionVariantCompiler.compile(try timeline("attention"), variant: .reduced).isEmpty, "a scale-only nudge does not run at all")
        let pulse = TimedAnimation(element: "x", properties: [MotionProperty(kind: .opacity, keyframes: [])], start: 0, offset: 0,
                                   duration: 600, period: 5000, iterations: nil, easing: "ease")
        #expect(MotionVariantCompiler.compile([pulse], variant: .reduced).first?.period == 20_000, "every 20 s instead of every 5 s")
    }

    @Test func crossfadeTurnsMovementIntoOpacityWithTheSameTiming() throws {
        let full = try timeline("session-enter")
        let faded = MotionVariantCompiler.compile(full, variant: .crossfade)
        #expect(faded.count == full.count)
        #expect(faded.allSatisfy { $0.properties.map(\.kind) == [.opacity] })
        #expect(faded.map(\.start) == full.map(\.start) && faded.map(\.duration) == full.map(\.duration))
        let breathing = MotionVariantCompiler.compile(try timeline("breathing-deep-breathing"), variant: .crossfade)
        #expect(breathing.first?.properties.first?.keyframes.map(\.value) == [.opacity(0), .opacity(1), .opacity(0.5)])
    }

    @Test func cssHasKeyframesAndTheThreeVariantSelectors() {
        let css = MotionCSSWriter.css(catalog.entries)
        #expect(css.contains("@keyframes ease-onboarding-welcome-full-2 { 0% { rotate: -35deg; } 20% { rotate: -35deg; } 40% { rotate: -29.5deg; } 59.99% { rotate: -29.5deg; } 60% { rotate: -30.5deg; }"))
        #expect(css.contains("@media (prefers-reduced-motion: no-preference) { html:not([data-motion]) [data-motion-scope~=\"onboarding-welcome\"] [data-motion-element=\"illustration\"] { animation: ease-onboarding-welcome-full-1 800ms cubic-bezier(0.0, 0.0, 0.2, 1.0) 400ms 1 both, ease-onboarding-welcome-full-2 800ms"))
        #expect(css.contains("html[data-motion=\"crossfade\"] [data-motion-scope~=\"onboarding-welcome\"]"))
        #expect(css.contains("@media (prefers-reduced-motion: reduce) { html:not([data-motion]) [data-motion-scope~=\"onboarding-welcome\"] [data-motion-element=\"title\"]"))
    }
}

@Suite struct MotionSpecRuleTests {
    @Test func problemsInAChoreographyAreReportedWhereTheyAre() throws {
        let (run, page) = try OnboardingMotion.check("""
            - { element: 1️⃣titel, opacity: { from: 0, to: 1 }, duration: medium }
            - { element: text, opacity: { from: 0, to: 1 }, duration: 2️⃣-5 }
            - element: illustration
              duration: 3️⃣sloww
              rotate: [{ at: [0, 0.5], value: -10 }, { at: 4️⃣[0.4, 0.6], value: 5 }]
            - element: text
              translate: { from: [0, 10px], to: [0, 0] }
              duration: 4000
              repeat: 3
            - { element: pager, opacity: { from: 0, to: 1 }, duration: 100, repeat: 10, easing: 6️⃣bounce }
        """)
        let path = OnboardingMotion.path
        let unknown = try run.only("motion.unknown-element", in: path)
        #expect(unknown.location?.range.start == page["1️⃣"])
        #expect(unknown.fixIts.first?.replacement == "title")
        run.expect("motion.duration", in: path, at: page["2️⃣"])
        run.expect("motion.unknown-token", in: path, at: page["3️⃣"])
        run.expect("motion.unknown-token", in: path, at: page["6️⃣"])
        run.expect("motion.keyframes", in: path, at: page["4️⃣"])
        // 12 s of movement on a page without a pause control: one error, the entrance's length,
        // with the pause it would need as a note.
        let tooLong = try run.only("motion.too-long", in: path)
        #expect(tooLong.notes.map(\.message).first == "it also moves for more than 5 seconds on a page with no pause control")
        #expect(!run.diagnostics(in: path).contains { $0.id == "motion.needs-pause" })
        #expect(run.diagnostics(in: path).contains { $0.id == "motion.flashing" }, "opacity changing 10 times a second")
    }
}
