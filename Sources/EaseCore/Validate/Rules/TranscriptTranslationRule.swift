import EaseDiagnostics

/// A translation's recording is its own, but its transcript is still its source's file: the page
/// would show the source's words under a recording in the translation's language, and someone who
/// cannot hear it would read something else than what is said. A warning at the transcript, with
/// the file to write. When the content has that file, naming the source's is `media.other-locale`
/// (``MediaLocale``), with a fix-it, and this rule says nothing.
struct TranscriptTranslationRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.untranslated": "a translation has text that reads as its source's, left in the source's language"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        guard let site = catalog.site, var mediaLocale = MediaLocale(catalog) else { return [] }
        var sourceAudio: [String: AudioReference] = [:]
        for exercise in catalog.exercises where exercise.item.locale == nil {
            if case .guidedMeditation(let audio) = exercise.payload { sourceAudio[exercise.item.id.value] = audio }
        }
        var diagnostics: [Diagnostic] = []
        for exercise in catalog.exercises {
            guard let locale = exercise.item.locale, locale != site.defaultLocale,
                  case .guidedMeditation(let audio) = exercise.payload, let transcript = audio.transcript,
                  let path = transcript.contentPath, let source = sourceAudio[exercise.item.id.value],
                  source.transcript?.contentPath == path, let recording = audio.media.contentPath,
                  recording != source.media.contentPath, catalog.mediaFiles.contains(recording),
                  !mediaLocale.isOtherLocales(recording, pageLocale: locale, in: catalog),
                  !mediaLocale.isOtherLocales(path, pageLocale: locale, in: catalog) else { continue }
            let own = mediaLocale.path(path, namedFor: locale)
            diagnostics.append(.warning("l10n.untranslated",
                                        "the \(locale) recording '\(audio.media.written)' is its own, but its transcript '\(transcript.written)' is the \(site.defaultLocale) source's",
                                        at: transcript.location,
                                        notes: [DiagnosticNote("the page would show the \(site.defaultLocale) words under the \(locale) recording"),
                                                DiagnosticNote("write the \(locale) transcript as \(own) and name it here")]))
        }
        return diagnostics
    }
}
