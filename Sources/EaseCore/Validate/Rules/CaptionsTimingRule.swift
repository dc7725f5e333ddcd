import EaseDiagnostics

/// Each caption of a video's WebVTT file shows long enough to be read (WCAG 1.2.2): one that ends
/// when or before it starts never shows, one with no text shows nothing, and one with more than
/// ``charactersPerSecond`` characters a second is gone before most people have read it
/// (captioning guides ask for 15 to 20). A caption that starts before the one above it is most
/// often a time mistyped. Reported at the caption's times, in the captions file.
struct CaptionsTimingRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["captions.timing": "a caption that ends when or before it starts, which a browser never shows",
         "captions.order": "a caption that starts before the caption above it (a time mistyped?)",
         "captions.empty-caption": "a caption with no text",
         "captions.too-fast": "a caption shown too briefly to read: more than 20 characters a second",
         "captions.after-end": "a caption that starts when or after its video ends, which never shows"]
    }

    /// The most characters a caption shows a second.
    static let charactersPerSecond = 20

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Each video's length in whole milliseconds, read once for all the captions files named
        // for it (a translation's are named for the same video).
        var videoEnds: [String: Int?] = [:]
        func videoEnd(of video: MediaReference) -> Int? {
            let key = video.contentPath ?? video.written
            if let known = videoEnds[key] { return known }
            let end = (try? SceneVideoFiles.reading(of: video, context)?.get().seconds).map { Int(($0 * 1000).rounded(.up)) }
            videoEnds[key] = end
            return end
        }
        for file in CaptionsFiles.read(context) {
            guard let source = file.source else { continue }
            let cues = file.captions.cues
            // Read only when there is a caption to check against it.
            let videoEnd = cues.isEmpty ? nil : videoEnd(of: file.video)
            for (index, cue) in cues.enumerated() {
                let times = file.location(cue.startBytes.lowerBound..<cue.endBytes.upperBound)
                if cue.end.milliseconds <= cue.start.milliseconds {
                    let when = cue.end.milliseconds == cue.start.milliseconds ? "when" : "before"
                    diagnostics.append(.error("captions.timing", "this caption ends at \(cue.end.written), \(when) it starts at \(cue.start.written): a browser never shows it",
                                              at: times))
                    continue
                }
                if let end = videoEnd, cue.start.milliseconds >= end {
                    diagnostics.append(.warning("captions.after-end", "this caption starts at \(cue.start.written), when or after its video ends (\(WebVTTTimestamp(milliseconds: end, writesHours: cue.start.writesHours).written)): it never shows",
                                                at: file.location(cue.startBytes),
                                                notes: [DiagnosticNote("the video plays for \(SessionLengthRule.format(Double(end) / 1000)) and starts again", at: file.video.location)]))
                    continue
                }
                if index > 0, cue.start.milliseconds < cues[index - 1].start.milliseconds {
                    let above = cues[index - 1]
                    diagnostics.append(.warning("captions.order", "this caption starts at \(cue.start.written), before the caption above it (\(above.start.written))",
                                                at: file.location(cue.startBytes),
                                                notes: [DiagnosticNote("the caption above starts here; captions are written in the order they show", at: file.location(above.startBytes))]))
                }
                let text = cue.lines.map { Self.shownCharacters(source.text(inBytes: $0)) }
                let count = text.reduce(0, +)
                // A caption a line with `-->` cut short is `captions.dropped-text`'s.
                if count == 0, !cue.isCutShort {
                    diagnostics.append(.warning("captions.empty-caption", "this caption has no text: nothing shows from \(cue.start.written) to \(cue.end.written)",
                                                at: times, notes: [DiagnosticNote("write what is said or heard on the lines below the times, or remove the caption")]))
                } else if count > 0, let slow = tooFast(cue, characters: count, next: index + 1 < cues.count ? cues[index + 1] : nil, in: file) {
                    diagnostics.append(slow)
                }
            }
        }
        return diagnostics
    }

    /// The finding for a caption of `characters` shown faster than ``charactersPerSecond``, with
    /// the end that gives it its time when the next caption does not start before then.
    private func tooFast(_ cue: WebVTTFile.Cue, characters: Int, next: WebVTTFile.Cue?, in file: CaptionsFiles.Entry) -> Diagnostic? {
        let shown = cue.end.milliseconds - cue.start.milliseconds
        // `characters / seconds > charactersPerSecond`, in whole milliseconds; a caption shown
        // for hours (times can be long) would overflow the product the other way round.
        guard characters * (1000 / Self.charactersPerSecond) > shown else { return nil }
        // The time it needs, up to the next tenth of a second.
        let needed = (characters * 1000 + Self.charactersPerSecond * 100 - 1) / (Self.charactersPerSecond * 100) * 100
        let end = WebVTTTimestamp(milliseconds: cue.start.milliseconds + needed, writesHours: cue.end.writesHours)
        let seconds = shown % 1000 == 0 ? String(shown / 1000) : String(Double(shown) / 1000)
        let message = "this caption's \(characters) characters show for \(seconds) s, \(characters * 1000 / shown) a second: too fast to read"
        let advice = DiagnosticNote("captions show at most \(Self.charactersPerSecond) characters a second; show it longer, or say it in fewer words")
        if let next, next.start.milliseconds < end.milliseconds {
            return .warning("captions.too-fast", message, at: file.location(cue.endBytes),
                            notes: [advice, DiagnosticNote("the next caption starts at \(next.start.written), before \(end.written)", at: file.location(next.startBytes))])
        }
        return .warning("captions.too-fast", message, at: file.location(cue.endBytes), notes: [advice],
                        fixIts: [FixIt("show it until \(end.written)", replacing: file.location(cue.endBytes).range, with: end.written)])
    }

    /// The characters a line of a caption shows: its markup (`<i>`, `<v Anna>`, `<00:01.000>`)
    /// left out, a character reference (`&amp;`) one character.
    static func shownCharacters(_ line: Substring) -> Int {
        var count = 0
        var inTag = false, inReference = false
        for character in line {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            case "&" where !inTag:
                inReference = true
                count += 1
            case ";" where inReference: inReference = false
            case " " where inReference, "\t" where inReference: inReference = false; count += 1
            default: if !inTag, !inReference { count += 1 }
            }
        }
        return count
    }
}
