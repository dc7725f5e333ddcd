import HTTPTypes
import Foundation
import Hummingbird

/// The preview server's Hummingbird responder: the live-reload script, its stylesheet and its
/// event stream under `/__ease/`, and the built site for everything else.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let site: StaticSiteResponder
    let hub: LiveReloadHub
    let host: String
    /// The port the server listens on, known once it is bound (`--port 0` picks one).
    let boundPort: BoundPort

    func respond(to request: Request, context: Context) async throws -> Response {
        let requestGuard = RequestGuard(host: host, port: boundPort.value)
        let authority = request.head.authority
        guard requestGuard.allows(authority: authority) else {
            return Self.response(.text(421, "This preview server answers only to \(requestGuard.host):\(requestGuard.port)"))
        }
        let method = request.method.rawValue
        switch request.uri.path {
        case LiveReloadScript.scriptPath:
            return Self.response(Self.asset(LiveReloadScript.script, type: "text/javascript; charset=utf-8", method: method))
        case LiveReloadScript.stylesheetPath:
            return Self.response(Self.asset(LiveReloadScript.stylesheet, type: "text/css; charset=utf-8", method: method))
        case LiveReloadScript.eventsPath:
            guard method == "GET" else { return Self.response(.text(405, "Method not allowed", extra: [("Allow", "GET")])) }
            guard requestGuard.allowsEvents(authority: authority, origin: request.headers[.origin],
                                            fetchSite: request.headers[HTTPField.Name("Sec-Fetch-Site")!]) else {
                return Self.response(.text(403, "Build events are for this server's own pages"))
            }
            return events()
        default:
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName] = field.value }
            return Self.response(site.respond(method: method, path: request.uri.path, headers: headers))
        }
    }

    /// The stream of build events for one page, open until the page goes or the server stops.
    private func events() -> Response {
        let stream = hub.subscribe()
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            for await event in stream {
                try await writer.write(ByteBuffer(string: event))
            }
            try await writer.finish(nil)
        })
    }

    private static func asset(_ text: String, type: String, method: String) -> PreviewResponse {
        guard method == "GET" || method == "HEAD" else { return .text(405, "Method not allowed", extra: [("Allow", "GET, HEAD")]) }
        let body = Array(text.utf8)
        return PreviewResponse(status: 200, headers: [("Content-Type", type), ("Content-Length", String(body.count))] + SecurityHeaders.all,
                               body: method == "HEAD" ? [] : body)
    }

    /// A ``PreviewResponse`` as a Hummingbird response.
    static func response(_ preview: PreviewResponse) -> Response {
        var headers = HTTPFields()
        for (name, value) in preview.headers {
            if let field = HTTPField.Name(name) { headers.append(HTTPField(name: field, value: value)) }
        }
        let body = preview.body.isEmpty ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: preview.body))
        return Response(status: HTTPResponse.Status(code: preview.status), headers: headers, body: body)
    }
}

/// The port a server was bound to, set once it listens and read by every request.
final class BoundPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int

    init(_ port: Int) { self.port = port }

    var value: Int {
        get { lock.withLock { port } }
        set { lock.withLock { port = newValue } }
    }
}
