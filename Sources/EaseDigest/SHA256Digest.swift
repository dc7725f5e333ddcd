internal import CLibCrypto
import EaseBytes

/// SHA-256 (FIPS 180-4) through OpenSSL's libcrypto, which uses the processor's SHA extensions
/// where it has them: the bundle hashes every file it writes (about 140 MB at 10,000 readings).
/// The only importer of libcrypto; it hands back plain bytes. The executable takes libcrypto's
/// SHA-256 objects from its static archive (Package.swift): loading the shared library and its
/// set-up took about 1 ms of every process's start, for a few kilobytes of code.
public enum SHA256Digest {
    /// The digest of `bytes` as 32 bytes.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](filledWith: 0, count: 32)
        // `ease_sha256` (the module's shim) calls libcrypto's SHA-256 functions without its EVP
        // interface, whose provider took about 1 ms to load in every process that hashed.
        let succeeded = bytes.withUnsafeBytes { input in
            digest.withUnsafeMutableBufferPointer { output in
                ease_sha256(input.baseAddress, input.count, output.baseAddress) == 1
            }
        }
        // It fails only when libcrypto is broken, which is not the content's fault.
        precondition(succeeded, "libcrypto could not compute a SHA-256 digest")
        return digest
    }
}
