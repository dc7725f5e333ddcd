import Foundation
import EaseCore
import Testing

@Suite struct PluralRulesTests {
    /// The CLDR rule for Russian written out independently, to check the implementation over 0…200.
    func russian(_ n: Int) -> PluralCategory {
        let last = n % 10, lastTwo = n % 100
        if last == 1 && lastTwo != 11 { return .one }
        if [2, 3, 4].contains(last) && ![12, 13, 14].contains(lastTwo) { return .few }
        return .many
    }

    @Test func russianWholeNumbers() {
        for n in 0...200 {
            #expect(PluralRules.category(of: n, locale: "ru") == russian(n), "n = \(n)")
        }
        #expect(PluralRules.category(of: 1, locale: "ru") == .one)
        #expect(PluralRules.category(of: 21, locale: "ru") == .one)
        #expect(PluralRules.category(of: 11, locale: "ru") == .many)
        #expect(PluralRules.category(of: 22, locale: "ru") == .few)
        #expect(PluralRules.category(of: 112, locale: "ru") == .many)
    }

    @Test func englishWholeNumbers() {
        for n in 0...200 {
            #expect(PluralRules.category(of: n, locale: "en") == (n == 1 ? .one : .other), "n = \(n)")
        }
    }

    @Test(arguments: ["1.5", "0.0", "1.0", "2.25", "21.1"])
    func decimalsAreOtherInRussianAndEnglish(text: String) throws {
        let operands = try #require(PluralOperands(text))
        #expect(PluralRules.category(of: operands, locale: "ru") == .other)
        #expect(PluralRules.category(of: operands, locale: "en") == .other, "1.0 has a visible fraction digit: 'other' in English")
    }

    @Test func operandsFollowCLDR() throws {
        let operands = try #require(PluralOperands("1.50"))
        #expect(operands.i == 1 && operands.v == 2 && operands.f == 50)
        #expect(PluralOperands("abc") == nil)
    }

    @Test func minutesAgreeInNumber() {
        let ru = AccessibilityStrings.for("ru").minutes
        #expect(ru.format(1, locale: "ru") == "1 минута")
        #expect(ru.format(2, locale: "ru") == "2 минуты")
        #expect(ru.format(5, locale: "ru") == "5 минут")
        #expect(ru.format(21, locale: "ru") == "21 минута")
        #expect(ru.format("1.5", locale: "ru") == "1,5 минуты")
        let en = AccessibilityStrings.for("en").minutes
        #expect(en.format(1, locale: "en") == "1 minute")
        #expect(en.format(5, locale: "en") == "5 minutes")
        #expect(AccessibilityStrings.for("en").duration(seconds: 151) == "2 minutes 31 seconds")
        #expect(AccessibilityStrings.for("ru").duration(seconds: 151) == "2 минуты 31 секунда")
    }
}

@Suite struct AccessibilityDescriptionTests {
    /// Traits are equal and hashed by their case (not their raw strings), and keep their raw
    /// values on the wire: each case equals itself only, a table keyed by every case finds each,
    /// and a trait is encoded as its raw string.
    @Test func traitsAreKeysByTheirCase() throws {
        let all = AccessibilityTrait.allCases
        for first in all {
            for second in all { #expect((first == second) == (first.rawValue == second.rawValue)) }
        }
        #expect(Set(all).count == all.count)
        let words = Dictionary(uniqueKeysWithValues: all.map { ($0, $0.rawValue.uppercased()) })
        for trait in all { #expect(words[trait] == trait.rawValue.uppercased()) }
        let encoded = try JSONEncoder().encode(all)
        #expect(String(decoding: encoded, as: UTF8.self).contains("\"starts-media-session\""))
        #expect(try JSONDecoder().decode([AccessibilityTrait].self, from: encoded) == all)
        // Every word a locale speaks is found, in both locales.
        for locale in ["en", "ru"] {
            let strings = AccessibilityStrings.for(locale)
            #expect(strings.traitWords[.button] != nil && strings.traitWords[.link] != nil)
        }
    }

    @Test func spokenStringFollowsVoiceOverOrder() {
        #expect(AccessibilityDescription(label: "Very anxious", traits: [.button]).spoken(locale: "en") == "Very anxious, button")
        let cart = AccessibilityDescription(label: "Cart", value: "369 rubles, 3 items", traits: [.button], customActions: ["Remove"])
        #expect(cart.spoken(locale: "en") == "Cart, 369 rubles, 3 items, button. Actions available")
        let page = AccessibilityDescription(label: "Page", value: "2 of 5", traits: [.adjustable], hint: "Moves between pages")
        #expect(page.spoken(locale: "en") == "Page, 2 of 5, adjustable. Moves between pages")
        #expect(AccessibilityDescription(label: "Играть", traits: [.button, .startsMediaSession]).spoken(locale: "ru") == "Играть, кнопка")
    }

    @Test func inventoryCoversEveryControlOfTheSampleContent() throws {
        let catalog = ContentPipeline().check(contentRoot: sampleContentPath).catalog
        let controls = ControlInventory.controls(for: catalog, locale: "en")
        let ids = Set(controls.map(\.id))
        for id in ["relax.mood.very-anxious", "relax.duration.5", "exercise.deep-breathing.begin", "exercise.deep-breathing.running",
                   "exercise.guided-meditation.play", "exercise.calming-scene.scene.lake-at-dawn", "onboarding.welcome.skip",
                   "onboarding.get-started.get-started", "onboarding.about-gad.pager", "session.very-anxious.10.step-3", "learn.show-tutorial"] {
            #expect(ids.contains(id), "missing \(id)")
        }
        #expect(controls.count == ids.count, "control ids are unique")
        let spoken = Dictionary(uniqueKeysWithValues: controls.map { ($0.id, $0.description.spoken(locale: "en")) })
        #expect(spoken["relax.mood.very-anxious"] == "Very anxious, button. Shows how long you can relax")
        #expect(spoken["relax.duration.5"] == "5 minutes, button. Starts a session")
        #expect(spoken["session.very-anxious.10.step-3"] == "Done, Exercise 3 of 3, button. Ends the session and returns to Relax")
        #expect(spoken["exercise.guided-meditation.play"] == "Play, 2 minutes 31 seconds, button. Plays the guided meditation")
        #expect(spoken["exercise.deep-breathing.running"] == "Breathe in, button. Pauses the exercise")
        for control in controls {
            let label = control.description.label
            #expect(!label.hasSuffix("."), "\(control.id)")
            #expect(label.first?.isLowercase == false, "\(control.id): '\(label)'")
            #expect(!(control.description.hint ?? "").lowercased().hasPrefix("tap"), "\(control.id)")
        }
        let russian = ControlInventory.controls(for: catalog, locale: "ru")
        #expect(russian.first { $0.id == "relax.duration.5" }?.description.spoken(locale: "ru") == "5 минут, кнопка. Начинает сеанс")
        #expect(russian.first { $0.id == "relax.duration.2" }?.description.label == "2 минуты")
    }
}

import EaseTestSupport
let sampleContentPath = ContentFixture.sampleContent
