/// CLDR plural categories.
public enum PluralCategory: String, Sendable, CaseIterable, Codable {
    case zero, one, two, few, many, other
}

/// The CLDR plural operands of a decimal number as written (`"1.50"` keeps its two fraction digits).
public struct PluralOperands: Sendable, Equatable {
    /// Absolute value.
    public var n: Double
    /// Integer digits of n.
    public var i: Int
    /// Number of visible fraction digits, with trailing zeros.
    public var v: Int
    /// Visible fraction digits, with trailing zeros, as an integer.
    public var f: Int

    /// Operands of a whole number.
    public init(_ value: Int) {
        n = Double(abs(value))
        i = abs(value)
        v = 0
        f = 0
    }

    /// Operands of a decimal written as text, such as `"1.5"` or `"2"`; `nil` if it is not a number.
    public init?(_ text: String) {
        let unsigned = text.hasPrefix("-") ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let integer = Int(parts[0]), let value = Double(unsigned) else { return nil }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.allSatisfy(\.isASCII), fraction.allSatisfy(\.isNumber) else { return nil }
        n = value
        i = integer
        v = fraction.count
        f = Int(fraction) ?? 0
    }
}

/// Plural rules from the CLDR definitions (plurals.xml) for the locales Ease ships.
///
/// - en: one → `i = 1 and v = 0`; other.
/// - ru: one → `v = 0 and i % 10 = 1 and i % 100 != 11`;
///   few → `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`;
///   many → `v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14)`; other (fractions).
public enum PluralRules {
    /// The locales with rules.
    public static let supportedLocales = ["en", "ru"]

    /// The categories a locale uses.
    public static func categories(for locale: String) -> [PluralCategory] {
        switch language(of: locale) {
        case "ru": return [.one, .few, .many, .other]
        default: return [.one, .other]
        }
    }

    /// The category of a number in a locale (unknown locales use English rules).
    public static func category(of operands: PluralOperands, locale: String) -> PluralCategory {
        let i = operands.i
        switch language(of: locale) {
        case "ru":
            guard operands.v == 0 else { return .other }
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        default:
            return i == 1 && operands.v == 0 ? .one : .other
        }
    }

    /// The category of a whole number.
    public static func category(of value: Int, locale: String) -> PluralCategory {
        category(of: PluralOperands(value), locale: locale)
    }

    static func language(of locale: String) -> String {
        // Most locales are a language alone ("en", "ru"): no split to make.
        if !locale.isEmpty, !locale.utf8.contains(UInt8(ascii: "-")) { return locale }
        return String(locale.split(separator: "-").first ?? "en")
    }
}
