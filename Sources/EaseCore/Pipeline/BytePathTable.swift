import EaseDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths (a folder's files, the content's documents) in one open-addressing table keyed by a
/// hash of their UTF-8 bytes, for lookups that every link of every page makes.
///
/// A `Set<String>` or a `[String: …]` answers them by hashing a string made for the purpose with
/// `Hasher` and comparing whole strings at every occupied slot it probes (it keeps no hashes):
/// at ten thousand pages with a dozen links each, that was most of the broken-link rule and of
/// resolving content links. Here the hash is made over the link's own bytes, in up to three
/// pieces (a folder, a slash and a name need not be joined first), each slot keeps the high half
/// of its path's hash beside the path's number, and bytes are compared only when those match.
/// A probe reads one slot (an 8-byte word): the table is larger than a core's caches at ten
/// thousand pages, and a second array of hashes cost a second cache miss on every probe. The
/// table is read through memory it owns: no lookup takes a reference the parallel workers share.
///
/// Bytes are not strings: two spellings of a non-ASCII path that `String` holds equal (one
/// composed, one decomposed; the Kelvin sign and `K`) are different here. Callers look up ASCII
/// paths this way, in a table of ASCII paths (``isASCII``), and leave the others to a string lookup.
final class BytePathTable: @unchecked Sendable {
    private let text: UnsafeBufferPointer<UInt8>
    /// Path `i` is `text[starts[i]..<starts[i + 1]]`.
    private let starts: UnsafeBufferPointer<Int>
    /// A path's hash's high 32 bits, then its number plus one in the low 32 (0: empty); the count
    /// is a power of two, at most half full.
    private let slots: UnsafeBufferPointer<UInt64>
    /// Whether every path is ASCII: then an ASCII path's bytes find exactly what `String`
    /// equality would.
    let isASCII: Bool

    /// A table of `paths`, numbered in their order.
    init(_ paths: some Sequence<String>) {
        var text: [UInt8] = [], starts = [0], hashes: [UInt64] = []
        for path in paths {
            var path = path
            path.withUTF8 { bytes in
                text.append(contentsOf: bytes)
                hashes.append(Self.finish(Self.mix(bytes, into: Self.seed)))
            }
            starts.append(text.count)
        }
        isASCII = text.allSatisfy { $0 < 0x80 }
        var capacity = 16
        while capacity < 2 * hashes.count { capacity *= 2 }
        var slots = [UInt64](repeating: 0, count: capacity)
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Self.entry(hash: hash, number: number)
        }
        self.text = .copy(of: text)
        self.starts = .copy(of: starts)
        self.slots = .copy(of: slots)
    }

    deinit {
        text.freeCopy()
        starts.freeCopy()
        slots.freeCopy()
    }

    /// The number of the path whose bytes are `first`, `second` and `third` in a row, if the table has it.
    func number(of first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8> = BytePathTable.none,
                _ third: UnsafeBufferPointer<UInt8> = BytePathTable.none) -> Int? {
        let hash = Self.finish(Self.mix(third, into: Self.mix(second, into: Self.mix(first, into: Self.seed))))
        let length = first.count + second.count + third.count
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 {
            let entry = slots[slot]
            let number = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if entry >> 32 == tag, starts[number + 1] - starts[number] == length {
                let stored = text.baseAddress! + starts[number]
                if Self.equal(stored, first), Self.equal(stored + first.count, second), Self.equal(stored + first.count + second.count, third) {
                    return number
                }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Whether the table has the path `bytes` followed by `suffix`.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, followedBy suffix: StaticString = "") -> Bool {
        number(of: bytes, UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)) != nil
    }

    /// A slot's word for path `number` whose hash is `hash`.
    private static func entry(hash: UInt64, number: Int) -> UInt64 {
        (hash >> 32) << 32 | UInt64(number + 1)
    }

    /// No bytes.
    static var none: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }

    /// Whether the bytes at `stored` start with `bytes`.
    private static func equal(_ stored: UnsafePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.isEmpty || memcmp(stored, bytes.baseAddress!, bytes.count) == 0
    }

    private static var seed: UInt64 { 0xCBF2_9CE4_8422_2325 }

    /// FNV-1a over `bytes`, continuing from `hash`: a path's hash is the same made in one piece or in several.
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
}
