import EaseDiagnostics

/// An image's alt text describes the picture rather than repeating the title beside it. The site
/// captions each scene's picture with the scene's title (and the app's pager names the scene by
/// it), and puts a reading's or an onboarding page's illustration under the page's title, so an
/// alt text that reads as that title (``ReadAlike``: letter case, spaces and a closing mark aside)
/// is heard twice in a row by a VoiceOver user, who is still not told what the picture shows (WCAG
/// 1.1.1). A warning at the alt text, with a note at the title; no fix-it, as only the author can
/// say what the picture shows.
struct ImageAltTitleRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["image.alt-repeats-title": "an image's alternative text reads as the title beside it: a scene's caption, or the page's title"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        var diagnostics: [Diagnostic] = []
        func look(at image: ImageReference?, in document: ParsedDocument, path: [String], title: String, titleLocation: @autoclosure () -> SourceLocation,
                  what: String, whose: String) {
            guard let image, !image.isDecorative, let alt = image.alt?.trimmingWhitespace(), !alt.isEmpty,
                  // Most alt texts are much longer than the titles beside them: told apart by length alone.
                  abs(alt.utf8.count - title.utf8.count) <= 4, ReadAlike.key(alt) == ReadAlike.key(title) else { return }
            let location = ImageAltTextRule.altNode(in: document, path: path).map { document.location($0.range) } ?? image.media.location
            diagnostics.append(.warning("image.alt-repeats-title",
                                        "\(what) has the alt text '\(alt)', which is \(whose) title: VoiceOver would read the same words twice and never say what the picture shows",
                                        at: location,
                                        notes: [DiagnosticNote(path.isEmpty ? "the page's title, right above the picture" : "the scene's title, which captions the picture",
                                                               at: titleLocation()),
                                                DiagnosticNote("describe what the picture shows: its colours, light and what is in it (WCAG 1.1.1)")]))
        }
        for exercise in catalog.exercises {
            guard case .calmingScene(_, let scenes) = exercise.payload else { continue }
            for scene in scenes {
                look(at: scene.image, in: exercise.item.document, path: ["scenes", scene.id.value], title: scene.title,
                     titleLocation: scene.titleLocation ?? scene.id.location, what: "scene '\(scene.id.value)'", whose: "its")
            }
        }
        // By index: a reading copied out of the array is a dozen reference counts taken and dropped.
        for index in catalog.readings.indices where catalog.readings[index].image != nil {
            let item = catalog.readings[index].item
            look(at: catalog.readings[index].image, in: item.document, path: [], title: item.title, titleLocation: item.location(ofValueAt: "title"),
                 what: "the illustration of '\(item.id.value)'", whose: "the page's")
        }
        for page in catalog.onboardingPages where page.image != nil {
            look(at: page.image, in: page.item.document, path: [], title: page.item.title, titleLocation: page.item.location(ofValueAt: "title"),
                 what: "the illustration of '\(page.item.id.value)'", whose: "the page's")
        }
        return diagnostics
    }
}
