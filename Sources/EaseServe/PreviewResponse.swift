/// An HTTP response the preview server sends, independent of the server library, so the
/// responders can be tested without a socket.
public struct PreviewResponse: Sendable {
    /// The status code.
    public var status: Int
    /// Header fields in order (names as sent).
    public var headers: [(name: String, value: String)]
    /// The body (empty for `HEAD` and `304`).
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of a header, by name (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// A short plain-text response.
    static func text(_ status: Int, _ message: String, extra: [(name: String, value: String)] = []) -> PreviewResponse {
        PreviewResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + SecurityHeaders.all + extra,
                        body: Array((message + "\n").utf8))
    }
}

/// Headers every preview response carries.
enum SecurityHeaders {
    static let all: [(name: String, value: String)] = [
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("Cache-Control", "no-cache"),
    ]
}
