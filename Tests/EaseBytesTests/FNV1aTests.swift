import EaseBytes
import Testing

/// FNV-1a as published: the digest of "a" and of the empty text.
@Suite struct FNV1aTests {
    @Test func knownDigests() {
        #expect(FNV1a.offsetBasis == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.mixing(FNV1a.offsetBasis, UInt64(UInt8(ascii: "a"))) == 0xAF63_DC4C_8601_EC8C)
        let foobar = Array("foobar".utf8).reduce(FNV1a.offsetBasis) { FNV1a.mixing($0, UInt64($1)) }
        #expect(foobar == 0x8594_4171_F739_67E8)
    }
}
