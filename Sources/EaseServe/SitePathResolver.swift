import Foundation

/// Maps a request path to a file of the served folder, refusing anything that could leave it:
/// `..` segments (written or percent-encoded), absolute or backslash paths, NUL bytes, hidden
/// files, and symbolic links that resolve outside the folder. Folders are served through their
/// `index.html`; there is no listing.
public struct SitePathResolver: Sendable {
    /// What a request path leads to.
    public enum Resolution: Equatable, Sendable {
        /// A regular file inside the folder (its resolved path).
        case file(String)
        /// A folder requested without its trailing slash: redirect to this path.
        case redirect(String)
        /// Nothing servable (missing, refused, or a folder without `index.html`).
        case notFound
    }

    /// The served folder, every symbolic link resolved.
    public let root: String

    /// A resolver for `folder` (which must exist).
    public init(folder: String) {
        root = Self.realPath(folder) ?? folder
    }

    /// Resolves the path part of a request URL (`/learn/`, `/assets/site.css`), still percent-encoded.
    public func resolve(_ requestPath: String) -> Resolution {
        guard let segments = Self.segments(of: requestPath) else { return .notFound }
        let candidate = segments.isEmpty ? root : root + "/" + segments.joined(separator: "/")
        guard let real = Self.realPath(candidate), real == root || real.hasPrefix(root + "/") else { return .notFound }
        var info = stat()
        guard stat(real, &info) == 0 else { return .notFound }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return requestPath.hasSuffix("/") ? .notFound : .file(real)
        case S_IFDIR:
            guard requestPath.hasSuffix("/") else { return .redirect(requestPath + "/") }
            let index = real + "/index.html"
            var indexInfo = stat()
            guard let resolvedIndex = Self.realPath(index), resolvedIndex.hasPrefix(root + "/"),
                  stat(resolvedIndex, &indexInfo) == 0, indexInfo.st_mode & S_IFMT == S_IFREG else { return .notFound }
            return .file(resolvedIndex)
        default:
            return .notFound
        }
    }

    /// The decoded segments of a request path, or `nil` if any is refused.
    static func segments(of requestPath: String) -> [String]? {
        guard requestPath.hasPrefix("/"), !requestPath.hasPrefix("//") else { return nil }
        var segments: [String] = []
        for raw in requestPath.split(separator: "/", omittingEmptySubsequences: true) {
            // `nil` for a malformed escape or bytes that are not UTF-8.
            guard let decoded = String(raw).removingPercentEncoding else { return nil }
            if decoded == "." || decoded == ".." || decoded.hasPrefix(".") { return nil }
            if decoded.contains("/") || decoded.contains("\\") || decoded.contains("\0") { return nil }
            segments.append(decoded)
        }
        return segments
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
