import EaseDiagnostics
import EaseHTML

/// A video with sound offers captions (WCAG 1.2.2): a `<track kind="captions">` whose file is in
/// the folder. The video's file is read from the folder as far as its tracks (``VideoTracks``):
/// a silent one needs no captions; one whose file is elsewhere, or does not read, may have sound
/// and is held to the rule. `ease check` reports the same problem in the content
/// (`video.missing-captions`, read from the same file); this finds it when a template writes a
/// video, and in a folder Ease did not build.
struct VideoCaptionsRule: AuditRule {
    let id = "audit.video-captions"
    let wcag = "1.2.2"
    let help = "give a video with sound a <track kind=\"captions\" src=\"…vtt\"> that leads to its captions file"

    static let videos = HTMLElementQuery(named: ["video"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let document = page.document
        for index in document.elements(matching: Self.videos).elementIndices {
            let video = document.element(at: index)
            let tracks = video.elements.filter { $0.name == "track" && ($0["kind"] ?? "").lowercased() == "captions" }
            if let track = tracks.first(where: { ($0["src"] ?? "").isEmpty == false }), let src = track["src"] {
                // A captions file elsewhere is the third-party rule's; one in the folder must be there.
                guard !ThirdPartyRequestRule.isForeign(src), site.target(of: src, from: page.route) == nil else { continue }
                diagnostics.append(violation("<video>'s captions track leads to '\(src)', which is not in the folder", at: page.reference(track)))
                continue
            }
            let source = video["src"] ?? video.elements.first { $0.name == "source" && $0["src"] != nil }?["src"]
            let reading = source.flatMap { site.videoTracks(of: $0, from: page.route) }
            if case .success(let tracks)? = reading, !tracks.playsSound { continue }
            let what = source.map { "'\($0)'" } ?? "its video"
            let why = switch reading {
            case .success?: "\(what) has sound"
            case .failure?: "\(what) does not read as a video, so it may have sound"
            case nil: "\(what) is not a video file in the folder Ease reads, so it may have sound"
            }
            diagnostics.append(violation("<video> has no captions track, and \(why)", at: page.reference(video)))
        }
        return diagnostics
    }
}
