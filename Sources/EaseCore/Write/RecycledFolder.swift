import Dispatch
import Foundation

/// The folder a build's output replaced, taken as the next build's staging folder: the build
/// writes over the files it holds instead of making new ones, and removes what it did not write.
///
/// Making a file and, a build later, removing it is most of what writing an output costs the
/// kernel: at 10,000 readings, 20,000 files and 10,000 folders made and as many removed. On ext4
/// without a journal it costs far more: a new inode is never one freed in the last minute, and
/// each one passed over is a look-up, so a 10k build made just after its previous output was
/// removed took 5–11 s instead of 2 s. Writing over a file keeps its inode (and, written from its
/// start rather than truncated first, its pages).
///
/// The walk that lists the folder also removes what must not be written over: symbolic links
/// and other special files (a write would follow or fail on them). A file with more than one link
/// (`cp -al`, `rsync --link-dest`: writing over it would change the other copies too) is found
/// when it is about to be written over, and a new file takes its place
/// (``OutputFiles/writeOver(_:at:in:keptIn:shownAs:)``).
final class RecycledFolder: Sendable {
    /// The folder's files and folders by relative path (`/`-separated): `true` for a folder.
    /// Every file is a regular file.
    let entries: [String: Bool]

    /// Lists the folder at `root`, removing what must not be written over.
    init(walking root: String) {
        guard let descriptor = FolderRemover.openFolder(root, in: AT_FDCWD) else {
            entries = [:]
            return
        }
        defer { close(descriptor) }
        // The entries two levels down are walked in parallel, each from the folder the first
        // level opened, in runs of at most ``walkRun`` entries of one folder: a worker makes
        // their paths and one list for a run (an array of path-and-entry pairs made first, and a
        // list for each entry, were made and freed 20,000 of each on one core at 10,000 readings).
        let (folders, others) = FolderRemover.firstLevel(of: descriptor)
        let runs = folders.indices.flatMap { folder in
            let count = folders[folder].entries.count
            return stride(from: 0, to: count, by: Self.walkRun).map { (folder: folder, entries: $0..<min($0 + Self.walkRun, count)) }
        }
        let lists = parallelMap(runs.count) { run in
            let folder = folders[runs[run].folder]
            var list: [(String, Bool)] = []
            list.reserveCapacity(runs[run].entries.count)
            for entry in folder.entries[runs[run].entries] {
                Self.walk(entry, at: folder.name + "/" + entry.name, in: folder.descriptor, into: &list)
            }
            return list
        }
        var found: [String: Bool] = [:]
        found.reserveCapacity(others.count + folders.count + lists.reduce(0) { $0 + $1.count })
        for entry in others where Self.keeps(entry, in: descriptor) { found[entry.name] = false }
        for folder in folders { found[folder.name] = true }
        for list in lists { for (path, isFolder) in list { found[path] = isFolder } }
        folders.forEach { close($0.descriptor) }
        entries = found
    }

    /// Entries of one folder a worker of the walk takes at a time.
    static let walkRun = 512

    /// Adds `entry` of the open folder `parent` (whose path is `path`) and what it holds to
    /// `list`, or removes it when it must not be written over.
    private static func walk(_ entry: FolderRemover.Entry, at path: String, in parent: Int32, into list: inout [(String, Bool)]) {
        guard entry.isFolder, let folder = FolderRemover.openFolder(entry.name, in: parent) else {
            if keeps(entry, in: parent) { list.append((path, false)) }
            return
        }
        list.append((path, true))
        for inner in FolderRemover.entries(of: folder) { walk(inner, at: path + "/" + inner.name, in: folder, into: &list) }
        close(folder)
    }

    /// Whether a file of the listing is kept: a regular file. Anything else is removed (a folder
    /// the walk could not open is left to the write that needs its place).
    private static func keeps(_ entry: FolderRemover.Entry, in parent: Int32) -> Bool {
        if entry.isRegularFile { return true }
        if !entry.isFolder { unlinkat(parent, entry.name, 0) }
        return false
    }

    /// Removes, below the folder at `path` (this one), every file of ``entries`` that is not
    /// among `written` and every folder that is not among `folders` and is left empty: the folder
    /// then holds what the build wrote and nothing else.
    func removeEntries(notIn written: [String: Int], folders: Set<String>, below path: String) {
        guard !entries.isEmpty, let root = FolderRemover.openFolder(path, in: AT_FDCWD) else { return }
        defer { close(root) }
        // The entries split once into files and folders (looked up by path, each was hashed
        // again for every test below: 40,000 look-ups on one core at 10,000 readings).
        let files = entries.compactMap { $0.value ? nil : $0.key }
        let folderPaths = entries.compactMap { $0.value ? $0.key : nil }
        // Paths as the writer was given them and as the walk spells them differ only if a writer
        // gave one with `//` or `./` in it: compared in the walk's spelling then.
        let spelled = written.keys.contains(where: Self.isUnusual) ? Set(written.keys.map(Self.plain)) : nil
        let chunk = 4_096
        DispatchQueue.concurrentPerform(iterations: (files.count + chunk - 1) / chunk) { part in
            for path in files[(part * chunk)..<min(files.count, (part + 1) * chunk)]
            where !(spelled?.contains(path) ?? (written[path] != nil)) {
                unlinkat(root, path, 0)
            }
        }
        // Folders deepest first; one that still holds a file is not removed.
        let emptied = folderPaths.filter { !folders.contains($0) }
            .map { (depth: $0.utf8.count(where: { $0 == UInt8(ascii: "/") }), path: $0) }
            .sorted { $0.depth > $1.depth }
        for folder in emptied { unlinkat(root, folder.path, AT_REMOVEDIR) }
    }

    /// Whether a path has an empty or `.` segment (the walk never spells one so).
    static func isUnusual(_ path: String) -> Bool {
        var length = 0, isDot = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (length == 1 && isDot) { return true }
                length = 0
            } else {
                if length == 0 { isDot = byte == UInt8(ascii: ".") }
                length += 1
            }
        }
        return length == 0 || (length == 1 && isDot)
    }

    /// `path` without empty or `.` segments, as the walk spells it.
    static func plain(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
    }
}
