import EaseDiagnostics

/// Every calming scene shows exactly one of an image or a video. A scene that writes one the schema
/// rejected has that report alone.
struct SceneMediaRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["scene.media": "a scene has neither or both of image and video"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for exercise in context.catalog.exercises {
            guard case .calmingScene(_, let scenes) = exercise.payload else { continue }
            for scene in scenes {
                switch (scene.image, scene.video) {
                case (nil, nil) where !scene.mediaIsUnread:
                    diagnostics.append(.error("scene.media", "scene '\(scene.id.value)' has neither an image nor a video", at: scene.id.location))
                case (.some, .some):
                    diagnostics.append(.error("scene.media", "scene '\(scene.id.value)' has both an image and a video; keep one", at: scene.id.location))
                default:
                    break
                }
            }
        }
        return diagnostics
    }
}
