/// Encodes the control inventory as the bundle's `accessibility.json`.
enum AccessibilityEncoder {
    static func inventory(_ controls: [AccessibleControl], locale: String) -> JSONValue {
        .object([
            "locale": .string(locale),
            "controls": .array(controls.map { control in
                let description = control.description
                return .object([
                    "id": .string(control.id),
                    "screen": .string(control.screen),
                    "label": .string(description.label),
                    "value": .optional(description.value),
                    "traits": .array(description.traits.map { .string($0.rawValue) }),
                    "hint": .optional(description.hint),
                    "customActions": .array(description.customActions.map(JSONValue.string)),
                    "spoken": .string(description.spoken(locale: locale)),
                ])
            }),
        ])
    }
}
