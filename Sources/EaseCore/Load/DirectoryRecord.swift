#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A record of a folder listing (`readdir`'s `dirent`), read where the listing's buffer holds it.
enum DirectoryRecord {
    /// Whether the record is the folder itself (`.`) or its parent (`..`), told from the name's
    /// bytes before any string is made of it.
    static func isSelfOrParent(_ record: UnsafeMutablePointer<dirent>) -> Bool {
        withUnsafePointer(to: &record.pointee.d_name) {
            $0.withMemoryRebound(to: UInt8.self, capacity: 3) { name in
                name[0] == UInt8(ascii: ".") && (name[1] == 0 || name[1] == UInt8(ascii: ".") && name[2] == 0)
            }
        }
    }

    /// The record's name, read in place up to its NUL. A record is only as long as its name, so a
    /// copy of the whole 256-byte `d_name` field read past the end of the listing's buffer when
    /// the record was its last (AddressSanitizer).
    static func name(of record: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: &record.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
    }
}
