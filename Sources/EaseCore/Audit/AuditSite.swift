import EaseHTML

/// The audited folder: every file's path, and the `#fragment` targets of its pages, for rules that
/// look across pages.
public struct AuditSite: Sendable {
    /// Whether `href` is a link from the site's root (`/learn/…`, not `//host/…`): it leads to the
    /// same path from every page.
    static func isRooted(_ href: String) -> Bool {
        let utf8 = href.utf8
        return utf8.first == UInt8(ascii: "/") && utf8.dropFirst().first != UInt8(ascii: "/")
    }

    /// The folder-relative path a same-site URL names, without its `?query` and `#fragment`:
    /// `/assets/site.css` from anywhere, `../x/` relative to the page; `nil` when it climbs out of the folder.
    public static func path(of href: String, from route: String) -> String? {
        // A link to the page itself (`#top`, `?q`, or nothing).
        guard let first = href.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "?") else { return route }
        // Over the contiguous bytes of both: every link of every page passes through here.
        return href.withContiguousUTF8 { href in route.withContiguousUTF8 { path(of: href, from: $0) } }
    }

    /// ``path(of:from:)`` of an `href` that does not start with `#` or `?`.
    private static func path(of href: UnsafeBufferPointer<UInt8>, from route: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var end = 0
        while end < href.count, href[end] != UInt8(ascii: "#"), href[end] != UInt8(ascii: "?") { end += 1 }
        var parts: [UnsafeBufferPointer<UInt8>] = []
        if href[0] == slash {
            // `//host/…` is another origin, not a path of this folder.
            if end > 1, href[1] == slash { return nil }
        } else {
            // The page's folder: every segment of its route but the file name.
            forEachSegment(of: route) { parts.append($0) }
            if !parts.isEmpty { parts.removeLast() }
        }
        var climbsOut = false
        forEachSegment(of: UnsafeBufferPointer(rebasing: href[..<end])) { part in
            if part.count == 1, part[0] == dot { return }
            if part.count == 2, part[0] == dot, part[1] == dot {
                if parts.isEmpty { climbsOut = true } else { parts.removeLast() }
                return
            }
            parts.append(part)
        }
        if climbsOut { return nil }
        let length = parts.reduce(max(0, parts.count - 1)) { $0 + $1.count }
        let path = String(unsafeUninitializedCapacity: length) { out in
            var position = 0
            for (index, part) in parts.enumerated() {
                if index > 0 { out[position] = slash; position += 1 }
                for byte in part { out[position] = byte; position += 1 }
            }
            return position
        }
        return path
    }

    /// Calls `body` with each non-empty run of bytes between slashes, in order.
    private static func forEachSegment(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = 0
        while start < bytes.count {
            var stop = start
            while stop < bytes.count, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
            if stop > start { body(UnsafeBufferPointer(rebasing: bytes[start..<stop])) }
            start = stop + 1
        }
    }

    /// Every file below the folder.
    private let files: AuditedFiles
    private let targets: FragmentTargetCache
    private let videos: VideoTracksCache
    private let consulted: ConsultedPaths?
    private let resolutions: SharedMemo<String, Resolution>
    /// The files by the bytes of their paths, for ``leadsToPage(_:from:)``.
    private let table: BytePathTable

    /// A site over the folder's files (HTML pages' bytes are read for their fragment targets on demand).
    init(files: AuditedFiles) {
        self.files = files
        targets = FragmentTargetCache(pages: files)
        videos = VideoTracksCache(files: files)
        consulted = nil
        resolutions = SharedMemo()
        table = files.pathTable()
    }

    private init(_ site: AuditSite, consulted: ConsultedPaths) {
        files = site.files
        targets = site.targets
        videos = site.videos
        self.consulted = consulted
        resolutions = site.resolutions
        table = site.table
    }

    /// The same site, noting every path a page's rules look up (for one page, on one worker):
    /// the page's audit depends on those paths' existence and bytes, and on nothing else of the site.
    func recordingLookups() -> (site: AuditSite, lookups: ConsultedPaths) {
        let lookups = ConsultedPaths()
        return (AuditSite(self, consulted: lookups), lookups)
    }

    /// The names `#fragments` can point to on the page at `route` (ids and `<a name>`s); `nil`
    /// when there is no such page. Each page is read for them once, and only if some link needs it.
    public func fragmentTargets(of route: String) -> Set<String>? {
        consulted?.paths.insert(route)
        return targets.targets(of: route)
    }

    /// The route a same-site URL leads to (`/learn/` → `learn/index.html`), relative to a page; `nil` if it leads nowhere.
    public func target(of href: String, from route: String) -> String? {
        // A link from the site's root (`/learn/…`) leads to the same page from every page, and
        // most links of a site are of that kind: each is resolved once.
        let resolution = Self.isRooted(href) ? resolutions.value(for: href) { resolve(href, from: route) } : resolve(href, from: route)
        if let consulted { consulted.paths.formUnion(resolution.consulted) }
        return resolution.target
    }

    /// The video file a same-site URL leads to, read as far as its tracks (kept for every page
    /// that shows it); `nil` when it leads to no file of a kind ``VideoTracks`` reads.
    public func videoTracks(of src: String, from route: String) -> Result<VideoTracks, VideoTracks.Problem>? {
        guard !src.hasPrefix("#"), let path = AuditSite.path(of: src, from: route) else { return nil }
        consulted?.paths.insert(path)
        return videos.tracks(of: path)
    }

    /// Whether a same-site URL leads to a page: ``target(of:from:)`` is not `nil`. Most links
    /// of a site are rooted (`/learn/x/`) and lead to a page that exists; for those the path is
    /// looked up as the link's own bytes (``BytePathTable``), without making a path or a
    /// resolution. A page whose lookups are recorded resolves every link in full.
    public func leadsToPage(_ href: String, from route: String) -> Bool {
        if consulted == nil, let answer = href.withContiguousUTF8({ table.leadsToFile(rootedHref: $0) }) { return answer }
        return target(of: href, from: route) != nil
    }

    /// Where a link leads: the page's path, if any, and the paths looked up to find it.
    private struct Resolution {
        let target: String?
        let consulted: [String]
    }

    private func resolve(_ href: String, from route: String) -> Resolution {
        guard let path = AuditSite.path(of: href, from: route) else { return Resolution(target: nil, consulted: []) }
        if files.contains(path) { return Resolution(target: path, consulted: [path]) }
        let index = path.isEmpty ? "index.html" : path + "/index.html"
        return Resolution(target: files.contains(index) ? index : nil, consulted: [path, index])
    }
}

/// The paths one page's audit looked up; filled by one worker only.
final class ConsultedPaths: @unchecked Sendable {
    var paths: Set<String> = []
}

/// The folder's video files read as far as their tracks, kept for the page workers to share.
private final class VideoTracksCache: Sendable {
    private let files: AuditedFiles
    private let known = SharedMemo<String, Result<VideoTracks, VideoTracks.Problem>?>()

    init(files: AuditedFiles) {
        self.files = files
    }

    func tracks(of path: String) -> Result<VideoTracks, VideoTracks.Problem>? {
        guard files.contains(path), let kind = VideoTracks.readKind(of: path) else { return nil }
        return known.value(for: path) { files.bytes(ofListed: path).flatMap { VideoTracks.read($0, kind: kind) } }
    }
}

/// Fragment targets of the pages other pages link into, found with libxml2 alone the first time
/// a link needs them and shared by the parallel page workers.
private final class FragmentTargetCache: Sendable {
    private let pages: AuditedFiles
    private let known = SharedMemo<String, Set<String>>()

    init(pages: AuditedFiles) {
        self.pages = pages
    }

    func targets(of route: String) -> Set<String>? {
        guard AuditedFiles.isPage(route), pages.contains(route) else { return nil }
        return known.value(for: route) { HTMLParser.fragmentTargets(pages.bytes(ofListed: route) ?? []) }
    }
}
