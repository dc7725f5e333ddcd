/// Locale conventions Ease needs beyond plurals: language names and times of day, from the
/// CLDR data of the locales Ease ships (others fall back to English conventions).
public enum LocaleFormats {
    /// A language's name in that language (CLDR `localeDisplayNames`): "English", "Русский".
    public static func autonym(_ locale: String) -> String {
        switch PluralRules.language(of: locale) {
        case "en": return "English"
        case "ru": return "Русский"
        case "de": return "Deutsch"
        case "fr": return "Français"
        case "es": return "Español"
        case "uk": return "Українська"
        default: return locale
        }
    }

    /// A time of day as the locale writes it (CLDR `timeFormats` short): "8:00 PM" in English,
    /// "20:00" in Russian.
    public static func time(_ time: ClockTime, locale: String) -> String {
        let minutes = (time.minute < 10 ? "0" : "") + String(time.minute)
        switch PluralRules.language(of: locale) {
        case "en":
            let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
            return "\(hour):\(minutes)\u{202F}\(time.hour < 12 ? "AM" : "PM")"
        default:
            return time.description
        }
    }
}
