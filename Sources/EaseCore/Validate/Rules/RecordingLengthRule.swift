import EaseDiagnostics

/// A recording's `seconds` says how long it plays: the session matrix adds it up, and the player
/// shows it. When the file says otherwise (``RecordingLength``: MP3, WAV, M4A, raw AAC, Ogg
/// Vorbis and Opus), by more than two seconds or a twentieth, it is a warning at `seconds` with a
/// fix-it to the file's length.
struct RecordingLengthRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["audio.length-mismatch": "a recording's 'seconds' differs from how long its file plays"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var mediaLocale = MediaLocale(context.catalog)
        let defaultLocale = context.catalog.site?.defaultLocale ?? ""
        for exercise in context.catalog.exercises {
            guard case .guidedMeditation(let audio) = exercise.payload, let path = audio.media.contentPath,
                  // Another locale's recording is the mistake to report (`media.other-locale`), not its length.
                  mediaLocale?.isOtherLocales(path, pageLocale: exercise.item.locale ?? defaultLocale, in: context.catalog) != true,
                  let bytes = try? context.fileSystem.read(context.diskPath(path)),
                  let measured = RecordingLength.seconds(of: bytes, path: path) else { continue }
            let written = Double(audio.seconds)
            guard abs(measured - written) > max(2, measured / 20) else { continue }
            let document = exercise.item.document
            let node = document.frontMatter?["audio"]?["seconds"]
            let rounded = String(Int(measured.rounded()))
            diagnostics.append(.warning("audio.length-mismatch",
                                        "'\(audio.media.written)' plays for \(SessionLengthRule.format(measured)), but 'seconds' is \(audio.seconds)",
                                        at: node.map { document.location($0.range) } ?? audio.media.location,
                                        notes: [DiagnosticNote("sessions add up each exercise's seconds, and the player shows them")],
                                        fixIts: node.map { [FixIt("write \(rounded)", replacing: $0.range, with: rounded)] } ?? []))
        }
        return diagnostics
    }
}
