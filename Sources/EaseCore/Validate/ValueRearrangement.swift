import EaseDiagnostics

extension FixIt {
    /// A fix-it that writes the values at `values` (ranges in `file`, in the order they are
    /// written, not overlapping) in another order: the value at `order[slot]` goes where the
    /// value at `slot` is. One edit from the first value to the last, the text between the values
    /// (commas, brackets, keys, `- `) kept as it is. `nil` when a range is not in the file or the
    /// ranges are not in order.
    static func rearranging(_ values: [SourceRange], into order: [Int], in file: SourceFile, label: String) -> FixIt? {
        let ranges = values.compactMap { file.byteRange(of: $0) }
        guard ranges.count == values.count, order.count == ranges.count,
              zip(ranges, ranges.dropFirst()).allSatisfy({ $0.upperBound <= $1.lowerBound }),
              let first = ranges.first, let last = ranges.last else { return nil }
        var replacement = ""
        for (slot, index) in order.enumerated() {
            replacement += file.text(inBytes: ranges[index])
            if slot + 1 < ranges.count { replacement += file.text(inBytes: ranges[slot].upperBound..<ranges[slot + 1].lowerBound) }
        }
        return FixIt(label, replacing: file.range(ofBytes: first.lowerBound..<last.upperBound), with: replacement)
    }
}
