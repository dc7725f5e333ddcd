import EaseBytes
/// Every control the app and the site draw from content, with its accessibility description:
/// the single source for the bundle's `accessibility.json`, the site's names and roles, and the
/// auditors' inventory of spoken strings.
public enum ControlInventory {
    /// The controls for a catalog in a locale.
    public static func controls(for catalog: ContentCatalog, locale: String) -> [AccessibleControl] {
        guard let site = catalog.site else { return [] }
        let strings = AccessibilityStrings.for(locale)
        var controls: [AccessibleControl] = []
        func add(_ id: String, _ screen: String, _ description: AccessibilityDescription) {
            controls.append(AccessibleControl(id: id, screen: screen, description: description))
        }
        func button(_ key: String) -> String { site.buttons[key] ?? key }

        for (index, tab) in site.tabs.enumerated() {
            add("tab.\(tab.id)", "tab-bar", AccessibilityDescription(
                label: tab.title, value: strings.position(index + 1, of: site.tabs.count), traits: [.button], hint: strings.hints["tab"]))
        }
        for mood in site.moods {
            add("relax.mood.\(mood.id.value)", "relax", AccessibilityDescription(label: mood.label.value, traits: [.button], hint: strings.hints["mood"]))
        }
        for minutes in site.durations {
            add("relax.duration.\(minutes.value)", "relax", AccessibilityDescription(
                label: strings.minutes.format(minutes.value, locale: locale), traits: [.button], hint: strings.hints["duration"]))
        }
        for rule in site.sessions {
            let screen = "relax/\(rule.mood.value)/\(rule.minutes.value)"
            for index in rule.exercises.indices {
                let isLast = index == rule.exercises.count - 1
                add("session.\(rule.mood.value).\(rule.minutes.value).step-\(index + 1)", screen, AccessibilityDescription(
                    label: button(isLast ? "done" : "next"),
                    value: strings.exercise(index + 1, of: rule.exercises.count),
                    traits: [.button], hint: strings.hints[isLast ? "done" : "next"]))
            }
        }
        for exercise in catalog.localeExercises {
            controls += exerciseControls(exercise, site: site, strings: strings)
        }
        // By index: a `for reading in` loop copies each reading whole (every field's reference).
        // The item's fields read in place (a copy of the item took and dropped each reference it holds).
        let readings = catalog.localeReadings
        let readingHint = strings.hints["reading"]
        controls.reserveCapacity(controls.count + readings.count + 2 * catalog.localeOnboardingPages.count + 2)
        for index in readings.indices {
            add(String(joining: "learn.reading.", readings[index].item.id.value), "learn",
                AccessibilityDescription(label: readings[index].item.title, traits: [.button], hint: readingHint))
        }
        add("learn.show-tutorial", "learn", AccessibilityDescription(label: button("show-tutorial"), traits: [.button], hint: strings.hints["show-tutorial"]))
        let pages = catalog.localeOnboardingPages.sorted { $0.page.value < $1.page.value }
        for page in pages {
            let screen = "onboarding/\(page.item.id.value)"
            add("onboarding.\(page.item.id.value).pager", screen, AccessibilityDescription(
                label: strings.pageLabel, value: strings.position(page.page.value, of: pages.count), traits: [.adjustable], hint: strings.hints["page-pager"]))
            if page.page.value == pages.count {
                add("onboarding.\(page.item.id.value).get-started", screen, AccessibilityDescription(
                    label: button("get-started"), traits: [.button], hint: strings.hints["get-started"]))
            } else {
                add("onboarding.\(page.item.id.value).skip", screen, AccessibilityDescription(
                    label: button("skip"), traits: [.button], hint: strings.hints["skip"]))
            }
        }
        if let compose = site.reflect.composeLabel {
            add("reflect.compose", "reflect", AccessibilityDescription(label: compose, traits: [.button], hint: strings.hints["compose"]))
        }
        return controls
    }

    private static func exerciseControls(_ exercise: Exercise, site: SiteConfiguration, strings: AccessibilityStrings) -> [AccessibleControl] {
        let id = exercise.item.id.value
        let screen = "exercise/\(id)"
        func control(_ suffix: String, _ description: AccessibilityDescription) -> AccessibleControl {
            AccessibleControl(id: "exercise.\(id).\(suffix)", screen: screen, description: description)
        }
        switch exercise.payload {
        case .breathing(let pattern):
            let first = pattern.prompts["inhale"] ?? "Breathe in"
            return [
                control("begin", AccessibilityDescription(label: site.buttons["begin"] ?? "Begin", traits: [.button], hint: strings.hints["begin"])),
                control("running", AccessibilityDescription(label: first, traits: [.button, .updatesFrequently], hint: strings.hints["breathing-running"])),
                control("paused", AccessibilityDescription(label: site.buttons["resume"] ?? "Resume", traits: [.button], hint: strings.hints["resume"])),
            ]
        case .calmingScene(_, let scenes):
            return scenes.enumerated().map { index, scene in
                control("scene.\(scene.id.value)", AccessibilityDescription(
                    label: strings.sceneLabel, value: "\(scene.title), \(strings.position(index + 1, of: scenes.count))",
                    traits: [.adjustable], hint: strings.hints["scene-pager"]))
            }
        case .guidedMeditation(let audio):
            let length = strings.duration(seconds: audio.seconds)
            return [
                control("play", AccessibilityDescription(label: site.buttons["play"] ?? "Play", value: length,
                                                         traits: [.button, .startsMediaSession], hint: strings.hints["play"])),
                control("pause", AccessibilityDescription(label: site.buttons["pause"] ?? "Pause", traits: [.button], hint: strings.hints["pause-audio"])),
            ]
        case .copingStatements, nil:
            return []
        }
    }
}
