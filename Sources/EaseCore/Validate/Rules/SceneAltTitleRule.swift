import EaseDiagnostics

/// A scene's alt text describes its picture rather than repeating its title. The site captions
/// each scene's picture with its title, and the app's pager names the scene by it, so an alt text
/// that reads as the title (``ReadAlike``: letter case, spaces and a closing mark aside) is heard
/// twice in a row by a VoiceOver user, who is still not told what the picture shows (WCAG
/// 1.1.1). A warning at the alt text, with a note at the title; no fix-it, as only the author
/// can say what the picture shows.
struct SceneAltTitleRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["scene.alt-repeats-title": "a scene's alternative text reads as the scene's title, which captions its picture"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for exercise in context.catalog.exercises {
            guard case .calmingScene(_, let scenes) = exercise.payload else { continue }
            for scene in scenes {
                guard let image = scene.image, !image.isDecorative, let alt = image.alt?.trimmingWhitespace(), !alt.isEmpty,
                      ReadAlike.key(alt) == ReadAlike.key(scene.title) else { continue }
                let document = exercise.item.document
                let location = ImageAltTextRule.altNode(in: document, path: ["scenes", scene.id.value]).map { document.location($0.range) } ?? image.media.location
                diagnostics.append(.warning("scene.alt-repeats-title",
                                            "scene '\(scene.id.value)' has the alt text '\(alt)', which is its title: VoiceOver would read the caption's words twice and never say what the picture shows",
                                            at: location,
                                            notes: [DiagnosticNote("the title, which captions the picture", at: scene.titleLocation ?? scene.id.location),
                                                    DiagnosticNote("describe what the picture shows: its colours, light and what is in it (WCAG 1.1.1)")]))
            }
        }
        return diagnostics
    }
}
