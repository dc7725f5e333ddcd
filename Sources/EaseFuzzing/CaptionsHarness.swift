import EaseCore
import EaseDiagnostics
import Foundation

/// Checks `Fuzz/Content` with a calming scene whose video's captions are the input. Every
/// position reported in the captions must lie in them; each cue read must start and end at
/// timestamps that read as its times; each time meant for an unreadable one must read as itself
/// when written; every range the reader gives must lie in the text.
enum CaptionsHarness {
    static let exercisePath = "exercises/calming-scene.md"
    static let captionsPath = "media/scenes/lake.vtt"

    static let exercise = FuzzContent.calmingScene(scenes: """
      - id: lake
        title: Lake
        video:
          path: media/scenes/lake.mp4
          description: Mist drifts over the still water.
          captions: \(captionsPath)
    """)

    /// A silent video of two seconds (the video reader's test file), so that captions after its
    /// end are found too.
    static let video = FileManager.default.contents(atPath: FuzzContent.repositoryRoot + "/Tests/EaseCoreTests/Fixtures/video/silent.mp4").map(Array.init) ?? []

    static func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        let root = FuzzContent.root
        let fileSystem = OverlayFileSystem(files: [root + "/" + exercisePath: exercise,
                                                   root + "/media/scenes/lake.mp4": video,
                                                   root + "/" + captionsPath: bytes])
        let result = ContentPipeline(fileSystem: fileSystem).check(contentRoot: root)
        var findings: [FuzzFinding] = []
        if let file = result.sources[root + "/" + captionsPath] {
            findings += SourceBoundsCheck(file).check(result.engine.diagnostics)
            let text = Array(file.text.utf8)
            findings += check(WebVTTFile(text), text)
        }
        return findings
    }

    /// The reader's own promises about `captions`, read from `bytes`.
    static func check(_ captions: WebVTTFile, _ bytes: [UInt8]) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        func inText(_ range: Range<Int>, _ what: String) {
            if range.lowerBound < 0 || range.upperBound > bytes.count {
                findings.append(FuzzFinding("range-in-text", "\(what): \(range) in \(bytes.count) bytes"))
            }
        }
        for cue in captions.cues {
            inText(cue.startBytes, "cue start")
            inText(cue.endBytes, "cue end")
            cue.lines.forEach { inText($0, "cue line") }
            guard findings.isEmpty else { return findings }
            for (range, time) in [(cue.startBytes, cue.start), (cue.endBytes, cue.end)] where WebVTTTimestamp.strict(bytes[range]) != time {
                findings.append(FuzzFinding("cue-time", "'\(String(decoding: bytes[range], as: UTF8.self))' is not read as \(time.written)"))
            }
        }
        for problem in captions.problems {
            switch problem {
            case .missingSignature(let range, _), .unreadableTiming(let range), .droppedLines(let range, nil):
                inText(range, "problem")
            case .droppedLines(let range, let gap?):
                inText(range, "dropped lines")
                inText(gap, "gap before them")
            case .arrowInText(let line, let arrow):
                inText(line, "line")
                inText(arrow, "arrow")
            case .unreadableTimestamp(let range, let meant):
                inText(range, "timestamp")
                if let meant, WebVTTTimestamp.strict(Array(meant.written.utf8)[...])?.milliseconds != meant.milliseconds {
                    findings.append(FuzzFinding("meant-time", "\(meant.milliseconds) ms is written \(meant.written), which does not read back"))
                }
            }
        }
        return findings
    }
}
