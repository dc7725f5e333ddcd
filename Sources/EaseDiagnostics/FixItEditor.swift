/// Makes a file's fix-its in its text, as `ease check --fix` does: every one it can make
/// without guessing, and the others left for the author.
///
/// A fix-it is made where its range still lies in the text. Two that touch the same text are
/// not both made: the one that starts first is, and the other is left, as is one that starts
/// where a kept one does (which of two insertions at one place goes first would be a guess).
/// The same edit asked for by two diagnostics is made once. In a file whose lines end in CR LF, a
/// line feed a fix-it adds is written as CR LF too (``SourceFile/lineBreak``), whichever rule
/// offered it, so that a fix never mixes line endings.
public enum FixItEditor {
    /// What came of a file's fix-its.
    public struct Outcome: Sendable, Equatable {
        /// The text with the fix-its made.
        public var text: String
        /// The fix-its made, in the order of their places in the file.
        public var made: [FixIt]
        /// The fix-its not made: outside the text, or touching one that was.
        public var left: [FixIt]
    }

    /// A fix-it placed in its file's UTF-8 bytes.
    struct Edit {
        var range: Range<Int>
        var fixIt: FixIt
        /// The fix-it's replacement with the file's line break for each line feed it adds.
        var replacement: String

        /// `fixIt` at the bytes of `file` its range covers; `nil` when the range is not in the text.
        init?(_ fixIt: FixIt, in file: SourceFile) {
            guard let range = file.byteRange(of: fixIt.range) else { return nil }
            self.range = range
            self.fixIt = fixIt
            replacement = file.asWritten(fixIt.replacement)
        }
    }

    /// The bytes of `text[region]` with `edits` made: in file order, none touching another, each
    /// inside `region` (the whole text for ``apply(_:to:)``, a hunk's lines for ``FixItDiff``).
    static func splice(_ text: [UInt8], _ edits: some Sequence<Edit>, within region: Range<Int>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(region.count)
        var copied = region.lowerBound
        for edit in edits {
            bytes += text[copied..<edit.range.lowerBound]
            bytes += edit.replacement.utf8
            copied = edit.range.upperBound
        }
        bytes += text[copied..<region.upperBound]
        return bytes
    }

    /// The text of `file` with `fixIts` made.
    public static func apply(_ fixIts: [FixIt], to file: SourceFile) -> Outcome {
        var placed: [Edit] = []
        var left: [FixIt] = []
        for fixIt in fixIts {
            guard let edit = Edit(fixIt, in: file) else { left.append(fixIt); continue }
            // The same edit twice (two findings at one place) is one edit.
            if placed.contains(where: { $0.range == edit.range && $0.replacement == edit.replacement }) { continue }
            placed.append(edit)
        }
        // Stable: of two at one place, the one reported first comes first.
        let ordered = placed.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
        var kept: [Edit] = []
        for candidate in ordered {
            if let last = kept.last, candidate.range.lowerBound < last.range.upperBound || candidate.range.lowerBound == last.range.lowerBound {
                left.append(candidate.fixIt)
            } else {
                kept.append(candidate)
            }
        }
        let text = Array(file.text.utf8)
        let bytes = splice(text, kept, within: text.indices)
        return Outcome(text: String(decoding: bytes, as: UTF8.self), made: kept.map(\.fixIt), left: left)
    }
}
