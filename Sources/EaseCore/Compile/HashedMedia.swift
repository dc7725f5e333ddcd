/// Every media file the content refers to, read once and named by its content:
/// `media/<first 16 hex digits of SHA-256>.<ext>`. The bundle and the site both use these names.
struct HashedMedia {
    /// Content-relative path (`media/scenes/lake.jpg`) → hashed name (`media/40799d2503e1a4ca.jpg`).
    let names: [String: String]
    /// Hashed name → bytes.
    let files: [String: [UInt8]]

    init(_ catalog: ContentCatalog, fileSystem: any ContentFileSystem) throws {
        let context = ValidationContext(catalog: catalog, fileSystem: fileSystem)
        var names: [String: String] = [:]
        var files: [String: [UInt8]] = [:]
        for reference in catalog.mediaReferences {
            guard let path = reference.contentPath, names[path] == nil else { continue }
            let bytes = try fileSystem.read(context.diskPath(path))
            let ext = path.split(separator: ".").last.map { "." + $0.lowercased() } ?? ""
            let name = "media/" + SHA256.hex(bytes).prefix(16) + ext
            names[path] = name
            files[name] = bytes
        }
        self.names = names
        self.files = files
    }
}
