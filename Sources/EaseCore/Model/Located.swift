public import EaseDiagnostics

/// A value with the place in the source it came from, so later stages can report problems there.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}

extension Located where Value: Hashable {
    /// `entries` split into the first of each value, in order, and the entries that repeat a
    /// value written before them (`locales: [en, ru, ru]` → `[en, ru]` and the second `ru`).
    static func splittingRepeats(_ entries: [Located<Value>]) -> (firsts: [Located<Value>], repeats: [Located<Value>]) {
        var seen: Set<Value> = []
        var split: (firsts: [Located<Value>], repeats: [Located<Value>]) = ([], [])
        for entry in entries {
            if seen.insert(entry.value).inserted { split.firsts.append(entry) } else { split.repeats.append(entry) }
        }
        return split
    }
}
