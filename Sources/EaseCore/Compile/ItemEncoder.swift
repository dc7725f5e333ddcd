import EaseMarkdown

/// Encodes each kind of content item as its bundle JSON.
struct ItemEncoder {
    /// Content-relative path of every document → its item id.
    let idsByPath: ContentLinkTable
    let mediaPaths: [String: String]
    /// The language of captions files, by their names; the default locale's without a catalog.
    let mediaLanguage: MediaLanguage

    /// An encoder with the ids of `idsByPath`; given the catalog (or view) the items are from, it
    /// writes the links the check resolved in it without looking them up.
    init(idsByPath: [String: String], mediaPaths: [String: String], catalog: ContentCatalog? = nil) {
        self.idsByPath = catalog.map { ContentLinkTable(idsByPath, resolvingLinksOf: $0) } ?? ContentLinkTable(idsByPath)
        self.mediaPaths = mediaPaths
        mediaLanguage = MediaLanguage(catalog)
    }

    /// Average silent reading speed used for "reading time".
    static let wordsPerMinute = 200

    /// Reading time in whole minutes (at least one) of a body with `words` words.
    static func readingMinutes(words: Int) -> Int {
        max(1, Int((Double(words) / Double(wordsPerMinute)).rounded()))
    }

    /// An item's bundle file: `members` plus its id, type, title and body (the body written
    /// straight into the bytes by ``BlockTreeEncoder``).
    private func document(_ item: ContentItem, kind: String, _ members: JSONObject) -> [UInt8] {
        var members = members
        members["id"] = .string(item.id.value)
        members["type"] = .string(kind)
        members["title"] = .string(item.title)
        let body = BlockTreeEncoder(idsByPath: idsByPath, mediaPaths: mediaPaths, documentPath: item.document.source.relativePath,
                                    resolvedLinks: idsByPath.resolvedLinks(of: item.document))
        return JSONValue.objectBytes(members, streaming: "body") { writer in body.write(item.renderTree(), into: &writer) }
    }

    private func media(_ reference: MediaReference?) -> JSONValue {
        .optional(reference?.contentPath.flatMap { mediaPaths[$0] })
    }

    private func image(_ image: ImageReference?) -> JSONValue {
        guard let image else { return .null }
        return .members(["src": media(image.media), "alt": .string(image.isDecorative ? "" : image.alt ?? ""),
                         "decorative": .bool(image.isDecorative)])
    }

    private func source(_ source: SourceAttribution?) -> JSONValue {
        guard let source else { return .null }
        return .members(["title": .string(source.title), "author": .string(source.author),
                         "publisher": .optional(source.publisher), "year": .integer(source.year), "pages": .string(source.pages)])
    }

    func reading(_ reading: Reading) -> [UInt8] {
        var object: JSONObject = [:]
        object["summary"] = .string(reading.summary)
        object["source"] = source(reading.source)
        object["related"] = .array(reading.related.map { .string($0.value) })
        object["image"] = image(reading.image)
        object["readingMinutes"] = .integer(Self.readingMinutes(words: reading.item.document.wordCount))
        return document(reading.item, kind: "reading", object)
    }

    func onboardingPage(_ page: OnboardingPage) -> [UInt8] {
        var object: JSONObject = [:]
        object["page"] = .integer(page.page.value)
        object["reminder"] = .optional(page.reminder)
        object["image"] = image(page.image)
        return document(page.item, kind: "onboarding-page", object)
    }

    func copingStatements(_ collection: CopingStatementCollection) -> [UInt8] {
        var object: JSONObject = [:]
        object["summary"] = .string(collection.summary)
        object["source"] = source(collection.source)
        object["groups"] = .array(collection.groups.map { group in
            .object(["heading": .optional(group.heading), "statements": .array(group.statements.map { .string($0.value) })])
        })
        return document(collection.item, kind: "coping-statements", object)
    }

    func exercise(_ exercise: Exercise) -> [UInt8] {
        var object: JSONObject = [:]
        object["kind"] = .string(exercise.kind)
        object["summary"] = .string(exercise.summary)
        object["instructions"] = .string(exercise.instructions)
        object["instructionFadeSeconds"] = .number(exercise.instructionFadeSeconds)
        object["sessionSeconds"] = exercise.sessionSeconds.map(JSONValue.number) ?? .null
        switch exercise.payload {
        case .breathing(let pattern):
            object["breathing"] = breathing(pattern)
            object["haptics"] = .string("haptics/\(exercise.item.id.value).ahap")
        case .calmingScene(_, let scenes):
            object["scenes"] = .array(scenes.map { scene in
                .object(["id": .string(scene.id.value), "title": .string(scene.title), "image": image(scene.image),
                         "video": scene.video.map { video in
                             .object(["src": media(video.media), "description": .optional(video.description),
                                      "captions": media(video.captions), "poster": media(video.poster),
                                      "captionsLanguage": .optional(video.captions?.contentPath.map(mediaLanguage.of))])
                         } ?? .null])
            })
        case .guidedMeditation(let audio):
            object["audio"] = .object(["src": media(audio.media), "transcript": media(audio.transcript), "seconds": .integer(audio.seconds)])
        case .copingStatements, nil:
            break
        }
        return document(exercise.item, kind: "exercise", object)
    }

    /// The timing, and every instruction with its start time, so the app need not recompute them.
    private func breathing(_ pattern: Exercise.BreathingPattern) -> JSONValue {
        let phases = pattern.phases
        var steps: [JSONValue] = []
        var start = 0.0
        for cycle in 0..<pattern.cycles {
            for (phase, seconds) in phases where seconds > 0 {
                steps.append(.object(["cycle": .integer(cycle + 1), "phase": .string(phase), "label": .optional(pattern.prompts[phase]),
                                      "start": .number(start), "duration": .number(seconds)]))
                start += seconds
            }
        }
        return .object([
            "timing": .object(phases.reduce(into: [:]) { $0[$1.0] = .number($1.1) }),
            "cycles": .integer(pattern.cycles),
            "steps": .array(steps),
        ])
    }

    func site(_ site: SiteConfiguration) -> JSONValue {
        .object([
            "locale": .string(site.locale),
            "title": .string(site.title),
            "relax": .object(["moodPrompt": .string(site.relaxText["mood-prompt"] ?? ""),
                              "durationPrompt": .string(site.relaxText["duration-prompt"] ?? "")]),
            "reflect": .object(["intro": .string(site.reflect.intro), "composeLabel": .optional(site.reflect.composeLabel),
                                "prompts": .array(site.reflect.prompts.map(JSONValue.string)), "emptyState": .string(site.reflect.emptyState)]),
            "tabs": .array(site.tabs.map { tab in
                .object(["id": .string(tab.id), "title": .string(tab.title),
                         "background": .optional(tab.background?.value.description), "text": .optional(tab.text?.value.description)])
            }),
            "moods": .array(site.moods.map { .object(["id": .string($0.id.value), "emoji": .string($0.emoji), "label": .string($0.label.value)]) }),
            "durations": .array(site.durations.map { .integer($0.value) }),
            "reminders": .object(site.reminders.mapValues { reminder in
                .object(["time": .optional(reminder.time?.description), "enabled": .bool(reminder.enabled), "message": .string(reminder.message)])
            }),
            "motion": .object([
                "durations": .object(site.motionDurations.mapValues(JSONValue.integer)),
                "easings": .object(site.motionEasings.mapValues { curve in
                    .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number))
                }),
            ]),
            "buttons": .object(site.buttons.mapValues(JSONValue.string)),
            "onboarding": .object(["tutorialPage": .optional(site.tutorialPage?.value)]),
        ])
    }
}
