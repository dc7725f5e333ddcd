import EaseDiagnostics

/// The WebVTT captions files the content's videos name, each read once, at its first reference in
/// the catalog's order, as a browser reads it (``WebVTTFile``). A file that is missing, empty or
/// not a `.vtt` is `media.*`'s (``MediaReferenceRule``) and is not read here.
struct CaptionsFiles {
    /// One captions file.
    struct Entry {
        /// Its first reference (`captions:` under a scene's `video:`).
        var reference: MediaReference
        /// The video it is named for there.
        var video: MediaReference
        /// Its path as findings show it.
        var path: String
        /// Its text; `nil` when it is not text (a NUL byte).
        var source: SourceFile?
        /// The text's bytes (none when it is not text), which the ranges of `captions` count.
        var bytes: [UInt8]
        /// The decoder's finding of bytes that are not UTF-8, which WebVTT must be.
        var encodingProblems: [Diagnostic]
        /// The file read as a browser reads it.
        var captions: WebVTTFile

        /// The location of a run of the file's bytes.
        func location(_ bytes: Range<Int>) -> SourceLocation {
            SourceLocation(path: path, range: source?.range(ofBytes: bytes) ?? .fileStart)
        }

        /// A note at the reference, for a finding about the whole file.
        var namedHere: DiagnosticNote { DiagnosticNote("named as a video's captions here", at: reference.location) }
    }

    /// The captions files of `context`'s catalog.
    static func read(_ context: ValidationContext) -> [Entry] {
        let catalog = context.catalog
        var seen = Set<String>()
        var entries: [Entry] = []
        for exercise in catalog.exercises {
            guard case .calmingScene(_, let scenes) = exercise.payload else { continue }
            for scene in scenes {
                guard let video = scene.video, let reference = video.captions, let contentPath = reference.contentPath,
                      catalog.mediaFiles.contains(contentPath), MediaRole.captions.fits(contentPath),
                      seen.insert(contentPath).inserted else { continue }
                let path = context.diskPath(contentPath)
                guard case .bytes(let bytes)? = try? context.fileSystem.read(path, limit: ContentLoader.maximumFileSize),
                      !bytes.isEmpty else { continue }
                let decoded = context.fileSystem.decode(bytes, path: path)
                let text = decoded.file.map { Array($0.text.utf8) } ?? []
                entries.append(Entry(reference: reference, video: video.media, path: path, source: decoded.file, bytes: text,
                                     encodingProblems: decoded.diagnostics.filter { $0.id == "source.invalid-utf8" },
                                     captions: WebVTTFile(text)))
            }
        }
        return entries
    }
}
