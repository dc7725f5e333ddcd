import EaseBytes
import Testing

@Suite struct ByteWordTests {
    /// A file read again is recognised by its digest: any one byte changed, added or dropped, at
    /// any place in the words or in the tail after them, gives another digest.
    /// Texts of blocks of four words and a tail, of blocks, a single word and a tail, and of a tail only.
    @Test(arguments: [
        "---\nid: calm\n---\n# Calm\n\nSome words, café, and a [link](x.md).\n",
        String(repeating: "---\nid: calm\n---\n# Calm\n\nSome words, café, and a [link](x.md).\n", count: 3) + "end",
        "short",
    ])
    func aDigestChangesWithAnyByte(text: String) {
        let digest = ByteWord.digest(of: text)
        #expect(ByteWord.digest(of: String(text)) == digest)
        var digests: Set<UInt64> = [digest]
        let bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] < 0x80 {
            var changed = bytes
            changed[index] = changed[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            digests.insert(ByteWord.digest(of: String(decoding: changed, as: UTF8.self)))
        }
        let asciiCount = bytes.filter { $0 < 0x80 }.count
        #expect(digests.count == asciiCount + 1)
        #expect(ByteWord.digest(of: text + " ") != digest)
        #expect(ByteWord.digest(of: String(text.dropLast())) != digest)
        #expect(ByteWord.digest(of: "") != ByteWord.digest(of: "\0"))
    }
}
