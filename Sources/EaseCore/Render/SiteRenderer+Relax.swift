import Foundation

extension SiteRenderer {
    var moodsInOrder: [SiteConfiguration.Mood] { site.moods }
    var exercisesByID: [String: Exercise] {
        Dictionary(catalog.localeExercises.map { ($0.item.id.value, $0) }, uniquingKeysWith: { a, _ in a })
    }
    var relaxTitle: String { tabTitle("relax") }

    mutating func renderRelax() {
        let moods: [[String: Any]] = site.moods.map { mood in
            button("relax.mood.\(mood.id.value)", page: paths.relax, href: paths.mood(mood.id.value), extra: ["emoji": mood.emoji])
        }
        emit(paths.relax, template: "relax", title: relaxTitle, tab: "relax", context: [
            "title": relaxTitle, "prompt": site.relaxText["mood-prompt"] ?? "", "moods": moods,
        ])
        for mood in site.moods {
            let route = paths.mood(mood.id.value)
            let durations: [[String: Any]] = site.durations.map { minutes in
                button("relax.duration.\(minutes.value)", page: route,
                       href: paths.sessionStep(mood: mood.id.value, minutes: minutes.value, step: 1))
            }
            emit(route, template: "relax-mood", title: mood.label.value, tab: "relax", context: [
                "title": site.relaxText["duration-prompt"] ?? "", "mood": mood.label.value, "emoji": mood.emoji,
                "durations": durations, "backHref": paths.relax, "backLabel": relaxTitle,
            ])
            for rule in site.sessions where rule.mood.value == mood.id.value {
                renderSession(rule)
            }
        }
    }

    mutating func renderSession(_ rule: SiteConfiguration.SessionRule) {
        let count = rule.exercises.count
        for (index, id) in rule.exercises.enumerated() {
            guard let exercise = exercisesByID[id.value] else { continue }
            let step = index + 1
            let route = paths.sessionStep(mood: rule.mood.value, minutes: rule.minutes.value, step: step)
            let isLast = step == count
            let next = isLast ? paths.relax : paths.sessionStep(mood: rule.mood.value, minutes: rule.minutes.value, step: step + 1)
            var context = exerciseContext(exercise, page: route)
            context["progress"] = strings.exercise(step, of: count)
            context["motionScope"] = step == 1 ? "session-enter attention" : "attention"
            context["pauseMotion"] = controls.control(AccessibleControl(id: "session.pause-motion", screen: route, description: AccessibilityDescription(
                label: site.text("pause-animation"), traits: [.button], hint: site.text("pause-animation-hint"))), page: route, role: "button")
            context["advance"] = button("session.\(rule.mood.value).\(rule.minutes.value).step-\(step)", page: route, href: next,
                                        extra: ["primary": true])
            emit(route, template: "session-step", title: "\(exercise.item.title) (\(strings.exercise(step, of: count)))", tab: "relax", context: context)
        }
    }

    mutating func renderExercises() {
        for exercise in catalog.localeExercises {
            let route = paths.exercise(exercise.item.id.value)
            emit(route, template: "exercise", title: exercise.item.title, tab: "relax", context: exerciseContext(exercise, page: route))
        }
    }

    /// What `partials/exercise-body.mustache` shows for each kind of exercise.
    func exerciseContext(_ exercise: Exercise, page: String) -> [String: Any] {
        let id = exercise.item.id.value
        var context: [String: Any] = [
            "id": id, "title": exercise.item.title, "summary": exercise.summary, "instructions": exercise.instructions,
            "body": body(exercise.item, skippingTitle: false).html, "fadeSeconds": Int(exercise.instructionFadeSeconds),
        ]
        if let language = contentLanguage(exercise.item) { context["contentLang"] = language }
        switch exercise.payload {
        case .breathing(let pattern):
            context["breathing"] = breathingContext(exercise, pattern, page: page)
        case .calmingScene(_, let scenes):
            context["hasScenes"] = !scenes.isEmpty
            context["scenes"] = scenes.enumerated().map { index, scene -> [String: Any] in
                var values: [String: Any] = ["title": scene.title, "position": strings.position(index + 1, of: scenes.count), "number": index + 1]
                if let image = image(scene.image) { values["image"] = image }
                if let video = scene.video, let path = video.media.contentPath, let src = media[path] {
                    values["video"] = videoValues(video, src: src)
                }
                return values
            }
        case .copingStatements:
            context["statements"] = statementGroups()
            context["hasStatements"] = true
        case .guidedMeditation(let audio):
            var values: [String: Any] = ["length": site.text("length", ["length": strings.duration(seconds: audio.seconds)])]
            if let path = audio.media.contentPath, let src = media[path] { values["src"] = src }
            if let transcript = audio.transcript?.contentPath, let bytes = try? fileSystem.read(ValidationContext(catalog: catalog, fileSystem: fileSystem).diskPath(transcript)) {
                let text = String(decoding: bytes, as: UTF8.self)
                let paragraphs = text.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
                values["transcript"] = Array(paragraphs.dropFirst(paragraphs.first?.lowercased().contains("transcript") == true ? 1 : 0))
            }
            controls.record(page: page, id: "exercise.\(id).audio", role: "audio", AccessibilityDescription(
                label: site.text("recording-label"), value: strings.duration(seconds: audio.seconds), traits: [.startsMediaSession]))
            context["audio"] = values
        case nil:
            break
        }
        return context
    }

    /// A scene's video: its address and description, and its still image and captions when
    /// they are given (`<video poster>`, `<track kind="captions">`). The captions' language is
    /// the one their file is named for (`lake.ru.vtt`), else the default locale's: a translation
    /// that names its source's captions offers them as what they are.
    private func videoValues(_ video: VideoReference, src: String) -> [String: Any] {
        var values: [String: Any] = ["src": src, "description": video.description ?? ""]
        if let path = video.poster?.contentPath, let poster = media[path] { values["poster"] = poster }
        if let path = video.captions?.contentPath, let captions = media[path] {
            let language = MediaLanguage(catalog).of(path)
            values["captions"] = ["src": captions, "lang": language, "label": LocaleFormats.autonym(language)]
        }
        return values
    }

    private func breathingContext(_ exercise: Exercise, _ pattern: Exercise.BreathingPattern, page: String) -> [String: Any] {
        let id = exercise.item.id.value
        let phases = pattern.phases
        let steps = phases.filter { $0.1 > 0 }.map { phase, seconds -> String in
            // A JSON string as JSON writes it: a backslash or a quote in a prompt is escaped, not
            // left to break `JSON.parse` (and with it the pacer) or turned into another character.
            "{\"label\":\(JSONValue.quoted(pattern.prompts[phase] ?? phase)),\"seconds\":\(seconds)}"
        }
        let description = phases.filter { $0.1 > 0 }.map { phase, seconds in
            "\(pattern.prompts[phase] ?? phase): \(strings.seconds.format(SchemaType.format(seconds), locale: locale))"
        }.joined(separator: "; ")
        let pause = AccessibleControl(id: "exercise.\(id).pause", screen: page, description: AccessibilityDescription(
            label: site.buttons["pause"] ?? "Pause", traits: [.button], hint: strings.hints["breathing-running"]))
        return [
            "pattern": "\(description). \(strings.breaths.format(pattern.cycles, locale: locale)), \(strings.total(seconds: Int(pattern.totalSeconds.rounded()))).",
            "steps": "[" + steps.joined(separator: ",") + "]",
            "cycles": pattern.cycles,
            "begin": button("exercise.\(id).begin", page: page, href: ""),
            "pause": controls.control(pause, page: page, role: "button"),
            "resume": button("exercise.\(id).paused", page: page, href: ""),
        ]
    }

    func statementGroups() -> [[String: Any]] {
        guard let collection = catalog.localeCopingStatements else { return [] }
        return collection.groups.map { group in
            var values: [String: Any] = ["statements": group.statements.map(\.value)]
            if let heading = group.heading { values["heading"] = heading }
            return values
        }
    }

    mutating func renderCopingStatements() {
        guard let collection = catalog.localeCopingStatements else { return }
        var context: [String: Any] = ["title": collection.item.title, "summary": collection.summary, "groups": statementGroups()]
        if let source = sourceLine(collection.source) { context["source"] = site.text("based-on", filling: "source", with: source) }
        if let language = contentLanguage(collection.item) { context["contentLang"] = language }
        emit(paths.copingStatements, template: "coping-statements", title: collection.item.title, tab: "relax", context: context)
    }
}
