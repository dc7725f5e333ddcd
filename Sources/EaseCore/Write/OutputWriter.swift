import Foundation

/// Write: puts a set of files in place as one folder, atomically.
///
/// The files go into a temporary folder beside the destination; only when every file is written
/// is it swapped with the old folder in one atomic `renameat2(RENAME_EXCHANGE)`, so a failed or
/// killed build leaves the previous output as it was, and readers never see a missing or half
/// folder. Where the file system cannot exchange, two renames are used and a build killed between
/// them is repaired by the next run, which restores the old folder. Leftovers are removed then too.
public struct OutputWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Replaces the folder at `destination` with exactly `files` (relative path → bytes).
    public func replace(_ destination: String, with files: [String: [UInt8]]) throws {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        removeLeftovers(of: name, in: parent)
        let token = "\(getpid())-\(UUID().uuidString.prefix(8))"
        let staging = parent.appendingPathComponent(".\(name).tmp-\(token)")
        let retired = parent.appendingPathComponent(".\(name).old-\(token)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for path in files.keys.sorted() {
                let file = staging.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(files[path]!).write(to: file)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        if manager.fileExists(atPath: url.path) {
            if AtomicExchange.exchange(staging.path, url.path) {
                try? manager.removeItem(at: staging)
                return
            }
            try manager.moveItem(at: url, to: retired)
        }
        do {
            try manager.moveItem(at: staging, to: url)
        } catch {
            if manager.fileExists(atPath: retired.path) { try? manager.moveItem(at: retired, to: url) }
            throw error
        }
        try? manager.removeItem(at: retired)
    }

    /// Removes `.NAME.tmp-*` and `.NAME.old-*` folders left by builds that were killed, first
    /// restoring an `.old-` folder if the build was killed after moving it aside.
    private func removeLeftovers(of name: String, in parent: URL) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        let destination = parent.appendingPathComponent(name)
        if !manager.fileExists(atPath: destination.path), let old = entries.filter({ $0.hasPrefix(".\(name).old-") }).sorted().last {
            try? manager.moveItem(at: parent.appendingPathComponent(old), to: destination)
        }
        for entry in entries where entry.hasPrefix(".\(name).tmp-") || entry.hasPrefix(".\(name).old-") {
            try? manager.removeItem(at: parent.appendingPathComponent(entry))
        }
    }
}

/// Linux's `renameat2(…, RENAME_EXCHANGE)`, looked up at run time (glibc declares it only for
/// `_GNU_SOURCE`, which Swift's Glibc module does not set).
enum AtomicExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameat2: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()
    private static let atCurrentDirectory: Int32 = -100
    private static let exchangeFlag: UInt32 = 1 << 1

    /// Swaps two existing paths atomically; `false` if the system cannot.
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let renameat2 else { return false }
        return renameat2(atCurrentDirectory, first, atCurrentDirectory, second, exchangeFlag) == 0
    }
}
