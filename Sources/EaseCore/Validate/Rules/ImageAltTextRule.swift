import EaseDiagnostics

/// Every image has alt text (or is explicitly decorative), and the alt text is not a file name
/// (the audit's test, ``ImageAltRule/endsWithFileExtension(_:)``, so the two agree).
struct ImageAltTextRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["image.missing-alt": "an image has no alternative text",
         "image.alt-is-filename": "an image's alternative text is a file name"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func checkAlt(_ alt: String?, decorative: Bool, unread: Bool = false, at location: SourceLocation, written: String) {
            let text = (alt ?? "").trimmingWhitespace()
            if text.isEmpty {
                guard !decorative, !unread else { return }
                diagnostics.append(.error("image.missing-alt", "image '\(written)' has no alt text",
                                          at: location,
                                          notes: [DiagnosticNote("describe what the image shows; VoiceOver reads it aloud. Mark images that carry no information with decorative: true")]))
            } else if ImageAltRule.endsWithFileExtension(text.lowercased()) {
                // An error, as the audit's finding on the page is: the build stops here, and the
                // mistake is reported once, where it is written.
                diagnostics.append(.error("image.alt-is-filename", "alt text '\(text)' is a file name, not a description",
                                          at: location,
                                          notes: [DiagnosticNote("describe what the image shows; VoiceOver reads the alt text aloud (WCAG 1.1.1)")]))
            }
        }
        let catalog = context.catalog
        var frontMatterImages = context.subjects(of: catalog.readings).compactMap(\.image)
            + context.subjects(of: catalog.onboardingPages).compactMap(\.image)
        for exercise in context.subjects(of: catalog.exercises) {
            if case .calmingScene(_, let scenes) = exercise.payload { frontMatterImages += scenes.compactMap(\.image) }
        }
        for image in frontMatterImages {
            checkAlt(image.alt, decorative: image.isDecorative, unread: image.altIsUnread, at: image.media.location, written: image.media.written)
        }
        for document in context.subjectDocuments {
            for reference in document.outline.references where reference.kind == .image {
                checkAlt(reference.text, decorative: false, at: document.location(reference.range), written: reference.destination)
            }
        }
        return diagnostics
    }
}

import Foundation
