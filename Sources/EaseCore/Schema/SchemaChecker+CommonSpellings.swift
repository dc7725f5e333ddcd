import EaseDiagnostics

/// Fix-its for values written another common way than the schema's: a switch as `yes` or
/// `"true"`, a time of day as `8:00` or `8pm`. The value is clear, so the fix-it writes it.
extension SchemaChecker {
    /// `true` or `false` for a switch written as YAML 1.1's words (`yes`, `no`, `on`, `off`) or
    /// as text in quotes (`"true"`); none for anything else.
    static func booleanFixIts(_ node: YAMLNode) -> [FixIt] {
        guard let text = node.string?.lowercased() else { return [] }
        let value: String
        switch text {
        case "yes", "y", "on", "true": value = "true"
        case "no", "n", "off", "false": value = "false"
        default: return []
        }
        return [FixIt("write \(value)", replacing: node.range, with: value)]
    }

    /// The time written as the schema takes it, in quotes, for one written another common way
    /// (``ClockTime/init(loosely:)``); none for a time no clock shows.
    static func clockTimeFixIts(_ node: YAMLNode) -> [FixIt] {
        guard let text = node.string, let time = ClockTime(loosely: text) else { return [] }
        return [FixIt("write \"\(time)\"", replacing: node.range, with: "\"\(time)\"")]
    }
}
