internal import CLibCrypto

/// SHA-256 (FIPS 180-4) through OpenSSL's libcrypto, which uses the processor's SHA extensions
/// where it has them: the bundle hashes every file it writes (about 140 MB at 10,000 readings).
/// The only importer of libcrypto; it hands back plain bytes.
public enum SHA256Digest {
    /// The algorithm, fetched from libcrypto's provider once: `EVP_sha256()` made `EVP_Digest`
    /// fetch it again on every call (7% of the time hashing took, over 20,000 files at 10k).
    /// A fetched algorithm is immutable and may be shared by threads; `EVP_sha256()` is the
    /// fallback should the fetch fail.
    nonisolated(unsafe) private static let algorithm: OpaquePointer = EVP_MD_fetch(nil, "SHA256", nil) ?? EVP_sha256()

    /// The digest of `bytes` as 32 bytes.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let succeeded = bytes.withUnsafeBytes { input in
            digest.withUnsafeMutableBufferPointer { output in
                EVP_Digest(input.baseAddress, input.count, output.baseAddress, &length, algorithm, nil) == 1
            }
        }
        // EVP_Digest fails only when memory runs out or libcrypto is broken; neither is the content's fault.
        precondition(succeeded && length == 32, "libcrypto could not compute a SHA-256 digest")
        return digest
    }
}
