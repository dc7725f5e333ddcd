import EaseDiagnostics

/// A video's captions are a WebVTT file a browser reads (WCAG 1.2.2): without `WEBVTT` on its
/// first line it shows none of them, a timestamp it cannot read drops its caption, and text
/// after an empty line within a caption belongs to no caption and is dropped. A SubRip file
/// renamed `.vtt` is all three. Reported in the captions file, each with the edit that mends it
/// where it is plain.
struct CaptionsFileRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["captions.not-webvtt": "a captions file does not start with WEBVTT, or is not text: a browser shows none of its captions",
         "captions.unreadable-timing": "a caption's timing line a browser cannot read (a comma for the full stop, one digit for two), which drops the caption",
         "captions.dropped-text": "text in a captions file that is in no caption (after an empty line within a caption), which a browser drops",
         "captions.no-captions": "a captions file with no caption in it"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in CaptionsFiles.read(context) {
            guard file.source != nil else {
                diagnostics.append(.error("captions.not-webvtt", "captions '\(file.reference.written)' are not a text file", at: file.location(0..<0),
                                          notes: [file.namedHere, DiagnosticNote("captions are a WebVTT text file: WEBVTT on its first line, then each caption's times and text")]))
                continue
            }
            diagnostics += file.encodingProblems
            let lineEnd = Self.lineEnd(in: file.bytes)
            for problem in file.captions.problems {
                diagnostics.append(finding(problem, in: file, lineEnd: lineEnd))
            }
            if file.captions.problems.isEmpty, file.captions.cues.isEmpty {
                diagnostics.append(.error("captions.no-captions", "captions '\(file.reference.written)' have no caption in them", at: file.location(0..<0),
                                          notes: [file.namedHere, DiagnosticNote("write each caption as its times (00:01.000 --> 00:04.000) and its text on the lines below, an empty line after it")]))
            }
        }
        return diagnostics
    }

    private func finding(_ problem: WebVTTFile.Problem, in file: CaptionsFiles.Entry, lineEnd: String) -> Diagnostic {
        let bytes = file.bytes
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        /// A text quoted in a message: its first line, at most 60 characters of it.
        func quoted(_ range: Range<Int>) -> String {
            let line = text(range).prefix { $0 != "\n" && $0 != "\r" }
            return line.count > 60 ? line.prefix(59) + "…" : String(line)
        }
        switch problem {
        case .missingSignature(let line, let writtenOtherwise):
            let start = file.location(line.lowerBound..<line.lowerBound)
            guard writtenOtherwise else {
                let subRip = file.captions.problems.contains { if case .unreadableTimestamp(let range, _) = $0 { bytes[range].contains(UInt8(ascii: ",")) } else { false } }
                return .error("captions.not-webvtt", "captions '\(file.reference.written)' do not start with WEBVTT: a browser shows none of them",
                              at: start,
                              notes: [file.namedHere] + (subRip ? [DiagnosticNote("this reads as a SubRip (.srt) file; WebVTT is much like it, with WEBVTT on the first line and a full stop before the milliseconds")] : []),
                              fixIts: [FixIt("begin the file with WEBVTT", replacing: start.range, with: "WEBVTT\(lineEnd)\(lineEnd)")])
            }
            let signature = line.lowerBound..<(line.lowerBound + 6)
            // `WEBVTT:` becomes `WEBVTT :`, a title after a space; `webvtt - Lake` keeps its space.
            let followed = line.count > 6 && bytes[signature.upperBound] != UInt8(ascii: " ") && bytes[signature.upperBound] != UInt8(ascii: "\t") ? " " : ""
            return .error("captions.not-webvtt", "captions '\(file.reference.written)' start with '\(quoted(line))', not WEBVTT: a browser shows none of them",
                          at: file.location(signature),
                          notes: [file.namedHere, DiagnosticNote("the first line is WEBVTT in capitals, alone or before a space and a title")],
                          fixIts: [FixIt("write WEBVTT\(followed)", replacing: file.location(signature).range, with: "WEBVTT\(followed)")])
        case .unreadableTimestamp(let range, let meant):
            let format = DiagnosticNote("WebVTT writes a time as mm:ss.ttt or hh:mm:ss.ttt: minutes and seconds in two digits up to 59, a full stop, then three digits of milliseconds")
            guard !range.isEmpty else {
                return .error("captions.unreadable-timing", "this caption's timing line has a time missing: a browser drops the caption",
                              at: file.location(range), notes: [format])
            }
            return .error("captions.unreadable-timing", "a browser cannot read the time '\(quoted(range))' and drops this caption",
                          at: file.location(range), notes: [format],
                          fixIts: meant.map { [FixIt("write \($0.written)", replacing: file.location(range).range, with: $0.written)] } ?? [])
        case .unreadableTiming(let range):
            return .error("captions.unreadable-timing", "a browser cannot read '\(quoted(range))' before this caption's '-->' and drops the caption",
                          at: file.location(range),
                          notes: [DiagnosticNote("a timing line is the start, '-->' and the end (00:01.000 --> 00:04.000), then any settings")],
                          fixIts: [FixIt("remove '\(quoted(range).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " "))'", replacing: file.location(range).range, with: " ")])
        case .arrowInText(let line, let arrow):
            return .warning("captions.dropped-text", "'\(quoted(line))' has '-->' in a caption's text: a browser reads it as the next caption's times, and drops it and the lines below it",
                            at: file.location(arrow),
                            notes: [DiagnosticNote("'-->' parts a caption's times; its text cannot have it")],
                            fixIts: [FixIt("write → for -->", replacing: file.location(arrow).range, with: "→")])
        case .droppedLines(let range, let afterCue):
            let first = quoted(range)
            guard let afterCue else {
                return .warning("captions.dropped-text", "'\(first)' is in no caption: a browser drops it", at: file.location(range),
                                notes: [DiagnosticNote("a caption is its times (00:01.000 --> 00:04.000) and its text on the lines below; a comment begins with NOTE")])
            }
            return .warning("captions.dropped-text", "'\(first)' is in no caption: the empty line above it ends the caption before it, and a browser drops it",
                            at: file.location(range),
                            notes: [DiagnosticNote("a caption's text ends at its first empty line; its lines follow one another")],
                            fixIts: [FixIt("join it to the caption above", replacing: file.location(afterCue).range, with: lineEnd)])
        }
    }

    /// The file's line end (its first), for the lines a fix-it writes.
    private static func lineEnd(in bytes: [UInt8]) -> String {
        guard let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return "\n" }
        if bytes[end] == UInt8(ascii: "\n") { return "\n" }
        return end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
    }
}
