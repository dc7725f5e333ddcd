/// Encodes the control inventory as the bundle's `accessibility.json`.
enum AccessibilityEncoder {
    /// The file's bytes, written straight from the controls (``JSONStreamWriter``, keys in
    /// sorted order as ``JSONValue`` writes them): a site of 10,000 readings lists over 10,000
    /// controls, and a `JSONValue` tree of them was 6 MB made at the build's busiest moment.
    static func inventory(_ controls: [AccessibleControl], locale: String) -> [UInt8] {
        // A control takes about 330 bytes (340 with a hint or actions).
        JSONValue.objectBytes(["locale": .string(locale)], streaming: "controls", expectedBytes: 512 + controls.count * 352) { writer in
            let strings = AccessibilityStrings.for(locale)
            writer.beginArray()
            for control in controls {
                writer.element()
                write(control, strings: strings, into: &writer)
            }
            writer.endArray()
        }
    }

    private static func write(_ control: AccessibleControl, strings: AccessibilityStrings, into writer: inout JSONStreamWriter) {
        let description = control.description
        writer.beginObject()
        writer.key("customActions")
        writer.beginArray()
        for action in description.customActions {
            writer.element()
            writer.string(action)
        }
        writer.endArray()
        writer.key("hint")
        writer.optional(description.hint)
        writer.member("id", control.id)
        writer.member("label", description.label)
        writer.member("screen", control.screen)
        writer.member("spoken", description.spoken(in: strings))
        writer.key("traits")
        writer.beginArray()
        for trait in description.traits {
            writer.element()
            writer.string(trait.rawValue)
        }
        writer.endArray()
        writer.key("value")
        writer.optional(description.value)
        writer.endObject()
    }
}
