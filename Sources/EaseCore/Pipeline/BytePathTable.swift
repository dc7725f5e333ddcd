import EaseBytes
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
/// resolving content links. Here the hash is made over the link's own bytes, a word at a time
/// (``ByteWord/digest(of:)-(UnsafeBufferPointer<UInt8>)``; a folder, a slash and a name are
/// joined on the stack, not into a string), each slot keeps the high half of its path's hash
/// beside the path's number and where its bytes are, and bytes are compared only when those match.
/// A probe reads one slot (two 8-byte words, in one cache line): the table is larger than a
/// core's caches at ten thousand pages, and each array a lookup reads besides (the hashes once,
/// the paths' starts after them) cost a cache miss of its own, most of a lookup's time. The
/// table is read through memory it owns: no lookup takes a reference the parallel workers share.
///
/// Bytes are not strings: two spellings of a non-ASCII path that `String` holds equal (one
/// composed, one decomposed; the Kelvin sign and `K`) are different here. Callers look up ASCII
/// paths this way, in a table of ASCII paths (``isASCII``), and leave the others to a string lookup.
final class BytePathTable: @unchecked Sendable {
    private let text: UnsafeBufferPointer<UInt8>
    /// Two words a slot: a path's hash's high 32 bits, then its number plus one in the low 32 (0:
    /// empty); then where its bytes start in `text` (high 32 bits) and how many there are (low 32).
    /// The slots' count is a power of two, at most half of them used.
    private let slots: UnsafeBufferPointer<UInt64>
    private let slotMask: Int
    /// Whether every path is ASCII: then an ASCII path's bytes find exactly what `String`
    /// equality would.
    let isASCII: Bool

    /// A table of `paths`, numbered in their order.
    init(_ paths: some Sequence<String>) {
        var text: [UInt8] = [], entries: [(hash: UInt64, place: UInt64)] = []
        for path in paths {
            var path = path
            path.withUTF8 { bytes in
                entries.append((ByteWord.digest(of: bytes), UInt64(text.count) << 32 | UInt64(bytes.count)))
                text.append(contentsOf: bytes)
            }
        }
        precondition(text.count < 1 << 32, "paths' bytes past 4 GB")
        isASCII = text.allSatisfy { $0 < 0x80 }
        var capacity = 16
        while capacity < 2 * entries.count { capacity *= 2 }
        var slots = [UInt64](repeating: 0, count: 2 * capacity)
        for (number, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & (capacity - 1)
            while slots[2 * slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[2 * slot] = (entry.hash >> 32) << 32 | UInt64(number + 1)
            slots[2 * slot + 1] = entry.place
        }
        self.text = .copy(of: text)
        self.slots = .copy(of: slots)
        slotMask = capacity - 1
    }

    deinit {
        text.freeCopy()
        slots.freeCopy()
    }

    /// The number of the path whose bytes are `first`, `second` and `third` in a row, if the table has it.
    func number(of first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8> = BytePathTable.none,
                _ third: UnsafeBufferPointer<UInt8> = BytePathTable.none) -> Int? {
        let length = first.count + second.count + third.count
        if second.isEmpty, third.isEmpty { return number(of: first) }
        // The pieces joined on the stack (a link is tens of bytes), to be hashed and compared whole.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { joined in
            var end = joined.baseAddress!
            func append(_ piece: UnsafeBufferPointer<UInt8>) {
                guard !piece.isEmpty else { return }
                end.initialize(from: piece.baseAddress!, count: piece.count)
                end += piece.count
            }
            append(first)
            append(second)
            append(third)
            return number(of: UnsafeBufferPointer(joined))
        }
    }

    /// The number of the path whose bytes are `bytes`, if the table has it.
    private func number(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = ByteWord.digest(of: bytes)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while slots[2 * slot] != 0 {
            let entry = slots[2 * slot], place = slots[2 * slot + 1]
            if entry >> 32 == tag, Int(truncatingIfNeeded: place & 0xFFFF_FFFF) == bytes.count,
               bytes.isEmpty || memcmp(text.baseAddress! + Int(truncatingIfNeeded: place >> 32), bytes.baseAddress!, bytes.count) == 0 {
                return Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            }
            slot = (slot + 1) & slotMask
        }
        return nil
    }

    /// Whether the table has the path `bytes` followed by `suffix`.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, followedBy suffix: StaticString = "") -> Bool {
        number(of: bytes, UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)) != nil
    }

    /// No bytes.
    static var none: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }
}
