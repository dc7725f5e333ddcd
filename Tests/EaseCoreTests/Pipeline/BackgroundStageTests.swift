@testable import EaseCore
import Foundation
import Testing

@Suite struct BackgroundStageTests {
    struct Failure: Error, Equatable {}

    @Test func runsBesideTheCallerAndHandsBackItsValueAndTime() throws {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let stage = BackgroundStage { () -> Int in
            started.signal()
            release.wait()
            return 42
        }
        // The stage has started while this thread goes on; it ends only when told to.
        #expect(started.wait(timeout: .now() + 10) == .success)
        release.signal()
        let (value, seconds) = try stage.wait()
        #expect(value == 42)
        #expect(seconds >= 0)
        // Waiting again gives the same result.
        #expect(try stage.wait().value == 42)
    }

    @Test func rethrowsTheStagesError() {
        let stage = BackgroundStage { () throws -> Int in throw Failure() }
        #expect(throws: Failure.self) { try stage.wait() }
        #expect(throws: Failure.self) { try stage.wait() }
    }
}
