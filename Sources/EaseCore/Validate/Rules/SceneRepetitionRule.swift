import EaseDiagnostics

/// The scenes of a calming-scene exercise differ: no two show the same file, read the same title
/// (the pager's label, which VoiceOver reads), or describe different images with the same alt
/// text. A scene block copied and given a new id only is each of these.
struct SceneRepetitionRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["scene.repeated": "two scenes of an exercise show the same file, have the same title, or describe different images with the same alt text"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for exercise in context.catalog.exercises {
            guard case .calmingScene(_, let scenes) = exercise.payload else { continue }
            var byFile: [String: Exercise.Scene] = [:], byTitle: [String: Exercise.Scene] = [:], byAlt: [String: Exercise.Scene] = [:]
            for scene in scenes {
                let media = scene.image?.media ?? scene.video?.media
                if let media, let path = media.contentPath {
                    if let earlier = byFile[path] {
                        diagnostics.append(repeated("scene '\(scene.id.value)' shows the same file as scene '\(earlier.id.value)'; the pager would offer one view twice",
                                                    at: media.location, earlier: earlier))
                        continue
                    }
                    byFile[path] = scene
                }
                let title = ReadAlike.key(scene.title)
                if let location = scene.titleLocation, let earlier = byTitle[title] {
                    diagnostics.append(repeated("scene '\(scene.id.value)' has the same title as scene '\(earlier.id.value)'; the pager would name both '\(scene.title)'",
                                                at: location, earlier: earlier))
                } else {
                    byTitle[title] = scene
                }
                if let image = scene.image, let alt = image.alt.map(ReadAlike.key), !alt.isEmpty {
                    if let earlier = byAlt[alt] {
                        diagnostics.append(repeated("scene '\(scene.id.value)' describes its image with the same alt text as scene '\(earlier.id.value)', whose image is another file; describe what each shows",
                                                    at: image.media.location, earlier: earlier))
                    } else {
                        byAlt[alt] = scene
                    }
                }
            }
        }
        return diagnostics
    }

    private func repeated(_ message: String, at location: SourceLocation, earlier: Exercise.Scene) -> Diagnostic {
        .warning("scene.repeated", message, at: location, notes: [DiagnosticNote("the earlier scene, '\(earlier.id.value)'", at: earlier.id.location)])
    }
}
