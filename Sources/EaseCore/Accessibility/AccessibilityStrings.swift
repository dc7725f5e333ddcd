import Foundation

/// The words assistive technologies speak around content: trait names, counts and hints.
/// English and Russian; other locales fall back to English.
public struct AccessibilityStrings: Sendable {
    /// The locale these strings are for.
    public var locale: String
    /// Spoken names of traits; traits without an entry are not spoken.
    public var traitWords: [AccessibilityTrait: String]
    /// Said after a control with custom actions.
    public var actionsAvailable: String
    /// "minute" in every plural form.
    public var minutes: PluralForms
    /// "seconds" in every plural form.
    public var seconds: PluralForms
    /// "breaths" in every plural form.
    public var breaths: PluralForms
    /// "{count} in all" for a total length.
    public var totalTemplate: String
    /// "{position} of {count}".
    public var ofTemplate: String
    /// Hints, by control kind.
    public var hints: [String: String]
    /// Words for pagers.
    public var pageLabel: String
    public var sceneLabel: String
    /// "Exercise {position} of {count}".
    public var exerciseOfTemplate: String

    /// "2 of 5".
    public func position(_ position: Int, of count: Int) -> String { fill(ofTemplate, position, count) }

    /// "1 minute 38 seconds in all".
    public func total(seconds: Int) -> String { totalTemplate.replacingPlaceholder("{count}", with: duration(seconds: seconds)) }

    /// "Exercise 2 of 3".
    public func exercise(_ position: Int, of count: Int) -> String { fill(exerciseOfTemplate, position, count) }

    /// A length in minutes and seconds: "2 minutes 31 seconds", "2 минуты 31 секунда".
    public func duration(seconds total: Int) -> String {
        var parts: [String] = []
        if total >= 60 { parts.append(minutes.format(total / 60, locale: locale)) }
        if total % 60 > 0 || total == 0 { parts.append(seconds.format(total % 60, locale: locale)) }
        return parts.joined(separator: " ")
    }

    private func fill(_ template: String, _ position: Int, _ count: Int) -> String {
        template.replacingPlaceholder("{position}", with: String(position)).replacingPlaceholder("{count}", with: String(count))
    }

    /// The strings for a locale.
    public static func `for`(_ locale: String) -> AccessibilityStrings {
        PluralRules.language(of: locale) == "ru" ? russian : english
    }

    static let english = AccessibilityStrings(
        locale: "en",
        traitWords: [.button: "button", .header: "heading", .link: "link", .selected: "selected",
                     .adjustable: "adjustable", .image: "image", .notEnabled: "dimmed"],
        actionsAvailable: "Actions available",
        minutes: PluralForms([.one: "minute", .other: "minutes"]),
        seconds: PluralForms([.one: "second", .other: "seconds"]),
        breaths: PluralForms([.one: "breath", .other: "breaths"]),
        totalTemplate: "{count} in all",
        ofTemplate: "{position} of {count}",
        hints: [
            "tab": "Shows the tab",
            "mood": "Shows how long you can relax",
            "duration": "Starts a session",
            "begin": "Starts paced breathing. The button grows as you breathe in and shrinks as you breathe out",
            "breathing-running": "Pauses the exercise",
            "resume": "Continues the exercise",
            "play": "Plays the guided meditation",
            "pause-audio": "Pauses the guided meditation",
            "next": "Goes to the next exercise",
            "done": "Ends the session and returns to Relax",
            "scene-pager": "Changes the scene",
            "page-pager": "Moves between pages of the introduction",
            "skip": "Closes the introduction",
            "get-started": "Closes the introduction and opens Relax",
            "show-tutorial": "Opens the page about the three tabs",
            "reading": "Opens the reading",
            "compose": "Opens a new entry",
        ],
        pageLabel: "Page",
        sceneLabel: "Scene",
        exerciseOfTemplate: "Exercise {position} of {count}"
    )

    static let russian = AccessibilityStrings(
        locale: "ru",
        traitWords: [.button: "кнопка", .header: "заголовок", .link: "ссылка", .selected: "выбрано",
                     .adjustable: "регулируемый элемент", .image: "изображение", .notEnabled: "недоступно"],
        actionsAvailable: "Доступны действия",
        minutes: PluralForms([.one: "минута", .few: "минуты", .many: "минут", .other: "минуты"]),
        seconds: PluralForms([.one: "секунда", .few: "секунды", .many: "секунд", .other: "секунды"]),
        breaths: PluralForms([.one: "вдох", .few: "вдоха", .many: "вдохов", .other: "вдоха"]),
        totalTemplate: "всего {count}",
        ofTemplate: "{position} из {count}",
        hints: [
            "tab": "Открывает вкладку",
            "mood": "Показывает, сколько времени можно уделить отдыху",
            "duration": "Начинает сеанс",
            "begin": "Начинает дыхание в заданном темпе. Кнопка растёт на вдохе и уменьшается на выдохе",
            "breathing-running": "Приостанавливает упражнение",
            "resume": "Продолжает упражнение",
            "play": "Включает медитацию",
            "pause-audio": "Приостанавливает медитацию",
            "next": "Переходит к следующему упражнению",
            "done": "Завершает сеанс и возвращает на вкладку отдыха",
            "scene-pager": "Меняет пейзаж",
            "page-pager": "Переключает страницы знакомства",
            "skip": "Закрывает знакомство",
            "get-started": "Закрывает знакомство и открывает вкладку отдыха",
            "show-tutorial": "Открывает страницу о трёх вкладках",
            "reading": "Открывает статью",
            "compose": "Открывает новую запись",
        ],
        pageLabel: "Страница",
        sceneLabel: "Пейзаж",
        exerciseOfTemplate: "Упражнение {position} из {count}"
    )
}
