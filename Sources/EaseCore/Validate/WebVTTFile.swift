/// A WebVTT captions file read as a browser reads it (the W3C WebVTT format's parsing rules): the
/// cues a video would show, and what in the file a browser would drop. Ranges are byte offsets
/// into the file's text.
///
/// A block of lines parted from the next by an empty line is a cue when its first line, or its
/// second after an identifier, holds `-->` between two timestamps; the lines after that are the
/// caption's text. `NOTE`, `STYLE` and `REGION` blocks are the file's own. Any other block is
/// dropped, and so is a cue whose timing line a browser cannot read.
public struct WebVTTFile: Sendable {
    /// One caption: when it shows, and its text.
    public struct Cue: Sendable {
        /// When it shows and when it goes.
        public var start: WebVTTTimestamp
        public var end: WebVTTTimestamp
        /// Where each timestamp is written.
        public var startBytes: Range<Int>
        public var endBytes: Range<Int>
        /// The text's lines as written, markup and all.
        public var lines: [Range<Int>]
        /// Whether a line with `-->` cut the text short (``Problem/arrowInText(line:arrow:)``).
        public var isCutShort = false
    }

    /// Something in the file a browser would not show as its author meant.
    public enum Problem: Sendable {
        /// The first line is not `WEBVTT` (alone or before a space or a tab): a browser loads no
        /// caption of the file. The range is the first line; `writtenOtherwise` when it is
        /// `WEBVTT` written otherwise (`webvtt`, `WEBVTT:`), not when the file starts with a cue.
        case missingSignature(Range<Int>, writtenOtherwise: Bool)
        /// A timestamp a browser cannot read, which drops its cue; with the one meant, when plain.
        case unreadableTimestamp(Range<Int>, meant: WebVTTTimestamp?)
        /// Text between a cue's start and its `-->`, which drops the cue.
        case unreadableTiming(Range<Int>)
        /// Lines in no cue, which a browser drops. `afterCue` is the range of the empty lines
        /// between them and the cue right above, when there is one: an empty line within a
        /// caption's text ends the caption.
        case droppedLines(Range<Int>, afterCue: Range<Int>?)
        /// A line of a caption's text with `-->` in it, which a browser reads as the next cue's
        /// timing line: it ends the caption, and it and the lines below it are dropped. The range
        /// is the arrow.
        case arrowInText(line: Range<Int>, arrow: Range<Int>)
    }

    /// The cues a browser shows, in the file's order.
    public private(set) var cues: [Cue] = []
    /// What a browser drops or cannot read, in the file's order.
    public private(set) var problems: [Problem] = []

    /// Reads the text of a captions file (its bytes after any byte order mark).
    public init(_ bytes: [UInt8]) {
        let lines = Self.lines(of: bytes)
        var index = 0
        if let first = lines.first {
            let line = bytes[first]
            let signature = Self.startsWith(line, "WEBVTT") && (line.count == 6 || Self.isSpace(line[first.lowerBound + 6]))
            let writtenOtherwise = !signature && Self.startsWith(line.map(Self.upper)[...], "WEBVTT")
            if !signature { problems.append(.missingSignature(first, writtenOtherwise: writtenOtherwise)) }
            if signature || writtenOtherwise {
                // The header: the lines up to the first empty one, or to a cue's timing line.
                index = 1
                while index < lines.count, !lines[index].isEmpty, !Self.hasArrow(bytes[lines[index]]) { index += 1 }
            }
        }
        // The last line of the last block, and whether that block was a cue; whether the block
        // was cut short by a line with `-->` (the next block is then that line and the ones below).
        var previous: (end: Int, wasCue: Bool)?
        var cutShort = false
        while index < lines.count {
            guard !lines[index].isEmpty else {
                index += 1
                continue
            }
            let blockStart = index
            // A timing line is the block's first line, or its second after an identifier.
            let timing = Self.hasArrow(bytes[lines[index]]) ? index
                : index + 1 < lines.count && Self.hasArrow(bytes[lines[index + 1]]) ? index + 1 : nil
            index = (timing ?? index) + 1
            // The block ends at an empty line, or before a line with another `-->`.
            while index < lines.count, !lines[index].isEmpty, !Self.hasArrow(bytes[lines[index]]) { index += 1 }
            let blockEnd = lines[index - 1].upperBound
            let continuing = cutShort
            cutShort = index < lines.count && !lines[index].isEmpty
            if let timing {
                if readCue(timing: lines[timing], text: Array(lines[(timing + 1)..<index]), continuing: continuing, in: bytes), cutShort {
                    cues[cues.count - 1].isCutShort = true
                }
            } else if !Self.isFilesOwnBlock(bytes[lines[blockStart]]) {
                let gap = previous.flatMap { $0.wasCue ? $0.end..<lines[blockStart].lowerBound : nil }
                problems.append(.droppedLines(lines[blockStart].lowerBound..<blockEnd, afterCue: gap))
            }
            previous = (blockEnd, timing != nil)
        }
    }

    /// Reads a cue's timing line: start, `-->`, end, then settings, spaces and tabs between; says
    /// whether the cue is read. A line `continuing` a caption's text, with no time a browser reads
    /// before its `-->`, is that text's, not a cue's.
    private mutating func readCue(timing line: Range<Int>, text: [Range<Int>], continuing: Bool, in bytes: [UInt8]) -> Bool {
        var position = line.lowerBound
        func skipSpaces() { while position < line.upperBound, Self.isSpace(bytes[position]) { position += 1 } }
        func timestamp() -> Range<Int> {
            let start = position
            while position < line.upperBound, WebVTTTimestamp.mayBePart(bytes[position]) { position += 1 }
            return start..<position
        }
        skipSpaces()
        let startBytes = timestamp()
        if continuing, WebVTTTimestamp.strict(bytes[startBytes]) == nil, let arrow = Self.arrow(in: bytes[line]) {
            problems.append(.arrowInText(line: line, arrow: arrow..<(arrow + 3)))
            return false
        }
        let beforeArrow = position
        skipSpaces()
        guard Self.startsWith(bytes[position..<line.upperBound], "-->") else {
            // Something else before the arrow: the line's own `-->` is further on (a timestamp's
            // characters and spaces hold no `-`, so it is not behind `position`).
            let arrow = Self.arrow(in: bytes[position..<line.upperBound]) ?? line.upperBound
            problems.append(.unreadableTiming(beforeArrow..<arrow))
            return false
        }
        position += 3
        skipSpaces()
        let endBytes = timestamp()
        let start = WebVTTTimestamp.strict(bytes[startBytes]), end = WebVTTTimestamp.strict(bytes[endBytes])
        for (range, read) in [(startBytes, start), (endBytes, end)] where read == nil {
            problems.append(.unreadableTimestamp(range, meant: WebVTTTimestamp.meant(bytes[range])))
        }
        guard let start, let end else { return false }
        cues.append(Cue(start: start, end: end, startBytes: startBytes, endBytes: endBytes, lines: text))
        return true
    }

    /// The lines of `bytes` without their ends (a line feed, a carriage return, or both).
    static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(start..<position)
                position += byte == UInt8(ascii: "\r") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n") ? 2 : 1
                start = position
            } else {
                position += 1
            }
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    /// A `NOTE`, `STYLE` or `REGION` block's first line.
    private static func isFilesOwnBlock(_ line: ArraySlice<UInt8>) -> Bool {
        ["NOTE", "STYLE", "REGION"].contains { word in
            startsWith(line, word) && (line.count == word.utf8.count || isSpace(line[line.startIndex + word.utf8.count]))
        }
    }

    private static func hasArrow(_ line: ArraySlice<UInt8>) -> Bool {
        arrow(in: line) != nil
    }

    /// Where the first `-->` in `line` starts.
    private static func arrow(in line: ArraySlice<UInt8>) -> Int? {
        line.indices.first { startsWith(line[$0...], "-->") }
    }

    private static func startsWith(_ bytes: ArraySlice<UInt8>, _ literal: String) -> Bool {
        bytes.starts(with: literal.utf8)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func upper(_ byte: UInt8) -> UInt8 { (0x61...0x7A).contains(byte) ? byte - 0x20 : byte }
}
