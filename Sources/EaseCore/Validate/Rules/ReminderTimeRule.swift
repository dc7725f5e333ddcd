import EaseDiagnostics

/// A reminder's default time falls in waking hours: a notification between midnight and 6 in
/// the morning would wake the reader or meet them sleepless, and for someone with anxiety sleep
/// is one of the things that help (a slip of `03:00` for `08:00`, or of a 12-hour clock, `02:00`
/// for `14:00`). A warning at the time, with no fix-it: the hour meant is the author's to say.
struct ReminderTimeRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["reminder.night-time": "a reminder's default time is between midnight and 6 in the morning"] }

    var scope: ValidationScope { .frontMatter }

    /// The hours of the night: from midnight up to this hour.
    static let firstWakingHour = 6

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        return site.reminders.keys.sorted().compactMap { name in
            guard let time = site.reminders[name]?.time, time.hour < Self.firstWakingHour,
                  let node = site.document.frontMatter?["reminders"]?[name]?["time"] else { return nil }
            return .warning("reminder.night-time",
                            "the \(name) reminder comes at \(time) by default, in the night: a notification then would wake the reader, or find them sleepless",
                            at: site.document.location(node.range),
                            notes: [DiagnosticNote("a reader gets the default until they change it, and the onboarding page for the reminder suggests it; choose a waking hour, from 06:00 on")])
        }
    }
}
