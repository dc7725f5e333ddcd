import EaseBytes
import Foundation

/// Serves the files of the built site: `GET` and `HEAD` only, the right `Content-Type`, a strong
/// `ETag` and `Last-Modified` with `304 Not Modified` answers, the site's own `404.html` for
/// anything missing or refused, and no directory listings (``SitePathResolver``).
///
/// In serve mode every HTML page gets the live-reload script tag injected as it is sent; the
/// files on disk never contain it.
public final class StaticSiteResponder: @unchecked Sendable {
    private let resolver: SitePathResolver
    private let injection: @Sendable () -> String?
    private let lock = NSLock()
    private var cache: [String: Entry] = [:]

    /// A prepared response body with what it was made from.
    private struct Entry {
        let identity: FileIdentity
        let injected: String?
        let body: [UInt8]
        let etag: String
    }

    /// What identifies a file's version on disk.
    private struct FileIdentity: Equatable {
        let device: UInt64, inode: UInt64, size: Int, modified: Int, modifiedNanoseconds: Int
    }

    /// Serves `folder`; `injection` returns the tag to put into HTML pages (or `nil` for none).
    public init(folder: String, injection: @escaping @Sendable () -> String? = { nil }) {
        resolver = SitePathResolver(folder: folder)
        self.injection = injection
    }

    /// The response to a request; `headers` keyed by lower-case name.
    public func respond(method: String, path: String, headers: [String: String]) -> PreviewResponse {
        guard method == "GET" || method == "HEAD" else {
            return .text(405, "Method not allowed", extra: [("Allow", "GET, HEAD")])
        }
        let pathOnly = String(path.prefix { $0 != "?" && $0 != "#" })
        var status = 200
        var file: String
        switch resolver.resolve(pathOnly) {
        case .file(let resolved):
            file = resolved
        case .redirect(let location):
            let query = path.dropFirst(pathOnly.count)
            return .text(301, "Moved to \(location)", extra: [("Location", location + query)])
        case .notFound:
            guard case .file(let page) = resolver.resolve("/404.html") else { return .text(404, "Not found") }
            (status, file) = (404, page)
        }
        guard let entry = entry(for: file) else { return .text(404, "Not found") }
        if status == 200, isNotModified(entry, headers: headers) {
            return PreviewResponse(status: 304, headers: validators(entry) + SecurityHeaders.all)
        }
        return PreviewResponse(status: status,
                               headers: [("Content-Type", MediaTypes.type(of: file)), ("Content-Length", String(entry.body.count))]
                                   + validators(entry) + SecurityHeaders.all,
                               body: method == "HEAD" ? [] : entry.body)
    }

    private func validators(_ entry: Entry) -> [(name: String, value: String)] {
        [("ETag", entry.etag), ("Last-Modified", HTTPDate.string(entry.identity.modified))]
    }

    /// `If-None-Match` wins over `If-Modified-Since` (RFC 9110 §13.2.2).
    private func isNotModified(_ entry: Entry, headers: [String: String]) -> Bool {
        if let match = headers["if-none-match"] {
            return match.split(separator: ",").contains { tag in
                let trimmed = tag.trimmingCharacters(in: .whitespaces)
                return trimmed == "*" || trimmed == entry.etag || trimmed == "W/" + entry.etag
            }
        }
        if let since = headers["if-modified-since"].flatMap(HTTPDate.seconds) {
            return entry.identity.modified <= since
        }
        return false
    }

    /// The file's body (with the injection for HTML) and validators, from the cache while the file is unchanged.
    private func entry(for file: String) -> Entry? {
        var info = stat()
        guard stat(file, &info) == 0 else { return nil }
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
                                    modified: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
        let isHTML = file.hasSuffix(".html") || file.hasSuffix(".htm")
        let injected = isHTML ? injection() : nil
        lock.lock()
        let known = cache[file]
        lock.unlock()
        if let known, known.identity == identity, known.injected == injected { return known }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        var body = Array(data)
        if let injected { body = LiveReloadScript.inject(injected, into: body) }
        let entry = Entry(identity: identity, injected: injected, body: body, etag: "\"\(Self.digest(body))\"")
        lock.lock()
        cache[file] = entry
        lock.unlock()
        return entry
    }

    /// FNV-1a over the bytes sent, as 16 hex digits: changes whenever the body does.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash = FNV1a.offsetBasis
        for byte in bytes { hash = FNV1a.mixing(hash, UInt64(byte)) }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
