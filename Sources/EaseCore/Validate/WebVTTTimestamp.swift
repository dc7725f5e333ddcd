/// A WebVTT timestamp (`00:01.500`, `01:02:03.000`) read as a browser reads it, and the one an
/// author meant when a browser cannot read it (`00:00:01,500` from a SubRip file, `0:01.5`).
///
/// A browser reads minutes and seconds of exactly two digits each, up to 59, hours (when
/// written, or when the first number is not two digits up to 59) of any number of digits, and
/// exactly three digits of milliseconds after a full stop. Anything else drops the cue.
public struct WebVTTTimestamp: Sendable, Equatable {
    /// The time in milliseconds.
    public var milliseconds: Int
    /// Whether hours are written.
    public var writesHours: Bool

    /// Creates a timestamp.
    public init(milliseconds: Int, writesHours: Bool) {
        self.milliseconds = milliseconds
        self.writesHours = writesHours
    }

    /// The timestamp as WebVTT writes it: `mm:ss.ttt`, or `hh:mm:ss.ttt` when hours are written
    /// or needed.
    public var written: String {
        let (hours, rest) = milliseconds.quotientAndRemainder(dividingBy: 3_600_000)
        let (minutes, rest2) = rest.quotientAndRemainder(dividingBy: 60_000)
        let (seconds, millis) = rest2.quotientAndRemainder(dividingBy: 1000)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let tail = "\(padded(minutes, 2)):\(padded(seconds, 2)).\(padded(millis, 3))"
        return writesHours || hours > 0 ? "\(padded(hours, 2)):\(tail)" : tail
    }

    /// The timestamp a browser reads in `bytes`, all of them; `nil` when it reads none.
    public static func strict(_ bytes: ArraySlice<UInt8>) -> WebVTTTimestamp? {
        let groups = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard groups.count == 2 || groups.count == 3, let last = groups.last,
              let stop = last.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let units = groups.dropLast().map { $0 } + [last[..<stop]]
        let fraction = last[(stop + 1)...]
        guard units.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }), fraction.count == 3, fraction.allSatisfy(isDigit) else { return nil }
        let values = units.map(number)
        // A first number that is not two digits up to 59 is read as hours, which then need minutes and seconds.
        guard units.count == 3 || units[0].count == 2 && values[0] <= 59 else { return nil }
        let minutesAndSeconds = units.suffix(2)
        guard minutesAndSeconds.allSatisfy({ $0.count == 2 }), values.suffix(2).allSatisfy({ $0 <= 59 }) else { return nil }
        return WebVTTTimestamp(clock: values, milliseconds: number(fraction))
    }

    /// The timestamp an author meant by `bytes` that a browser cannot read: a comma for the full
    /// stop (SubRip's), one digit where two go, milliseconds left out or short of three digits
    /// (`.5` is half a second). `nil` when the meaning is not plain: minutes or seconds over 59,
    /// more than three digits after the stop, anything but digits and separators.
    public static func meant(_ bytes: ArraySlice<UInt8>) -> WebVTTTimestamp? {
        let stop = bytes.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }
        let clock = bytes[..<(stop ?? bytes.endIndex)]
        let fraction = stop.map { bytes[($0 + 1)...] } ?? []
        let units = clock.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard units.count == 2 || units.count == 3, units.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }),
              units.suffix(2).allSatisfy({ $0.count <= 2 }), fraction.count <= 3, fraction.allSatisfy(isDigit),
              stop == nil || !fraction.isEmpty else { return nil }
        let values = units.map(number)
        guard values.suffix(2).allSatisfy({ $0 <= 59 }) else { return nil }
        return WebVTTTimestamp(clock: values, milliseconds: fraction.isEmpty ? 0 : number(fraction) * [100, 10, 1][fraction.count - 1])
    }

    /// The time of `clock`'s minutes and seconds, after its hours when it has three numbers, and
    /// `milliseconds` more.
    private init(clock: [Int], milliseconds: Int) {
        let hours = clock.count == 3 ? clock[0] : 0
        self.init(milliseconds: ((hours * 60 + clock[clock.count - 2]) * 60 + clock[clock.count - 1]) * 1000 + milliseconds,
                  writesHours: clock.count == 3)
    }

    /// Whether `byte` may be part of a timestamp as written, right or wrong.
    static func mayBePart(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func number(_ digits: some Collection<UInt8>) -> Int {
        // Capped: a run of digits long enough to overflow is no time anyone meant.
        digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), 1 << 40) }
    }
}
