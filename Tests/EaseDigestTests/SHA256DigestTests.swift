import EaseDigest
import Testing

@Suite struct SHA256DigestTests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test func matchesTheFIPSVectors() {
        #expect(Self.hex(SHA256Digest.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex(SHA256Digest.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func digestsAreThirtyTwoBytesAndDifferForOneChangedBit() {
        var bytes = [UInt8](repeating: 0x5A, count: 100_000)
        let first = SHA256Digest.digest(bytes)
        bytes[99_999] ^= 1
        #expect(first.count == 32)
        #expect(SHA256Digest.digest(bytes) != first)
    }
}
