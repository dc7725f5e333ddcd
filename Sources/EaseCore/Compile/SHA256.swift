import EaseDigest

/// SHA-256 (FIPS 180-4), used for the manifest's file digests, the content hash and media names;
/// computed by libcrypto (``SHA256Digest``), which uses the processor's SHA instructions.
public enum SHA256 {
    /// The digest of `bytes` as 32 bytes.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        SHA256Digest.digest(bytes)
    }

    /// The digest as 64 lower-case hexadecimal digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        for byte in digest(bytes) {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
