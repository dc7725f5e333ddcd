/// Which requests the preview server answers at all.
///
/// Bound to a loopback address, it answers only requests addressed to loopback names
/// (`127.0.0.1`, `localhost`, `[::1]` with its port), so a web page elsewhere cannot reach it
/// through DNS rebinding. The build-events stream answers only same-origin requests.
public struct RequestGuard: Sendable {
    /// The host the server is bound to.
    public let host: String
    /// The port it listens on.
    public let port: Int

    /// A guard for a server bound to `host:port`.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Whether the server is reachable from loopback only.
    public var isLoopback: Bool { Self.isLoopback(host) }

    /// Whether an address to bind is a loopback address.
    public static func isLoopback(_ host: String) -> Bool {
        host == "127.0.0.1" || host == "::1" || host == "localhost" || host.hasPrefix("127.")
    }

    /// Whether a request with this `Host` (authority) may be answered.
    public func allows(authority: String?) -> Bool {
        guard isLoopback else { return true }
        guard let authority = authority?.lowercased() else { return false }
        let names = ["127.0.0.1", "localhost", "[::1]", host.contains(":") ? "[\(host)]" : host]
        return names.contains { authority == "\($0):\(port)" || (port == 80 && authority == $0) }
    }

    /// Whether a request for the build events comes from a page of this server: its `Origin`
    /// (when sent) is this server's, and `Sec-Fetch-Site` (when sent) says same-origin.
    public func allowsEvents(authority: String?, origin: String?, fetchSite: String?) -> Bool {
        if let fetchSite, fetchSite != "same-origin" && fetchSite != "none" { return false }
        if let origin {
            guard let authority, origin.lowercased() == "http://" + authority.lowercased() else { return false }
        }
        return true
    }
}
