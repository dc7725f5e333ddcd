import Foundation

/// A word in every plural form a locale needs, such as minute/minutes or минута/минуты/минут.
public struct PluralForms: Sendable, Equatable {
    /// The forms by category.
    public var forms: [PluralCategory: String]

    /// Creates forms from a table.
    public init(_ forms: [PluralCategory: String]) {
        self.forms = forms
    }

    /// The form for a category, falling back to `other`.
    public func form(_ category: PluralCategory) -> String {
        forms[category] ?? forms[.other] ?? ""
    }

    /// "5 minutes", "1 минута", "1,5 минуты": the number as written (decimal separator per locale) and the agreeing form.
    public func format(_ number: String, locale: String) -> String {
        guard let operands = PluralOperands(number) else { return number }
        let shown = PluralRules.language(of: locale) == "ru" ? number.replacingOccurrences(of: ".", with: ",") : number
        return "\(shown) \(form(PluralRules.category(of: operands, locale: locale)))"
    }

    /// A whole number with the agreeing form.
    public func format(_ number: Int, locale: String) -> String {
        format(String(number), locale: locale)
    }
}
