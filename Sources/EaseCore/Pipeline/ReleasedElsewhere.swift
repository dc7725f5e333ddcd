import Dispatch

/// Lets go of a large value on another thread, so that the thread handing it over goes on at once.
///
/// Freeing a stage's tables (tens of thousands of strings and the arrays and dictionaries that
/// hold them) is work on one core at the moment the stage ends, when the next stage waits for
/// it. Handed to a worker, it is done beside the next stage, and the memory is still given back
/// right away (unlike ``UnfreedAtExit``). The value must not be used by anyone else meanwhile:
/// the caller gives up its copy.
enum ReleasedElsewhere {
    static func release<Value>(_ value: consuming Value) {
        // Moved into the box, the value has no other copy: the worker's drop is its end, and its
        // memory is freed on the worker's thread whenever this thread lets go of the box.
        let box = Box(consume value)
        DispatchQueue.global(qos: .userInitiated).async { box.drop() }
    }

    /// The value in transit; only the worker touches it after the hand-over.
    private final class Box: @unchecked Sendable {
        private var value: Any?

        init(_ value: Any) { self.value = value }

        func drop() { value = nil }
    }
}
