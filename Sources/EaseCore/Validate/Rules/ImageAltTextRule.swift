import EaseBytes
import EaseDiagnostics

/// Every image has alt text (or is explicitly decorative), and the alt text is not a file name
/// (the audit's test, ``ImageAltRule/endsWithFileExtension(_:)``, so the two agree). Nor does it
/// open by saying it is an image ("Image of a lake"): VoiceOver says so already, so a listener
/// would hear it twice; a warning, with a fix-it that drops the words when they are written as read.
struct ImageAltTextRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["image.missing-alt": "an image has no alternative text",
         "image.alt-is-filename": "an image's alternative text is a file name",
         "image.alt-says-image": "an image's alternative text opens by saying it is an image",
         "image.long-alt": "an image's alternative text is longer than a sentence or two (over 150 characters)"]
    }

    /// The `alt:` of the `image:` at `path` in a document's front matter: `[]` for the top level,
    /// `["scenes", id]` for a scene's.
    static func altNode(in document: ParsedDocument, path: [String]) -> YAMLNode? {
        guard let root = document.frontMatter else { return nil }
        var node: YAMLNode? = root
        if path.count == 2 { node = root[path[0]]?.items?.first { $0["id"]?.string == path[1] } }
        return node?["image"]?["alt"]
    }

    /// Openings that say what VoiceOver says of every image, lower-cased: English ones, compared
    /// byte by byte in any letter case, and Russian ones, compared with the text lower-cased.
    static let englishImageWords = ["an image of ", "a picture of ", "a photograph of ", "a photo of ", "an illustration of ",
                                    "image of ", "picture of ", "photograph of ", "photo of ", "illustration of ", "graphic of "]
    static let russianImageWords = ["изображение ", "фотография ", "картинка ", "фото "]

    /// The most characters an alt text has before it is reported as long: VoiceOver reads it in
    /// one go, and a listener cannot skip about in it as in the page's text.
    static let longestAlt = 150

    /// The opening of `text` that says it is an image, as listed; `nil` when it has none.
    static func imageWordsOpening(_ text: String) -> String? {
        guard let first = text.utf8.first else { return nil }
        if first < 0x80 {
            // Only the openings with the text's first letter are compared (most alt texts open with "A").
            let folded = first >= 0x41 && first <= 0x5A ? first | 0x20 : first
            guard folded == UInt8(ascii: "a") || folded == UInt8(ascii: "i") || folded == UInt8(ascii: "p") || folded == UInt8(ascii: "g") else { return nil }
            return englishImageWords.first { $0.utf8.first == folded && text.utf8.startsIgnoringASCIICase(with: $0.utf8) }
        }
        let lowered = CommonScalars.lowercased(text: text)
        return russianImageWords.first { lowered.hasPrefix($0) }
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func checkAlt(_ alt: String?, decorative: Bool, unread: Bool = false, at location: SourceLocation, written: String,
                      document: ParsedDocument? = nil, inLink: Bool = false) {
            let text = (alt ?? "").trimmingWhitespace()
            if text.isEmpty {
                guard !decorative, !unread else { return }
                let linkNote = inLink ? [DiagnosticNote("it is all its link holds, so the link has no name either: VoiceOver would read only where it leads")] : []
                diagnostics.append(.error("image.missing-alt", "image '\(written)' has no alt text",
                                          at: location,
                                          notes: linkNote + [DiagnosticNote("describe what the image shows; VoiceOver reads it aloud. Mark images that carry no information with decorative: true")]))
            } else if ImageAltRule.endsWithFileExtension(CommonScalars.lowercased(text: text)) {
                // An error, as the audit's finding on the page is: the build stops here, and the
                // mistake is reported once, where it is written.
                diagnostics.append(.error("image.alt-is-filename", "alt text '\(text)' is a file name, not a description",
                                          at: location,
                                          notes: [DiagnosticNote("describe what the image shows; VoiceOver reads the alt text aloud (WCAG 1.1.1)")]))
            } else if let opening = Self.imageWordsOpening(text), text.count > opening.count {
                // English "… of" drops off and leaves a description: the opening and the letter after
                // it, as written, become that letter capitalised. A Russian opening governs the
                // case of the words after it, so they would need rewording.
                let rest = text.dropFirst(opening.count)
                let described = opening.hasSuffix(" of ") ? rest.prefix(1).uppercased() + rest.dropFirst() : nil
                let place = described == nil ? nil : document.flatMap { context.sourceFile(of: $0) }?
                    .range(ofTheOne: String(text.prefix(opening.count + 1)), within: location.range)
                diagnostics.append(.warning("image.alt-says-image", "alt text '\(text)' opens with '\(text.prefix(opening.count - 1))': VoiceOver says it is an image already, so it would say so twice",
                                            at: location,
                                            notes: [DiagnosticNote(described.map { "say what the image shows: '\($0)'" } ?? "say what the image shows, without saying it is one")],
                                            fixIts: place.map { [FixIt("remove '\(text.prefix(opening.count - 1))'", replacing: $0, with: rest.prefix(1).uppercased())] } ?? []))
            } else if text.utf8.count > Self.longestAlt, case let length = text.count, length > Self.longestAlt {
                diagnostics.append(.warning("image.long-alt", "alt text of image '\(written)' is \(length) characters long: VoiceOver reads it in one go",
                                            at: location,
                                            notes: [DiagnosticNote("say what matters about the image in a sentence or two (\(Self.longestAlt) characters at most); more detail belongs in the text around it, where a listener can move through it")]))
            }
        }
        let catalog = context.catalog
        // Each image with its document and the path of its `image:` in the front matter.
        var frontMatterImages = context.subjects(of: catalog.readings).compactMap { reading in reading.image.map { ($0, reading.item.document, [String]()) } }
            + context.subjects(of: catalog.onboardingPages).compactMap { page in page.image.map { ($0, page.item.document, [String]()) } }
        for exercise in context.subjects(of: catalog.exercises) {
            if case .calmingScene(_, let scenes) = exercise.payload {
                frontMatterImages += scenes.compactMap { scene in scene.image.map { ($0, exercise.item.document, ["scenes", scene.id.value]) } }
            }
        }
        for (image, document, path) in frontMatterImages {
            // An alt text is reported where it is written, found again only when it is there
            // (an image keeps no place of its own for it: a word more in every reading).
            let altNode = image.alt?.isEmpty == false ? Self.altNode(in: document, path: path) : nil
            let location = altNode.flatMap { $0.string == image.alt ? document.location($0.range) : nil } ?? image.media.location
            checkAlt(image.alt, decorative: image.isDecorative, unread: image.altIsUnread, at: location, written: image.media.written, document: document)
        }
        for document in context.subjectDocuments {
            let references = document.references
            for index in references.indices where references[index].kind == .image {
                let reference = references[index]
                let inLink = index > 0 && references[index - 1].kind == .link && LinkTextRule.holdsImageWithoutAlt(references, link: index - 1)
                checkAlt(reference.text, decorative: false, at: document.location(reference.range), written: reference.destination, document: document,
                         inLink: inLink)
            }
        }
        return diagnostics
    }
}

import Foundation
