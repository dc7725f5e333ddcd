/// Every media file the content refers to, read once and named by its content:
/// `media/<first 16 hex digits of SHA-256>.<ext>`. The bundle and the site both use these names,
/// and a one-off build makes them once for both (``BuildAction``): a calming scene's video is
/// read and hashed once, not once for each output.
struct HashedMedia: Sendable {
    /// Content-relative path (`media/scenes/lake.jpg`) → hashed name (`media/40799d2503e1a4ca.jpg`).
    let names: [String: String]
    /// Hashed name → bytes.
    let files: [String: [UInt8]]
    /// Hashed name → the bytes' whole SHA-256 in hex (the bundle's manifest lists it).
    let digests: [String: String]

    /// Reads and hashes the files on every core; throws the first file that cannot be read.
    init(_ catalog: ContentCatalog, fileSystem: any ContentFileSystem) throws {
        let context = ValidationContext(catalog: catalog, fileSystem: fileSystem)
        var listed: [String] = []
        var seen: Set<String> = []
        for reference in catalog.takeMediaReferences() {
            if let path = reference.contentPath, seen.insert(path).inserted { listed.append(path) }
        }
        let paths = listed
        let read = parallelMap(paths.count) { index -> Result<(name: String, bytes: [UInt8], digest: String), any Error> in
            let path = paths[index]
            return Result {
                let bytes = try fileSystem.read(context.diskPath(path))
                let ext = path.split(separator: ".").last.map { "." + $0.lowercased() } ?? ""
                let digest = SHA256.hex(bytes)
                return ("media/" + digest.prefix(16) + ext, bytes, digest)
            }
        }
        var names: [String: String] = [:]
        var files: [String: [UInt8]] = [:]
        var digests: [String: String] = [:]
        for (path, result) in zip(paths, read) {
            let (name, bytes, digest) = try result.get()
            names[path] = name
            files[name] = bytes
            digests[name] = digest
        }
        self.names = names
        self.files = files
        self.digests = digests
    }
}
