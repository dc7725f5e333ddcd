import EaseDiagnostics

/// Every audio recording has a transcript. One written but unread is the schema check's report.
struct AudioTranscriptRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["audio.missing-transcript": "an audio recording has no transcript"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.catalog.exercises.compactMap { exercise in
            guard case .guidedMeditation(let audio) = exercise.payload, audio.transcript == nil, !audio.transcriptIsUnread else { return nil }
            return .error("audio.missing-transcript", "audio '\(audio.media.written)' has no transcript",
                          at: audio.media.location,
                          notes: [DiagnosticNote("add 'transcript: media/…' beside 'path'; people who cannot hear the recording read it")])
        }
    }
}
