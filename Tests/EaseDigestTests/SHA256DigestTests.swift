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

    /// FIPS 180-2's vectors of more than one 64-byte block, and the padding's two cases: the
    /// longest input whose padding and length still fit its one block (55 bytes) and the shortest
    /// that needs a second (56), their digests from Python's `hashlib`.
    @Test func matchesKnownDigestsAcrossBlockBoundaries() {
        #expect(Self.hex(SHA256Digest.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Self.hex(SHA256Digest.digest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(Self.hex(SHA256Digest.digest([UInt8](repeating: UInt8(ascii: "a"), count: 55)))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(Self.hex(SHA256Digest.digest([UInt8](repeating: UInt8(ascii: "a"), count: 56)))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }

    @Test func digestsAreThirtyTwoBytesAndDifferForOneChangedBit() {
        var bytes = [UInt8](repeating: 0x5A, count: 100_000)
        let first = SHA256Digest.digest(bytes)
        bytes[99_999] ^= 1
        #expect(first.count == 32)
        #expect(SHA256Digest.digest(bytes) != first)
    }
}
