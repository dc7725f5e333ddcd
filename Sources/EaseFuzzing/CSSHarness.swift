import EaseCore

/// Reads the input as a stylesheet the way the audit does, and counts the flashes of its
/// `animation` declarations. Each keyframes block's opacity frames must lie in 0…1, in order, one
/// to an offset; a count must be more than 3 or none; and the motion rule's quick test of an
/// animation list's words must let every list that flashes be counted.
enum CSSHarness {
    static func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        let sheet = CSSStylesheet(String(decoding: bytes, as: UTF8.self))
        var findings: [FuzzFinding] = []
        for (name, keyframes) in sheet.keyframes {
            let offsets = keyframes.opacity.map(\.offset)
            if offsets.contains(where: { !(0...1).contains($0) }) || zip(offsets, offsets.dropFirst()).contains(where: { $0 >= $1 }) {
                findings.append(FuzzFinding("keyframe-offsets", "@keyframes \(name): opacity frames at \(offsets)"))
            }
            if keyframes.opacity.contains(where: { !(0...1).contains($0.value) }) || keyframes.opacityChanges < 0 {
                findings.append(FuzzFinding("keyframe-values", "@keyframes \(name): \(keyframes.opacity.map(\.value)), \(keyframes.opacityChanges) changes"))
            }
        }
        return findings + countFindings(sheet.animationFlashCounts())
    }

    /// A count must be more than 3 or none, and a list that flashes must pass the quick test.
    static func countFindings(_ counts: [(value: String, flashes: Int?, isCounted: Bool)]) -> [FuzzFinding] {
        counts.flatMap { count -> [FuzzFinding] in
            guard let flashes = count.flashes else { return [] }
            return (flashes <= 3 ? [FuzzFinding("flash-count", "'\(count.value)': \(flashes) flashes reported")] : [])
                + (count.isCounted ? [] : [FuzzFinding("flash-bound", "'\(count.value)' flashes, but the motion rule would not count it")])
        }
    }
}
