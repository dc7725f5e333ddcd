import Foundation

/// A stage run on a thread of its own beside the stages that follow it, for work that nothing
/// after it reads until the end (the bundle, beside render and audit): on two cores, each side's
/// one-core parts then run while the other side keeps the second core busy.
final class BackgroundStage<Value: Sendable>: @unchecked Sendable {
    // `result` is written once by the stage's thread before `done` is signalled, and read only
    // after `wait()` has seen that signal.
    private var result: Result<Value, any Error>?
    private var seconds = 0.0
    private let done = DispatchSemaphore(value: 0)

    /// Starts `body` at once on a new thread (with the main thread's 8 MiB of stack).
    init(_ body: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            let clock = ContinuousClock()
            let start = clock.now
            result = Result { try body() }
            let elapsed = (clock.now - start).components
            seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the stage to end; returns its value (or throws its error) and its wall-clock seconds.
    func wait() throws -> (value: Value, seconds: Double) {
        done.wait()
        done.signal()
        return (try result!.get(), seconds)
    }
}
