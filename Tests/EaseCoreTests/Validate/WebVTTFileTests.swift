@testable import EaseCore
import Foundation
import Testing

/// WebVTT read as Chromium reads it. `Fixtures/captions/browser-cues.vtt` holds a mistake of each
/// kind beside good cues; `browser-cues.json` lists the cues Chromium reads from it, and files it
/// reads none from (`Tests/Browser/test_captions.py` checks both against the browser itself). The
/// parser reads the same.
@Suite struct WebVTTFileTests {
    /// `browser-cues.json`.
    struct BrowserReading: Decodable {
        /// Start and end in milliseconds, and text, of each cue of `browser-cues.vtt`.
        var cues: [[BrowserValue]]
        /// Files with no cue a browser reads.
        var unread: [String]
    }

    enum BrowserValue: Decodable, Equatable {
        case number(Int), text(String)

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let number = try? value.decode(Int.self) { self = .number(number) } else { self = .text(try value.decode(String.self)) }
        }
    }

    static func fixture(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/captions/\(name)")
        return try Data(contentsOf: url)
    }

    @Test func readsTheCuesChromiumReads() throws {
        let bytes = Array(try Self.fixture("browser-cues.vtt"))
        let browser = try JSONDecoder().decode(BrowserReading.self, from: Self.fixture("browser-cues.json"))
        let cues = WebVTTFile(bytes).cues.map { cue in
            [BrowserValue.number(cue.start.milliseconds), .number(cue.end.milliseconds),
             .text(cue.lines.map { String(decoding: bytes[$0], as: UTF8.self) }.joined(separator: "\n"))]
        }
        // The browser lists them by start, the file in its order.
        #expect(cues.count == browser.cues.count)
        #expect(Set(cues.map { "\($0)" }) == Set(browser.cues.map { "\($0)" }))
    }

    @Test func readsNoCueWhereChromiumReadsNone() throws {
        let browser = try JSONDecoder().decode(BrowserReading.self, from: Self.fixture("browser-cues.json"))
        for text in browser.unread {
            guard case .missingSignature? = WebVTTFile(Array(text.utf8)).problems.first else {
                Issue.record("no missing signature in \(text)")
                continue
            }
        }
    }

    @Test func findsWhatChromiumDrops() throws {
        let bytes = Array(try Self.fixture("browser-cues.vtt"))
        let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
        var found: [String] = []
        for problem in WebVTTFile(bytes).problems {
            switch problem {
            case .missingSignature: found.append("signature")
            case .unreadableTimestamp(let range, let meant): found.append("time \(text(range)) → \(meant?.written ?? "-")")
            case .unreadableTiming(let range): found.append("timing '\(text(range))'")
            case .droppedLines(let range, let afterCue): found.append("dropped \(text(range).split(separator: "\n").joined(separator: "|"))\(afterCue == nil ? "" : " after a cue")")
            case .arrowInText(let line, _): found.append("arrow \(text(line))")
            }
        }
        #expect(found == [
            "time 0:05.5 → 00:05.500",
            "dropped D after blank after a cue",
            "time 00:00:09,000 → 00:00:09.000", "time 00:00:10,000 → 00:00:10.000",
            "timing ' x '",
            "arrow H2 --> x",
            "time 00:60.000 → -", "time 00:61.000 → -",
            "time 00:17.0000 → -",
            "dropped id|WEBVTT after a cue",
        ])
    }

    @Test func theFirstLineIsWEBVTTAloneOrBeforeASpaceOrATab() {
        for good in ["WEBVTT", "WEBVTT - Lake", "WEBVTT\tLake"] {
            #expect(WebVTTFile(Array("\(good)\n\n00:01.000 --> 00:02.000\nA\n".utf8)).problems.isEmpty, "\(good)")
        }
        for (bad, otherwise) in [("webvtt", true), ("WEBVTT:", true), ("WEBVTTX", true), ("1", false), ("", false)] {
            let file = WebVTTFile(Array("\(bad)\n00:01.000 --> 00:02.000\nA\n".utf8))
            guard case .missingSignature(_, let writtenOtherwise)? = file.problems.first else {
                Issue.record("no missing signature for '\(bad)'")
                continue
            }
            #expect(writtenOtherwise == otherwise, "\(bad)")
            // The cues are still read, for their own findings.
            #expect(file.cues.count == 1, "\(bad)")
        }
    }

    @Test func linesEndWithALineFeedACarriageReturnOrBoth() {
        let file = WebVTTFile(Array("WEBVTT\r\n\r\n00:01.000 --> 00:02.000\rA\r\n\n00:03.000 --> 00:04.000\nB".utf8))
        #expect(file.problems.isEmpty)
        #expect(file.cues.map(\.start.milliseconds) == [1000, 3000])
        #expect(file.cues.map(\.lines.count) == [1, 1])
    }

    @Test(arguments: [
        ("00:01.000", 1000), ("59:59.999", 3_599_999), ("00:00:01.000", 1000), ("1:00:00.000", 3_600_000), ("100:00:00.000", 360_000_000),
    ])
    func readsTheTimesABrowserReads(_ written: String, _ milliseconds: Int) {
        #expect(WebVTTTimestamp.strict(Array(written.utf8)[...])?.milliseconds == milliseconds)
    }

    @Test(arguments: [
        ("00:01,000", "00:01.000"), ("0:01.000", "00:01.000"), ("00:1.000", "00:01.000"), ("00:01", "00:01.000"),
        ("00:01.5", "00:01.500"), ("00:01.25", "00:01.250"), ("1:02:03,4", "01:02:03.400"), ("5:00.000", "05:00.000"),
    ])
    func meansTheTimeAnAuthorWroteOtherwise(_ written: String, _ meant: String) {
        #expect(WebVTTTimestamp.strict(Array(written.utf8)[...]) == nil)
        #expect(WebVTTTimestamp.meant(Array(written.utf8)[...])?.written == meant)
    }

    @Test(arguments: ["00:60.000", "60:00.000", "00:01.0000", "00:01.", "a:01.000", "00:01.000.5", "1", ""])
    func leavesTimesWhoseMeaningIsNotPlain(_ written: String) {
        #expect(WebVTTTimestamp.strict(Array(written.utf8)[...]) == nil)
        #expect(WebVTTTimestamp.meant(Array(written.utf8)[...]) == nil)
    }
}
