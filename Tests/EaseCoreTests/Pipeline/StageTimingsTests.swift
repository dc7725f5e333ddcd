@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

@Suite struct StageTimingsTests {
    @Test func stagesKeepTheirOrderAndSameNamesAccumulate() {
        var timings = StageTimings()
        timings.record("parse", seconds: 0.5)
        timings.record("render", seconds: 0.25)
        timings.record("parse", seconds: 0.25)
        #expect(timings.stages.map(\.name) == ["parse", "render"])
        #expect(timings.stages.map(\.seconds) == [0.75, 0.25])
        #expect(timings.total == 1.0)
    }

    @Test func measureReturnsTheBodysResultAndRecordsTheStage() {
        var timings = StageTimings()
        let value = timings.measure("load") { 42 }
        #expect(value == 42)
        #expect(timings.stages.map(\.name) == ["load"])
        #expect(timings.stages[0].seconds >= 0)
    }

    @Test func timedHandsBackTheBodysResultAndItsTime() {
        let (value, seconds) = StageTimings.timed { () -> Int in
            usleep(20_000)
            return 7
        }
        #expect(value == 7)
        #expect(seconds >= 0.02 && seconds < 5)
    }

    @Test func tableShowsMillisecondsAndShares() {
        var timings = StageTimings()
        timings.record("parse", seconds: 0.75)
        timings.record("audit", seconds: 0.25)
        #expect(timings.table == """
            parse      750 ms  75%
            audit      250 ms  25%
            total     1000 ms 100%

            """)
    }

    @Test func aStageThatRanBesideOthersIsListedButNotAddedToTheTotal() {
        var timings = StageTimings()
        timings.record("parse", seconds: 0.5)
        timings.record("bundle", seconds: 0, ranBeside: true)
        timings.record("render", seconds: 0.25)
        timings.record("bundle", seconds: 0.6)
        #expect(timings.stages.map(\.name) == ["parse", "bundle", "render"])
        #expect(timings.total == 0.75)
        #expect(timings.table == """
            parse       500 ms  67%
            bundle      600 ms beside the stages after it
            render      250 ms  33%
            total       750 ms 100%

            """)
    }

    @Test func measuredStagesCarryTheProcessPeakMemory() throws {
        var timings = StageTimings()
        let block = timings.measure("load") { [UInt8](repeating: 1, count: 8 << 20) }
        let peak = try #require(timings.stages[0].peakResidentBytes)
        #expect(peak >= block.count)  // the process has held at least the block it just made
        #expect(timings.peakResidentBytes == peak)
        #expect(ProcessMemory.peakResidentBytes.map { $0 >= peak } == true)  // a peak never goes down
    }

    @Test func tableShowsEachStagesPeakInAColumnOfItsOwn() {
        var timings = StageTimings()
        timings.record("parse", seconds: 0.5, peakResidentBytes: 92 << 20)
        timings.record("bundle", seconds: 0, ranBeside: true)
        timings.record("render", seconds: 0.25, peakResidentBytes: 1_234 << 20)
        timings.record("bundle", seconds: 0.6, peakResidentBytes: 300 << 20)
        timings.record("bundle", seconds: 0, peakResidentBytes: 200 << 20)  // the larger peak stays
        #expect(timings.peakResidentBytes == 1_234 << 20)
        #expect(timings.table == """
            parse       500 ms  67%                           peak 92 MB
            bundle      600 ms beside the stages after it    peak 300 MB
            render      250 ms  33%                         peak 1234 MB
            total       750 ms 100%                         peak 1234 MB

            """)
    }

    @Test func buildReportsEveryStage() throws {
        let fixture = try ContentFixture()
        let outcome = BuildAction(contentRoot: fixture.root, outputRoot: fixture.root + "/../Output",
                                  templatesRoot: ContentFixture.repositoryRoot + "/Templates", warningsAsErrors: false).perform()
        #expect(outcome.exitStatus == 0)
        #expect(outcome.timings.stages.map(\.name) == ["load", "parse", "catalog", "validate", "templates", "media", "bundle", "render", "audit", "write"])
        // A one-off build compiles the bundle beside render and audit.
        #expect(outcome.timings.stages.filter(\.ranBeside).map(\.name) == ["bundle"])
    }
}
