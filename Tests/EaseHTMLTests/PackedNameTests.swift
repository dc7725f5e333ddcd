@testable import EaseHTML
import Testing

/// A name packed from a page with masked word loads is the name packed byte by byte, for every
/// length a name can have, with the page's bytes around it anything, and near the page's end
/// (where the loads would run past it and the bytes are read one by one).
@Suite struct PackedNameTests {
    @Test func wordLoadsPackAsTheByteLoop() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let alphabet = Array("AZaz09-_:@[`{".utf8) + [0x80, 0xC3, 0xFF, 0x00]
        for _ in 0..<2_000 {
            let page = (0..<40).map { _ in alphabet[Int(next()) % alphabet.count] }
            page.withUnsafeBufferPointer { page in
                for start in [0, 3, 16, 30] {
                    for length in 0...26 where start + length <= page.count {
                        let range = start..<(start + length)
                        let bytewise = PackedName(UnsafeBufferPointer(rebasing: page[range]))
                        let loaded = PackedName(in: page, range)
                        #expect(loaded == bytewise)
                        #expect(loaded?.string == bytewise?.string)
                    }
                }
            }
        }
    }

    @Test func lowerCasesOnlyTheASCIILetters() {
        for byte in UInt8.min...UInt8.max {
            let expected = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            for shift in stride(from: 0, to: 64, by: 8) {
                #expect(PackedName.lowercased(UInt64(byte) << UInt64(shift)) == UInt64(expected) << UInt64(shift))
            }
        }
    }

    /// A map made with no room (the reader's map of a page's own names, empty on most pages)
    /// answers that it holds nothing, then grows as keys come, and keeps them all.
    @Test func aMapMadeWithNoRoomGrowsAsKeysCome() {
        func key(_ name: String) -> PackedName { Array(name.utf8).withUnsafeBufferPointer { PackedName($0)! } }
        var map = PackedKeyMap<PackedName, Int32>(capacity: 0)
        let names = (0..<300).map { "x-name-\($0)" }
        for (index, name) in names.enumerated() {
            #expect(map[key(name)] == nil)
            map[key(name)] = Int32(index)
        }
        for (index, name) in names.enumerated() { #expect(map[key(name)] == Int32(index)) }
        var seen = 0
        map.forEach { _, _ in seen += 1 }
        #expect(seen == names.count)
    }
}
