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

    /// Parses a time of day written another common way: one-digit hours (`8:00`), a dot or an
    /// `h` between hours and minutes (`8.30`, `20h00`), an hour alone with `am` or `pm` (`8pm`,
    /// `8:30 am`). `nil` for anything else, and for a time no clock shows (`25:00`, `13pm`).
    init?(loosely text: String) {
        var rest = Substring(text.lowercased()).drop { $0 == " " }
        var meridiem: String?
        for suffix in ["am", "pm", "a.m.", "p.m."] where rest.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            rest = rest.dropLast(suffix.count)
            while rest.last == " " { rest = rest.dropLast() }
        }
        let hourDigits = rest.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(hourDigits.count), var hour = Int(hourDigits) else { return nil }
        rest = rest.dropFirst(hourDigits.count)
        var minute = 0
        if let separator = rest.first, ":.h".contains(separator) {
            let minuteDigits = rest.dropFirst()
            guard minuteDigits.count == 2 || (separator == "h" && minuteDigits.isEmpty) else { return nil }
            if !minuteDigits.isEmpty {
                guard minuteDigits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(minuteDigits) else { return nil }
                minute = value
            }
        } else if !rest.isEmpty || meridiem == nil {
            return nil  // an hour alone only with am or pm
        }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "p" ? 12 : 0)
        }
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
