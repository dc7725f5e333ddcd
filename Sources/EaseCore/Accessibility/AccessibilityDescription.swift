import EaseBytes

/// What an assistive technology should know about a control's kind and state.
public enum AccessibilityTrait: String, Sendable, CaseIterable, Codable {
    case button, header, link, selected, adjustable, image
    /// Starts audio playback (VoiceOver then stays quiet); not spoken.
    case startsMediaSession = "starts-media-session"
    /// The label or value changes on its own; not spoken.
    case updatesFrequently = "updates-frequently"
    /// The control cannot be used now.
    case notEnabled = "not-enabled"

    /// The case's position among ``allCases``. Hashed and compared by it: the defaults a raw
    /// value gives hash and compare the raw string, some 300 instructions for each look-up of a
    /// trait's spoken word, which every control of the site and the bundle makes.
    private var position: Int {
        switch self {
        case .button: 0
        case .header: 1
        case .link: 2
        case .selected: 3
        case .adjustable: 4
        case .image: 5
        case .startsMediaSession: 6
        case .updatesFrequently: 7
        case .notEnabled: 8
        }
    }

    /// Hashes the case's position.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
    }

    /// Whether two traits are the same case.
    public static func == (lhs: AccessibilityTrait, rhs: AccessibilityTrait) -> Bool {
        lhs.position == rhs.position
    }
}

/// One control's accessibility description, the same for the app (UIAccessibility) and the site
/// (accessible name, role, state, description).
///
/// VoiceOver speaks it as "label, value, traits. hint", then "Actions available" when the control
/// has custom actions: "Very anxious, button", "Page, 2 of 5, adjustable".
public struct AccessibilityDescription: Sendable, Equatable {
    /// Short, capitalized, without the control type and without a trailing period.
    public var label: String
    /// The current value, if the control has one ("2 of 5").
    public var value: String?
    /// Kind and state.
    public var traits: [AccessibilityTrait]
    /// What happens when the control is used, not how to use it ("Starts the session", not "Tap to start").
    public var hint: String?
    /// Names of custom actions (VoiceOver's rotor "Actions").
    public var customActions: [String]

    /// Creates a description.
    public init(label: String, value: String? = nil, traits: [AccessibilityTrait], hint: String? = nil, customActions: [String] = []) {
        self.label = label
        self.value = value
        self.traits = traits
        self.hint = hint
        self.customActions = customActions
    }

    /// The whole spoken string in a locale.
    ///
    /// The label, the value and the traits' words are joined by ", ", then the hint and the
    /// actions note each follow ". ". Appended into one string (the bundle's accessibility file
    /// and the site's labels page speak every control, over 10,000 at 10,000 readings).
    public func spoken(locale: String) -> String {
        spoken(in: AccessibilityStrings.for(locale))
    }

    /// ``spoken(locale:)`` with the locale's strings already at hand: a list of controls looks
    /// them up once, not once a control (each lookup copied the locale's tables, retaining them
    /// from every core that spoke a control).
    public func spoken(in strings: AccessibilityStrings) -> String {
        // Measured, then written at once (``UTF8Writer``): appended piece by piece, a control's
        // spoken string cost some 450 instructions a piece.
        let value = self.value.flatMap { $0.isEmpty ? nil : $0 }, hint = self.hint.flatMap { $0.isEmpty ? nil : $0 }
        // Every piece after the label follows a two-byte separator, ", " or ". ".
        var count = label.utf8.count + (value.map { $0.utf8.count + 2 } ?? 0) + (hint.map { $0.utf8.count + 2 } ?? 0)
            + (customActions.isEmpty ? 0 : strings.actionsAvailable.utf8.count + 2)
        for trait in traits { count += strings.traitWords[trait].map { $0.utf8.count + 2 } ?? 0 }
        return String(byteCount: count) { out in
            out.append(label)
            if let value {
                out.append(literal: ", ")
                out.append(value)
            }
            for trait in traits {
                guard let word = strings.traitWords[trait] else { continue }
                out.append(literal: ", ")
                out.append(word)
            }
            if let hint {
                out.append(literal: ". ")
                out.append(hint)
            }
            if !customActions.isEmpty {
                out.append(literal: ". ")
                out.append(strings.actionsAvailable)
            }
        }
    }
}

/// A control of the app or site with a stable id and the screen it is on.
public struct AccessibleControl: Sendable, Equatable {
    /// Stable id, such as `relax.mood.very-anxious`.
    public var id: String
    /// The screen the control is on (`relax`, `onboarding/welcome`, `exercise/deep-breathing`).
    public var screen: String
    /// What assistive technologies get.
    public var description: AccessibilityDescription
}
