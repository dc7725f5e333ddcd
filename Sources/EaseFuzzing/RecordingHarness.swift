import EaseCore
import EaseDiagnostics

/// Checks `Fuzz/Content` with a guided meditation whose recording is the input, named for the
/// kind its first bytes say (`.wav` for RIFF, `.ogg` for an Ogg page, `.m4a` for an MP4 file
/// type box, `.aac` for an ADTS header, else `.mp3`), and whose `seconds:` is 60. The rule must
/// say what the reader read: `audio.length-mismatch` exactly when the length read is more than two
/// seconds (or a twentieth) from 60, with a fix-it to that length in whole seconds; every
/// length read must be a number of seconds at or above zero; every position reported must lie in
/// its file. Seeds of every kind cover every reader.
enum RecordingHarness {
    static let exercisePath = "exercises/guided-meditation.md"
    static let writtenSeconds = 60.0

    static func exercise(_ recordingPath: String) -> [UInt8] {
        Array("""
        ---
        id: guided-meditation
        kind: guided-meditation
        title: Guided meditation
        summary: A short spoken meditation.
        instructions: Find a comfortable position and tap Play.
        audio:
          path: \(recordingPath)
          transcript: media/audio/meditation.txt
          seconds: \(Int(writtenSeconds))
        ---

        Listen with headphones if you can.

        """.utf8)
    }

    /// The file name's extension the input's first bytes (after an ID3 tag) call for.
    static func kind(of bytes: [UInt8]) -> String {
        if bytes.starts(with: Array("RIFF".utf8)) { return "wav" }
        if bytes.starts(with: Array("OggS".utf8)) { return "ogg" }
        if bytes.count >= 8, bytes[4..<8].elementsEqual("ftyp".utf8) { return "m4a" }
        if RecordingLength.isADTSHeader(bytes, at: RecordingLength.afterID3Tag(bytes)) { return "aac" }
        return "mp3"
    }

    static func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        let root = FuzzContent.root
        let recordingPath = "media/audio/meditation-input.\(kind(of: bytes))"
        let fileSystem = OverlayFileSystem(files: [root + "/" + exercisePath: exercise(recordingPath), root + "/" + recordingPath: bytes])
        let result = ContentPipeline(fileSystem: fileSystem).check(contentRoot: root)
        let diagnostics = result.engine.diagnostics
        var findings: [FuzzFinding] = []
        if let file = result.sources[root + "/" + exercisePath] { findings += SourceBoundsCheck(file).check(diagnostics) }
        let measured = RecordingLength.seconds(of: bytes, path: recordingPath)
        if let measured, !(measured.isFinite && measured >= 0) { findings.append(FuzzFinding("length", "\(measured) s")) }
        // An empty file is `media.empty-file`'s, and is not measured.
        guard !bytes.isEmpty else { return findings }
        let mismatches = diagnostics.filter { $0.id == "audio.length-mismatch" }
        let expected = measured.map { abs($0 - writtenSeconds) > max(2, $0 / 20) } ?? false
        if mismatches.count != (expected ? 1 : 0) {
            findings.append(FuzzFinding("rule-reads-as-reader", "\(mismatches.count) audio.length-mismatch, read \(measured.map { "\($0) s" } ?? "no length")"))
        }
        if let measured, let fixIt = mismatches.first?.fixIts.first, fixIt.replacement != String(Int(measured.rounded())) {
            findings.append(FuzzFinding("fix-it-length", "fix-it '\(fixIt.replacement)' for \(measured) s"))
        }
        return findings
    }
}
