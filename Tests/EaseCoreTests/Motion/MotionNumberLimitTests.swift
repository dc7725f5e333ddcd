import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Numbers in a choreography that no animation could use (a zero duration played 50 times, a time
/// or a size past what a `Double` holds) are reported where they are written, and the check goes
/// on: each of these once stopped `ease check` on a conversion to `Int` (the motion-spec fuzzer's
/// reproducer `zero-period-repeated-opacity.yml` is the first).
@Suite struct MotionNumberLimitTests {
    @Test func aRepeatedStepOfNoTimeIsItsDurationsErrorAlone() throws {
        let (run, page) = try OnboardingMotion.check("""
            - { element: title, opacity: { from: 0, to: 1 }, duration: 1️⃣0, repeat: 50 }
            - { element: text, opacity: { from: 0, to: 1 }, duration: 2️⃣-5, repeat: 50 }
        """)
        run.expect("motion.duration", in: OnboardingMotion.path, at: page["1️⃣"])
        run.expect("motion.duration", in: OnboardingMotion.path, at: page["2️⃣"])
        #expect(!run.diagnostics(in: OnboardingMotion.path).contains { $0.id == "motion.flashing" }, "no rate for a period of no time")
    }

    @Test func timesPastAnHourOrADoubleAreReportedOnce() throws {
        let (run, page) = try OnboardingMotion.check("""
            - { element: title, opacity: { from: 0, to: 1 }, duration: 1️⃣1e400 }
            - { element: text, opacity: { from: 0, to: 1 }, duration: 2️⃣3600001 }
            - { element: text, opacity: { from: 0, to: 1 }, duration: 100, delay: 3️⃣1e300 }
            - { element: text, opacity: { from: 0, to: 1 }, duration: 100, repeat: 2, interval: 4️⃣-1e400 }
            - { element: text, opacity: { from: 0, to: 1 }, duration: 100, repeat: 2, interval: 5️⃣-5 }
        """)
        let durations = run.diagnostics(in: OnboardingMotion.path).filter { $0.id == "motion.duration" }
        #expect(Set(durations.compactMap { $0.location?.range.start }) == Set(["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { page[$0] }))
        #expect(durations.count == 5, "one report each")
        #expect(durations.contains { $0.message == "'duration' is 1e400 ms; a motion time is from 0 to 3600000 ms (an hour)" })
        #expect(durations.contains { $0.message == "an interval cannot be negative" && $0.location?.range.start == page["5️⃣"] })
    }

    @Test func aTimeWithAUnitGetsAFixItToItsMilliseconds() throws {
        let (run, page) = try OnboardingMotion.check("""
            - { element: title, opacity: { from: 0, to: 1 }, duration: 1️⃣0.3s }
            - { element: text, opacity: { from: 0, to: 1 }, duration: 100, delay: 2️⃣250 ms }
        """)
        let durations = run.diagnostics(in: OnboardingMotion.path).filter { $0.id == "motion.duration" }
        #expect(durations.map { $0.location?.range.start } == [page["1️⃣"], page["2️⃣"]])
        #expect(durations.map(\.message) == ["'duration' is a token of site.yml or a number of milliseconds, written without a unit; found '0.3s', 300 ms",
                                              "'delay' is a token of site.yml or a number of milliseconds, written without a unit; found '250 ms'"])
        #expect(durations.map { $0.fixIts.map(\.replacement) } == [["300"], ["250"]])
        #expect(!run.diagnostics.contains { $0.id == "motion.unknown-token" })
    }

    @Test func sizesPastAHundredThousandAreReported() throws {
        let (run, page) = try OnboardingMotion.check("""
            - { element: title, translate: { from: 1️⃣[1e400px, 0], to: [0, 0] }, duration: 100 }
            - { element: text, rotate: { from: 2️⃣nan, to: 0 }, duration: 100 }
            - { element: text, scale: { from: 3️⃣1e6, to: 1 }, duration: 100 }
        """)
        let sizes = run.diagnostics(in: OnboardingMotion.path).filter { $0.id == "motion.invalid" && $0.message.contains("no larger than") }
        #expect(Set(sizes.compactMap { $0.location?.range.start }) == Set(["1️⃣", "2️⃣", "3️⃣"].map { page[$0] }))
    }

    @Test func aPeriodOfNextToNoTimeStillCountsItsFlashes() throws {
        let (run, _) = try OnboardingMotion.check("""
            - { element: title, opacity: { from: 0, to: 1 }, duration: 1e-320, repeat: 50 }
        """)
        let flashing = try run.only("motion.flashing", in: OnboardingMotion.path)
        #expect(flashing.message == "'title' in 'onboarding-about-gad' flashes 49 times in one second", "50 rises and the 49 jumps back between them")
    }

    @Test func lengthsPastAnHourReadInHoursOrAsMoreThanADay() throws {
        let (run, _) = try OnboardingMotion.check("""
            - { element: title, translate: { from: [0, 8px], to: [0, 0] }, duration: 500, repeat: 9223372036854775807 }
        """)
        let tooLong = try run.only("motion.too-long", in: OnboardingMotion.path)
        #expect(tooLong.message == "'onboarding-about-gad' takes more than a day; entrances should finish within 10000 ms")
        #expect(tooLong.notes.count == 2, "the pause control it would need, as notes")
        let (hours, _) = try OnboardingMotion.check("""
            - { element: title, translate: { from: [0, 8px], to: [0, 0] }, duration: 3600000, repeat: 3 }
        """)
        #expect(hours.diagnostics(in: OnboardingMotion.path).map(\.message).contains("'onboarding-about-gad' takes 3 h; entrances should finish within 10000 ms"))
    }
}

/// An onboarding page whose choreography is the given steps (each line indented as an item of
/// its `sequence:`), checked with the rest of the sample content.
enum OnboardingMotion {
    static let path = "onboarding/02-what-is-gad.md"

    static func check(_ steps: String) throws -> (PipelineRun, MarkedText) {
        let fixture = try ContentFixture()
        let page = try fixture.write(path, marked: """
        ---
        id: about-gad
        page: 2
        title: About generalized anxiety
        motion:
          sequence:
        \(steps)
        ---

        Generalized anxiety disorder means worrying a lot.
        """)
        return (PipelineRun(fixture), page)
    }
}
