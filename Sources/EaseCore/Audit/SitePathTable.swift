#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The audited folder's file paths in one open-addressing table keyed by a hash of their bytes,
/// for the question every link of every page asks: is there a file at this path?
///
/// A `Set<String>` answers it by hashing a string made for the purpose with `Hasher` and comparing
/// whole strings at every occupied slot it probes (the table keeps no hashes); at ten thousand
/// pages with a dozen links each, that was most of the broken-link rule. Here the hash is made
/// over the link's own bytes, each slot keeps its path's full hash, and bytes are compared only
/// when the hashes match. The table is read through memory it owns: no lookup takes a reference
/// the parallel workers share.
final class SitePathTable: @unchecked Sendable {
    private let text: UnsafeMutableBufferPointer<UInt8>
    /// Path `i` is `text[starts[i]..<starts[i + 1]]`, with hash `hashes[i]`.
    private let starts: UnsafeMutableBufferPointer<Int>
    private let hashes: UnsafeMutableBufferPointer<UInt64>
    /// Path numbers (`-1`: empty); the count is a power of two, at most half full.
    private let slots: UnsafeMutableBufferPointer<Int32>

    init(_ paths: some Collection<String>) {
        var text: [UInt8] = [], starts = [0], hashes: [UInt64] = []
        for path in paths {
            var path = path
            path.withUTF8 { bytes in
                text.append(contentsOf: bytes)
                hashes.append(Self.hash(bytes))
            }
            starts.append(text.count)
        }
        var capacity = 16
        while capacity < 2 * hashes.count { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(number)
        }
        self.text = .allocate(capacity: text.count)
        _ = self.text.initialize(from: text)
        self.starts = .allocate(capacity: starts.count)
        _ = self.starts.initialize(from: starts)
        self.hashes = .allocate(capacity: hashes.count)
        _ = self.hashes.initialize(from: hashes)
        self.slots = .allocate(capacity: slots.count)
        _ = self.slots.initialize(from: slots)
    }

    deinit {
        text.deallocate()
        starts.deallocate()
        hashes.deallocate()
        slots.deallocate()
    }

    /// Whether the folder has a file at the path `bytes` followed by `suffix`.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, followedBy suffix: StaticString = "") -> Bool {
        let suffixBytes = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        let hash = Self.finish(Self.mix(suffixBytes, into: Self.mix(bytes, into: Self.seed)))
        let length = bytes.count + suffixBytes.count
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            if hashes[number] == hash, starts[number + 1] - starts[number] == length {
                let stored = text.baseAddress! + starts[number]
                if Self.equal(stored, bytes), Self.equal(stored + bytes.count, suffixBytes) { return true }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return false
    }

    /// Whether a rooted link (`/learn/x/`, `/assets/site.css?v=1#top`) leads to a file: the path
    /// itself, or the `index.html` of the folder it names, as ``AuditSite/target(of:from:)``
    /// resolves it. `nil` for any other link (relative, `//host`, or with an empty, `.` or `..`
    /// segment), which the caller resolves in full.
    func leadsToFile(rootedHref href: UnsafeBufferPointer<UInt8>) -> Bool? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard href.first == slash else { return nil }
        var end = 1
        while end < href.count, href[end] != UInt8(ascii: "#"), href[end] != UInt8(ascii: "?") { end += 1 }
        // `//host/…` is another origin.
        guard end < 2 || href[1] != slash else { return nil }
        // The path is what lies between the first slash and a final one.
        let stop = end > 1 && href[end - 1] == slash ? end - 1 : end
        var segmentStart = 1
        for position in 1...stop {
            guard position == stop || href[position] == slash else { continue }
            let length = position - segmentStart
            if stop > 1 && length == 0 { return nil }
            if length == 1 && href[segmentStart] == dot || length == 2 && href[segmentStart] == dot && href[segmentStart + 1] == dot { return nil }
            segmentStart = position + 1
        }
        // Strings compare by canonical equivalence, bytes do not: a path with a non-ASCII
        // character is left to the string lookup (an ASCII one equals only the same bytes).
        guard !href[1..<stop].contains(where: { $0 >= 0x80 }) else { return nil }
        let path = UnsafeBufferPointer(rebasing: href[1..<stop])
        if path.isEmpty { return contains(path, followedBy: "index.html") }
        // Either will do: a link ending in a slash most likely names a folder's page.
        if stop < end { return contains(path, followedBy: "/index.html") || contains(path) }
        return contains(path) || contains(path, followedBy: "/index.html")
    }

    /// Whether the bytes at `stored` start with `bytes`.
    private static func equal(_ stored: UnsafeMutablePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.isEmpty || memcmp(stored, bytes.baseAddress!, bytes.count) == 0
    }

    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    /// FNV-1a over `bytes`, continuing from `hash`: a path's hash is the same made in one piece or in two.
    private static func mix(_ bytes: UnsafeBufferPointer<UInt8>, into hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// The low bits, which pick the slot, made to depend on every byte.
    private static func finish(_ hash: UInt64) -> UInt64 {
        let mixed = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE5_E9B9
        return mixed ^ (mixed >> 32)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        finish(mix(bytes, into: seed))
    }
}
