import EaseDiagnostics

/// A transcript gives every word a recording speaks, for people who cannot hear it (WCAG 1.2.1).
/// One with fewer than ``wordsPerMinute`` words for each minute the recording's `seconds` says it
/// plays reads as a summary or a stub (`Transcript to follow.`), not as what is said: a warning
/// at the transcript, with the count and the rate. Recordings shorter than half a minute are not
/// judged, nor transcripts that are missing or do not read (other rules report those).
struct TranscriptLengthRule: ValidationRule {
    /// The fewest words a minute a transcript has: far below any speaking pace, even a
    /// meditation's, which leaves silences (the sample's speaks 86 words a minute).
    static let wordsPerMinute = 20.0

    var diagnosticIDs: [String: String] { ["audio.short-transcript": "a transcript has far fewer words than its recording speaks"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var counted: [String: Int] = [:]
        for exercise in context.catalog.exercises {
            guard case .guidedMeditation(let audio) = exercise.payload, audio.seconds >= 30, let transcript = audio.transcript,
                  let path = transcript.contentPath, context.catalog.mediaFiles.contains(path), MediaRole.transcript.fits(path),
                  let words = counted[path] ?? Self.words(inFileAt: path, context) else { continue }
            counted[path] = words
            let minutes = Double(audio.seconds) / 60
            guard Double(words) < Self.wordsPerMinute * minutes else { continue }
            let rate = (Double(words) / minutes * 10).rounded() / 10
            diagnostics.append(.warning("audio.short-transcript",
                                        "the transcript '\(transcript.written)' has \(words) word\(words == 1 ? "" : "s") for a recording of \(SessionLengthRule.format(Double(audio.seconds))) (\(SchemaType.format(rate)) a minute): it reads as a summary, not as what is said",
                                        at: transcript.location,
                                        notes: [DiagnosticNote("people who cannot hear the recording read the transcript instead: give every word that is spoken, and say where it is silent (WCAG 1.2.1)")]))
        }
        return diagnostics
    }

    /// The words of the transcript file at `path` (plain text or Markdown), or `nil` when it
    /// does not read.
    private static func words(inFileAt path: String, _ context: ValidationContext) -> Int? {
        let diskPath = context.diskPath(path)
        guard case .bytes(let bytes)? = try? context.fileSystem.read(diskPath, limit: ContentLoader.maximumFileSize),
              let file = context.fileSystem.decode(bytes, path: diskPath).file else { return nil }
        return ProseWords.count(file.text)
    }
}
