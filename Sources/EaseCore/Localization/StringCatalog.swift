import Foundation

/// Xcode String Catalogs (`.xcstrings`, JSON) for `site.yml`'s strings, so the app's translators
/// can work in Xcode: `ease strings export` writes one, `ease strings import` reads one back.
///
/// Keys are Ease's string keys (`tabs.learn`, `ui.reading-time`); counted strings become plural
/// variations; `{name}` placeholders are kept as they are. A translation made from older source
/// strings (a stale `source-hash`) is exported with the state `needs_review`.
public enum StringCatalog {
    /// The catalog for a site's strings in every locale.
    public static func export(_ site: SiteConfiguration) -> String {
        var strings: [String: JSONValue] = [:]
        let states = Dictionary(uniqueKeysWithValues: site.translationLocales.map { locale in
            (locale, TranslationInventory.stringsState(of: site, locale: locale) == .current ? "translated" : "needs_review")
        })
        for string in site.sourceStrings {
            var localizations: [String: JSONValue] = [site.defaultLocale: unit(string.value, state: "translated")]
            for locale in site.translationLocales {
                guard let entry = site.translation(for: locale)?.strings[string.key] else { continue }
                localizations[locale] = unit(entry.value, state: states[locale]!)
            }
            strings[string.key] = .object(["comment": .string(string.comment), "extractionState": .string("manual"),
                                           "localizations": .object(localizations)])
        }
        return JSONValue.object(["sourceLanguage": .string(site.defaultLocale), "strings": .object(strings), "version": .string("1.0")]).serialized()
    }

    /// What a catalog holds for one locale.
    public struct Translation: Sendable, Equatable {
        /// Translated strings by key.
        public var strings: [String: LocalizableString]
        /// Whether every string is marked `translated` (none `needs_review` or `new`).
        public var isReviewed: Bool
    }

    /// Why a catalog could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads a catalog's translations (every locale but the source language).
    public static func translations(from bytes: [UInt8]) throws -> (sourceLanguage: String, locales: [String: Translation]) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw ReadError(description: "not a String Catalog: the file is not a JSON object")
        }
        guard let source = root["sourceLanguage"] as? String, let strings = root["strings"] as? [String: Any] else {
            throw ReadError(description: "not a String Catalog: 'sourceLanguage' or 'strings' is missing")
        }
        var locales: [String: Translation] = [:]
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (locale, localization) in localizations where locale != source {
                guard let (string, state) = read(localization) else { continue }
                var translation = locales[locale] ?? Translation(strings: [:], isReviewed: true)
                translation.strings[key] = string
                if state != "translated" { translation.isReviewed = false }
                locales[locale] = translation
            }
        }
        return (source, locales)
    }

    private static func unit(_ value: LocalizableString, state: String) -> JSONValue {
        func stringUnit(_ text: String) -> JSONValue { .object(["stringUnit": .object(["state": .string(state), "value": .string(text)])]) }
        switch value {
        case .text(let text): return stringUnit(text)
        case .plural(let forms):
            return .object(["variations": .object(["plural": .object(Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, stringUnit($0.value)) }))])])
        }
    }

    private static func read(_ localization: Any) -> (LocalizableString, String)? {
        guard let object = localization as? [String: Any] else { return nil }
        if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return (.text(value), unit["state"] as? String ?? "translated")
        }
        guard let plural = (object["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [PluralCategory: String] = [:]
        var state = "translated"
        for (name, variation) in plural {
            guard let category = PluralCategory(rawValue: name),
                  let unit = (variation as? [String: Any])?["stringUnit"] as? [String: Any], let value = unit["value"] as? String else { continue }
            forms[category] = value
            if let unitState = unit["state"] as? String, unitState != "translated" { state = unitState }
        }
        return forms.isEmpty ? nil : (.plural(forms), state)
    }
}
