public import EaseDiagnostics
import Foundation

/// The state of the last build, sent to every open page as a Server-Sent Event named `build`:
/// `{"generation": N, "ok": true|false, "diagnostics": [...]}`. The generation counts the builds
/// that changed the site on disk; a page reloads when it differs from the one it was served with.
public final class LiveReloadHub: @unchecked Sendable {
    private let lock = NSLock()
    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextListener = 0
    private var latest: String
    private var currentGeneration = 0

    /// A hub whose first state is "generation 0, fine".
    public init() {
        latest = Self.event(generation: 0, diagnostics: [])
    }

    /// The generation of the site on disk.
    public var generation: Int {
        lock.lock()
        defer { lock.unlock() }
        return currentGeneration
    }

    /// How many pages are listening.
    public var listenerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return listeners.count
    }

    /// Records a finished build and tells every page: `changedSite` when it wrote files,
    /// `diagnostics` the errors and warnings to show (an error means the build failed).
    public func publish(changedSite: Bool, diagnostics: [Diagnostic]) {
        lock.lock()
        if changedSite { currentGeneration += 1 }
        latest = Self.event(generation: currentGeneration, diagnostics: diagnostics)
        let event = latest
        let targets = Array(listeners.values)
        lock.unlock()
        for listener in targets { listener.yield(event) }
    }

    /// A comment line every page receives, so dead connections are noticed and closed.
    public func heartbeat() {
        lock.lock()
        let targets = Array(listeners.values)
        lock.unlock()
        for listener in targets { listener.yield(": keep-alive\n\n") }
    }

    /// The events for one page, starting with the current state.
    public func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        lock.lock()
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.yield("retry: 1000\n\n" + latest)
        lock.unlock()
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return stream
    }

    /// Ends every page's stream (server shutdown).
    public func closeAll() {
        lock.lock()
        let targets = Array(listeners.values)
        listeners = [:]
        lock.unlock()
        for listener in targets { listener.finish() }
    }

    private func remove(_ id: Int) {
        lock.lock()
        listeners[id] = nil
        lock.unlock()
    }

    /// What a page receives about a build.
    struct BuildState: Encodable {
        struct Entry: Encodable {
            let id: String
            let severity: String
            let message: String
            let location: String?
            /// Each note, after its place when it has one (a template's finding names the page it was found in).
            let notes: [String]
            /// What each fix-it does (`replace 'titel' with 'title'`), which `ease check --fix` makes.
            let fixIts: [String]
        }
        let generation: Int
        let ok: Bool
        let diagnostics: [Entry]
    }

    static func event(generation: Int, diagnostics: [Diagnostic]) -> String {
        let entries = diagnostics.map { diagnostic in
            BuildState.Entry(id: diagnostic.id, severity: diagnostic.severity.rawValue, message: diagnostic.message,
                             location: diagnostic.location?.description,
                             notes: diagnostic.notes.map { note in note.location.map { "\($0): \(note.message)" } ?? note.message },
                             fixIts: diagnostic.fixIts.map(\.message))
        }
        let state = BuildState(generation: generation, ok: !diagnostics.contains { $0.severity == .error }, diagnostics: entries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: build\ndata: \(json)\n\n"
    }
}
