import EaseCore
import EaseDiagnostics

/// Checks `Fuzz/Content` with a calming scene whose video is the input (named `.webm` when it
/// starts as a WebM file does, else `.mp4`), shown by two scenes: one
/// with captions (whose last caption starts at an hour, after most inputs' end) and one without.
/// The rule must say what the reader read: `video.unreadable` exactly when the bytes do not read
/// as a movie, `video.missing-captions` exactly when they read with a sound track that plays;
/// every length read must be a number of seconds above zero; every position reported must lie
/// in its file. Seeds of both kinds cover both readers.
enum VideoHarness {
    static let exercisePath = "exercises/calming-scene.md"
    static func exercise(_ videoPath: String) -> [UInt8] {
        FuzzContent.calmingScene(scenes: """
          - id: lake
            title: Lake
            video:
              path: \(videoPath)
              description: Mist drifts over the still water.
              captions: media/scenes/lake.vtt
          - id: lake-again
            title: Lake again
            video:
              path: \(videoPath)
              description: Mist drifts over the still water.
        """)
    }

    static let captions = Array("WEBVTT\n\n00:00.500 --> 00:01.500\n[Wind]\n\n01:00:00.000 --> 01:00:01.000\n[Rain]\n".utf8)

    static func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        let root = FuzzContent.root
        let kind = bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) ? "webm" : "mp4"
        let videoPath = "media/scenes/lake.\(kind)"
        let fileSystem = OverlayFileSystem(files: [root + "/" + exercisePath: exercise(videoPath),
                                                   root + "/" + videoPath: bytes,
                                                   root + "/media/scenes/lake.vtt": captions])
        let result = ContentPipeline(fileSystem: fileSystem).check(contentRoot: root)
        let diagnostics = result.engine.diagnostics
        var findings: [FuzzFinding] = []
        for path in [exercisePath, "media/scenes/lake.vtt"] {
            if let file = result.sources[root + "/" + path] { findings += SourceBoundsCheck(file).check(diagnostics) }
        }
        guard let reading = VideoTracks.read(bytes, kind: kind) else { return [FuzzFinding("kind-read", "\(kind) is not read")] }
        findings += check(reading)
        // An empty file is `media.empty-file`'s, and is not read.
        guard !bytes.isEmpty else { return findings }
        let ids = diagnostics.map(\.id)
        func agree(_ id: String, _ expected: Int) {
            let count = ids.filter { $0 == id }.count
            if count != expected { findings.append(FuzzFinding("rule-reads-as-reader", "\(count) \(id), expected \(expected), reading \(reading)")) }
        }
        switch reading {
        case .failure:
            agree("video.unreadable", 1)
            agree("video.missing-captions", 0)
        case .success(let movie):
            agree("video.unreadable", 0)
            agree("video.missing-captions", movie.playsSound ? 1 : 0)
        }
        return findings
    }

    /// The reader's own promises: lengths are seconds above zero, a movie with a track of known
    /// length has a length, and an MP4's codings are four characters.
    static func check(_ reading: Result<VideoTracks, VideoTracks.Problem>) -> [FuzzFinding] {
        guard case .success(let movie) = reading else { return [] }
        var findings: [FuzzFinding] = []
        for seconds in [movie.seconds] + movie.tracks.map(\.seconds) {
            if let seconds, !(seconds.isFinite && seconds > 0) { findings.append(FuzzFinding("length", "\(seconds) s")) }
        }
        for track in movie.tracks where movie.container == .isoMedia && track.format.map({ $0.unicodeScalars.count != 4 }) == true {
            findings.append(FuzzFinding("four-characters", "format '\(track.format ?? "")'"))
        }
        if movie.seconds == nil, movie.tracks.contains(where: { $0.seconds != nil }) {
            findings.append(FuzzFinding("movie-length", "no length for a movie with a track of known length"))
        }
        return findings
    }
}
