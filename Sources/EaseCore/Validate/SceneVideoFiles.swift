import EaseDiagnostics

/// The videos the content's calming scenes show, each read as far as its tracks (``VideoTracks``:
/// MP4, M4V, QuickTime and WebM) once, however many scenes show it. A file that is missing, empty
/// or of another kind is `media.*`'s (``MediaReferenceRule``) and is not read here.
struct SceneVideoFiles {
    /// One scene's video.
    struct Entry {
        /// The reference, with the scene's description and captions.
        var video: VideoReference
        /// The exercise that shows it there.
        var exercise: Exercise
        /// The index of the scene in the exercise's `scenes`.
        var sceneIndex: Int
        /// The scene's id.
        var sceneID: String
        /// The file read, or why it does not read.
        var reading: Result<VideoTracks, VideoTracks.Problem>
        /// Whether this is the file's first reference in the catalog's order, where findings
        /// about the file itself go.
        var isFirstReference: Bool
    }

    /// The scene videos of `context`'s catalog, in its order.
    static func read(_ context: ValidationContext) -> [Entry] {
        var readings: [String: Result<VideoTracks, VideoTracks.Problem>?] = [:]
        var entries: [Entry] = []
        for exercise in context.catalog.exercises {
            guard case .calmingScene(_, let scenes) = exercise.payload else { continue }
            for (index, scene) in scenes.enumerated() {
                guard let video = scene.video, let path = video.media.contentPath else { continue }
                let isFirst = readings[path] == nil
                if isFirst { readings[path] = .some(reading(of: video.media, context)) }
                guard let reading = readings[path] ?? nil else { continue }
                entries.append(Entry(video: video, exercise: exercise, sceneIndex: index, sceneID: scene.id.value,
                                     reading: reading, isFirstReference: isFirst))
            }
        }
        return entries
    }

    /// The file `reference` names read, `nil` when it is not a kind ``VideoTracks`` reads or
    /// cannot be read (a finding of ``MediaReferenceRule``'s).
    static func reading(of reference: MediaReference, _ context: ValidationContext) -> Result<VideoTracks, VideoTracks.Problem>? {
        guard let path = reference.contentPath, context.catalog.mediaFiles.contains(path),
              let kind = VideoTracks.readKind(of: path),
              let bytes = try? context.fileSystem.read(context.diskPath(path)), !bytes.isEmpty else { return nil }
        return VideoTracks.read(bytes, kind: kind)
    }
}
