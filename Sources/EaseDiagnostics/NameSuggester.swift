/// Finds the closest known name to a misspelt one, for "did you mean …?" messages and fix-its.
public enum NameSuggester {
    /// The candidate closest to `name` by edit distance (adjacent swaps count once), if it is close
    /// enough to be a plausible typo: at most a third of the longer name's length, and at least 1.
    /// Failing that, a name cut short with at most one slip (`breth` for `breathing`, `calm` for
    /// `calming-scene`): one of four or more characters, starting as the candidate does, within one
    /// edit of the candidate's start; the shortest such candidate.
    public static func suggestion<S: Sequence>(for name: String, among candidates: S) -> String? where S.Element == String {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        var truncated: (name: String, distance: Int, length: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            let distance = editDistance(lowered, other)
            let limit = max(1, max(lowered.count, other.count) / 3)
            if distance <= limit {
                if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                    best = (candidate, distance)
                }
            } else if best == nil, let cut = prefixDistance(lowered, other) {
                let key = (candidate, cut, other.count)
                if truncated == nil || (cut, other.count, candidate) < (truncated!.distance, truncated!.length, truncated!.name) {
                    truncated = key
                }
            }
        }
        return best?.name ?? truncated?.name
    }

    /// How far `name` is from the start of `candidate` (at most 1), when `name` is a plausible cut
    /// of it: four or more characters, the same first one, and shorter than `candidate` by two or more.
    static func prefixDistance(_ name: [Character], _ candidate: [Character]) -> Int? {
        guard name.count >= 4, candidate.count >= name.count + 2, name.first == candidate.first else { return nil }
        let distances = (name.count - 1...name.count + 1).map { editDistance(name, Array(candidate.prefix($0))) }
        let nearest = distances.min()!
        return nearest <= 1 ? nearest : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

extension NameSuggester {
    /// "; did you mean 'name'?" for a suggestion, to end a message with; empty without one.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension FixIt {
    /// The fix-it of a "did you mean": `suggestion` written over `range`; none without a suggestion.
    public static func suggested(_ suggestion: String?, replacing range: SourceRange) -> [FixIt] {
        suggestion.map { [FixIt("replace with '\($0)'", replacing: range, with: $0)] } ?? []
    }
}
