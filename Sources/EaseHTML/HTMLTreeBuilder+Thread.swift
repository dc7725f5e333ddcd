#if canImport(Glibc)
import Glibc
#endif

extension HTMLTreeBuilder {
    /// The calling thread's builder, made on its first use and kept until the thread ends.
    ///
    /// ``PlainHTMLReader`` reads every page of an audit with it: each page's tables are copied out
    /// of the builder's buffers (``finish()``), which keep their memory for the next page, instead
    /// of a new builder allocating its thirteen buffers and handing them back for every page.
    /// Not for re-entrant use: a thread reads one page at a time.
    static var ofThisThread: HTMLTreeBuilder {
        if let stored = pthread_getspecific(threadKey) {
            return Unmanaged<HTMLTreeBuilder>.fromOpaque(stored).takeUnretainedValue()
        }
        let builder = HTMLTreeBuilder()
        pthread_setspecific(threadKey, Unmanaged.passRetained(builder).toOpaque())
        return builder
    }

    /// The key of each thread's builder; a thread's builder is released when the thread ends.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { stored in
            if let stored { Unmanaged<HTMLTreeBuilder>.fromOpaque(stored).release() }
        }
        precondition(made == 0, "no thread-specific key left for the HTML reader")
        return key
    }()
}
