import EaseDiagnostics

/// Every video has a text description.
struct VideoDescriptionRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["video.missing-description": "a video has no text description"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for exercise in context.catalog.exercises {
            guard case .calmingScene(_, let scenes) = exercise.payload else { continue }
            for scene in scenes {
                guard let video = scene.video, !video.descriptionIsUnread, (video.description ?? "").trimmingWhitespace().isEmpty else { continue }
                diagnostics.append(.error("video.missing-description", "video '\(video.media.written)' of scene '\(scene.id.value)' has no description",
                                          at: video.media.location,
                                          notes: [DiagnosticNote("add 'description:' saying what the video shows; VoiceOver reads it")]))
            }
        }
        return diagnostics
    }
}

import Foundation
