@testable import EaseCore
import Foundation
import Testing

/// A value handed over is freed, and on another thread than the one that handed it over.
@Suite struct ReleasedElsewhereTests {
    /// Notes the thread its deinit runs on.
    final class Marker: @unchecked Sendable {
        let freed: DispatchSemaphore
        let freedOnThread: UnsafeMutablePointer<pthread_t>

        init(freed: DispatchSemaphore, thread: UnsafeMutablePointer<pthread_t>) {
            self.freed = freed
            freedOnThread = thread
        }

        deinit {
            freedOnThread.pointee = pthread_self()
            freed.signal()
        }
    }

    struct Tables {
        var markers: [Marker]
        var names: [String: Int]
    }

    @Test func aValueHandedOverIsFreedOnAnotherThread() {
        let freed = DispatchSemaphore(value: 0)
        let thread = UnsafeMutablePointer<pthread_t>.allocate(capacity: 1)
        defer { thread.deallocate() }
        thread.initialize(to: pthread_self())
        weak var watched: Marker?
        do {
            let tables = Tables(markers: [Marker(freed: freed, thread: thread)], names: ["a": 1])
            watched = tables.markers[0]
            ReleasedElsewhere.release(consume tables)
        }
        #expect(freed.wait(timeout: .now() + 10) == .success)
        #expect(watched == nil)
        #expect(pthread_equal(thread.pointee, pthread_self()) == 0)
    }
}
