/// A time of day, `HH:MM` on a 24-hour clock.
public struct ClockTime: Sendable, Hashable, CustomStringConvertible {
    /// 0–23.
    public var hour: Int
    /// 0–59.
    public var minute: Int

    /// Parses `HH:MM`.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
