import EaseDiagnostics

/// What a scene's video file holds, read from its tracks (``SceneVideoFiles``: MP4, QuickTime and
/// WebM): a video with sound has captions (WCAG 1.2.2; a silent one needs none), it is an MP4 with
/// its picture coded as H.264, which the iOS app and every browser play, it lists its tracks
/// before its media data so the site's player can start before the whole file has arrived, and
/// it reads at all. Findings about the file itself are reported at its first reference.
struct SceneVideoRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["video.missing-captions": "a video with a sound track has no captions",
         "video.unreadable": "a video file does not read as the kind its name says",
         "video.format": "a video is not an MP4 with its picture coded as H.264, which every browser and the iOS app play",
         "video.not-fast-start": "a video lists its tracks after its media data, so playing starts only once the whole file is fetched"]
    }

    var scope: ValidationScope { .frontMatter }

    /// The codings of a picture every browser and the iOS app play: H.264.
    static let playedEverywhere: Set<String> = ["avc1", "avc3"]

    /// Names of the other codings a picture is often in.
    static let codingNames = ["hvc1": "HEVC", "hev1": "HEVC", "dvh1": "Dolby Vision", "dvhe": "Dolby Vision",
                              "vp08": "VP8", "vp09": "VP9", "av01": "AV1", "mp4v": "MPEG-4 Part 2",
                              "ap4h": "ProRes", "apch": "ProRes", "apcn": "ProRes", "apcs": "ProRes", "apco": "ProRes", "jpeg": "Motion JPEG"]

    /// How to make a video that plays everywhere.
    static let everywhereNote = DiagnosticNote("an MP4 with its picture in H.264 ('avc1') plays everywhere: ffmpeg -i IN -c:v libx264 -pix_fmt yuv420p -c:a aac -movflags +faststart OUT.mp4")

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in SceneVideoFiles.read(context) {
            let media = entry.video.media
            let video: VideoTracks
            switch entry.reading {
            case .success(let read): video = read
            case .failure(let problem):
                guard entry.isFirstReference else { continue }
                diagnostics.append(.error("video.unreadable", "'\(media.written)' does not read as a video: \(Self.describe(problem, media))",
                                          at: media.location, notes: [DiagnosticNote("neither a browser nor the iOS app can play it"), Self.everywhereNote]))
                continue
            }
            if entry.isFirstReference, let finding = format(of: video, media) { diagnostics.append(finding) }
            if entry.isFirstReference, !video.listsTracksFirst {
                diagnostics.append(.warning("video.not-fast-start", "'\(media.written)' lists its tracks after its media data: the site's player starts it only once the whole file has arrived",
                                            at: media.location, notes: [DiagnosticNote(video.container == .isoMedia
                                                ? "move the track list first, without coding it again: ffmpeg -i IN -c copy -movflags +faststart OUT"
                                                : "write it again with its track list first: ffmpeg -i IN -c copy OUT.webm")]))
            }
            if entry.video.captions == nil, video.playsSound {
                diagnostics.append(missingCaptions(entry, video, context))
            }
        }
        return diagnostics
    }

    /// A WebM file, which the iOS app's player does not play, or an MP4 whose picture is not H.264.
    private func format(of video: VideoTracks, _ media: MediaReference) -> Diagnostic? {
        if video.container == .webM {
            return .warning("video.format", "'\(media.written)' is a WebM file, which the iOS app's player (Apple's AVFoundation) does not play",
                            at: media.location, notes: [Self.everywhereNote])
        }
        guard let format = video.tracks.first(where: { $0.kind == .picture })?.format, !Self.playedEverywhere.contains(format) else { return nil }
        let name = Self.codingNames[format].map { "\($0) ('\(format)')" } ?? "'\(format)'"
        return .warning("video.format", "'\(media.written)' is coded as \(name), which not every browser, nor the iOS app on every device, plays",
                        at: media.location, notes: [Self.everywhereNote])
    }

    private func missingCaptions(_ entry: SceneVideoFiles.Entry, _ video: VideoTracks, _ context: ValidationContext) -> Diagnostic {
        let media = entry.video.media
        var notes = [DiagnosticNote("people who cannot hear it read what is said and heard in captions (WCAG 1.2.2): write a WebVTT file and name it as 'captions:' under 'video:'")]
        if let text = video.tracks.first(where: { $0.kind == .text }) {
            let format = text.format.map { " ('\($0)')" } ?? ""
            notes.append(DiagnosticNote("the file carries captions of its own\(format), which the site's player does not offer: it offers the WebVTT file named in 'captions:'"))
        }
        notes.append(DiagnosticNote("or, if its sound carries nothing, take the sound out: ffmpeg -i IN -an -c:v copy OUT"))
        let message = "video '\(media.written)' of scene '\(entry.sceneID)' has sound but no captions"
        guard let captions = existingCaptions(of: media, locale: entry.exercise.item.locale, context),
              let insertion = captionsInsertion(entry, naming: captions, context) else {
            return .error("video.missing-captions", message, at: media.location, notes: notes)
        }
        return .error("video.missing-captions", message, at: media.location, notes: notes,
                      fixIts: [FixIt("name '\(captions)' as its captions", replacing: SourceRange(at: insertion.at), with: insertion.text)])
    }

    /// A captions file beside the video, named as it is: the page's language's first
    /// (`lake.ru.vtt` for a Russian page), else the file with no language (`lake.vtt`).
    private func existingCaptions(of media: MediaReference, locale: String?, _ context: ValidationContext) -> String? {
        guard let path = media.contentPath, let base = MediaRole.splitExtension(path)?.base else { return nil }
        let candidates = (locale.map { ["\(base).\($0).vtt"] } ?? []) + ["\(base).vtt"]
        return candidates.first { context.catalog.mediaFiles.contains($0) }
    }

    /// Where `captions` and the text that names `captions` go. A `captions:` key written with no
    /// value gets the path after its colon (another key would be a duplicate). Else, in a block
    /// mapping with each key on a line of its own: a line at the end of the video's `path:` line
    /// (after a comment there, which stays with its line), with the line break and indentation (its
    /// key's) before it. In a flow mapping (`{path: …}`): right after the path's value, with `, `
    /// before it.
    private func captionsInsertion(_ entry: SceneVideoFiles.Entry, naming captions: String,
                                   _ context: ValidationContext) -> (at: SourcePosition, text: String)? {
        guard let scenes = entry.exercise.item.document.frontMatter?["scenes"]?.items, scenes.indices.contains(entry.sceneIndex),
              let key = scenes[entry.sceneIndex].entries?.first(where: { $0.key == "video" }),
              let entries = key.value.entries, let path = entries.first(where: { $0.key == "path" }) else { return nil }
        let file = context.sourceFile(of: entry.exercise.item.document)
        if let written = entries.first(where: { $0.key == "captions" }) {
            guard written.value.scalar?.text.isEmpty == true, file?.byte(at: written.keyRange.end) == UInt8(ascii: ":") else { return nil }
            return (SourcePosition(line: written.keyRange.end.line, column: written.keyRange.end.column + 1), " \(captions)")
        }
        if file?.byte(at: key.value.range.start) == UInt8(ascii: "{") {
            return (path.value.range.end, ", captions: \(captions)")
        }
        guard path.keyRange.start.line > key.keyRange.start.line, path.keyRange.start.column == key.value.range.start.column,
              Set(entries.map(\.keyRange.start.line)).count == entries.count,
              path.value.range.end.line == path.keyRange.start.line else { return nil }
        let end = file?.end(ofLine: path.keyRange.start.line) ?? path.value.range.end
        return (end, (file?.lineBreak ?? "\n") + String(repeating: " ", count: path.keyRange.start.column - 1) + "captions: \(captions)")
    }

    private static func describe(_ problem: VideoTracks.Problem, _ media: MediaReference) -> String {
        let webM = media.contentPath.flatMap(VideoTracks.readKind) == "webm"
        switch problem {
        case .otherKind: return "it is not \(webM ? "a WebM" : "an MP4 or QuickTime") file (its first bytes are another kind's)"
        case .cutShort(let part): return "the file ends inside its '\(part)' \(webM ? "element" : "box") (cut short by a copy or download that did not finish?)"
        case .noTrackList: return "it has no track list (\(webM ? "'Tracks' element" : "'moov' box"))"
        }
    }
}
