@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A recording's length is read from its file: an MP3 by its frames, a WAV by its data, an M4A by
/// its movie header, an Ogg file by its last page, a raw AAC stream by its frames (`Fixtures/audio`:
/// three seconds each, from ffmpeg).
@Suite struct RecordingLengthTests {
    /// An MPEG-2 layer III frame header at 40 kbit/s, 22,050 Hz, mono (as the sample's recording).
    static let mpeg2Header: [UInt8] = [0xFF, 0xF3, 0x50, 0xC4]

    @Test func aConstantBitrateMP3IsItsBytesOverItsBitrate() throws {
        let bytes = Self.mpeg2Header + Array(repeating: 0x55, count: 49_996)
        #expect(RecordingLength.seconds(of: bytes, path: "media/audio/a.mp3") == 10)
        // Tags at either end are not audio.
        let tagged = [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10] + Array(repeating: 0, count: 10) + bytes + [0x54, 0x41, 0x47] + Array(repeating: 0, count: 125)
        #expect(RecordingLength.seconds(of: tagged, path: "media/audio/a.MP3") == 10)
    }

    @Test func aXingHeaderGivesTheFrameCount() throws {
        // MPEG-1 layer III, 128 kbit/s, 44,100 Hz, stereo: the Xing header after 32 bytes of side information.
        var bytes: [UInt8] = [0xFF, 0xFB, 0x90, 0x00] + Array(repeating: 0, count: 32)
        bytes += Array("Xing".utf8) + [0, 0, 0, 1] + [0, 0, 0x03, 0xE8] + Array(repeating: 0, count: 400)
        let seconds = try #require(RecordingLength.seconds(of: bytes, path: "a.mp3"))
        #expect(abs(seconds - 1000 * 1152 / 44_100.0) < 0.001)
    }

    static func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/audio/\(name)")
        return Array(try Data(contentsOf: url))
    }

    @Test(arguments: ["three-seconds.m4a", "three-seconds.ogg", "three-seconds-opus.ogg"])
    func m4aAndOggFilesAreMeasured(_ name: String) throws {
        let seconds = try #require(RecordingLength.seconds(of: Self.fixture(name), path: "media/audio/" + name))
        // AAC starts with a few milliseconds of priming the M4A's header counts.
        #expect(abs(seconds - 3) < 0.01, "\(seconds)")
        #expect(try RecordingLength.seconds(of: Self.fixture(name), path: "media/audio/a.oga") == (name.hasSuffix(".ogg") ? seconds : nil))
    }

    @Test func anOggFileCutBeforeItsLastCompletePageIsShorter() throws {
        let bytes = try Self.fixture("three-seconds.ogg")
        // Each page is read from the end: cutting the last one off leaves a shorter length, and a
        // file with no page of its stream after the first reads as no length.
        let cut = try #require(RecordingLength.oggSeconds(Array(bytes.dropLast(200))))
        #expect(cut < 3)
        #expect(RecordingLength.oggSeconds(Array(bytes.prefix(60))) == nil)
        #expect(RecordingLength.oggSeconds(Array("OggS".utf8) + [UInt8](repeating: 0, count: 40)) == nil)
    }

    @Test func aRawAACStreamIsItsFramesSamples() throws {
        // 66 frames of 1,024 samples at 22,050 Hz: the three seconds and the encoder's priming.
        let bytes = try Self.fixture("three-seconds.aac")
        let seconds = try #require(RecordingLength.seconds(of: bytes, path: "media/audio/calm.AAC"))
        #expect(abs(seconds - 66 * 1024 / 22_050.0) < 0.000_001, "\(seconds)")
        // An ID3 tag before the frames is passed over.
        let tagged: [UInt8] = [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20] + Array(repeating: 0, count: 20) + bytes
        #expect(RecordingLength.seconds(of: tagged, path: "a.aac") == seconds)
        // A file cut short counts its whole frames; one with none, or another kind of file, has no length.
        let cut = try #require(RecordingLength.adtsSeconds(Array(bytes.prefix(bytes.count / 2))))
        #expect(cut > 1 && cut < 2, "\(cut)")
        #expect(RecordingLength.adtsSeconds(Array(bytes.prefix(6))) == nil)
        #expect(try RecordingLength.adtsSeconds(Self.fixture("three-seconds.m4a")) == nil)
        // A frame whose length is shorter than its own header ends the count.
        #expect(RecordingLength.adtsSeconds([0xFF, 0xF1, 0x5C, 0x40, 0x00, 0x20, 0xFC] + Array(repeating: 0, count: 20)) == nil)
    }

    @Test func aWAVIsItsDataOverItsBytesASecond() throws {
        func littleEndian(_ value: Int, _ width: Int) -> [UInt8] { (0..<width).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let format = [1, 1].flatMap { littleEndian($0, 2) } + littleEndian(8_000, 4) + littleEndian(16_000, 4) + littleEndian(2, 2) + littleEndian(16, 2)
        let bytes = Array("RIFF".utf8) + littleEndian(36 + 32_000, 4) + Array("WAVEfmt ".utf8) + littleEndian(16, 4) + format
            + Array("data".utf8) + littleEndian(32_000, 4) + Array(repeating: 0, count: 32_000)
        #expect(RecordingLength.seconds(of: bytes, path: "a.wav") == 2)
    }

    @Test(arguments: [([UInt8](), "a.mp3"), ([0x49, 0x44, 0x33], "a.mp3"), ([0xFF, 0xF3, 0xF0, 0xC4], "a.mp3"), ([0xFF, 0xF3, 0x50, 0xC4], "a.ogg"),
                      (Array("RIFF....WAVE".utf8), "a.wav")])
    func whatDoesNotReadIsNoLength(_ bytes: [UInt8], _ path: String) {
        #expect(RecordingLength.seconds(of: bytes, path: path) == nil)
    }

    /// Any bytes at all, cut anywhere: a length or nothing, never a read past the end.
    @Test func randomAndCutBytesReadSafely() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let starts: [[UInt8]] = [Self.mpeg2Header, [0xFF, 0xFB, 0x90, 0x00], [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 1], Array("RIFF\0\0\0\0WAVEfmt ".utf8),
                                [0xFF, 0xF1, 0x5C, 0x40, 0x1C, 0x3F, 0xFC]]
        for round in 0..<2_000 {
            let bytes = starts[round % starts.count] + (0..<(round % 97)).map { _ in next() }
            for path in ["a.mp3", "a.wav", "a.aac"] {
                for cut in [bytes.count, bytes.count / 2, 3] where cut <= bytes.count {
                    _ = RecordingLength.seconds(of: Array(bytes.prefix(cut)), path: path)
                }
            }
        }
    }

    @Test func theSampleRecordingsLengthsAreWhatTheirExercisesSay() throws {
        let fixture = try ContentFixture()
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "audio.length-mismatch" })
        let bytes = try LocalFileSystem().read(fixture.path("media/audio/guided-meditation.mp3"))
        #expect(RecordingLength.seconds(of: bytes, path: "guided-meditation.mp3").map { Int($0) } == 151)
    }

    @Test func aWrongLengthIsAWarningWithTheFilesLength() throws {
        let run = try PipelineRun.sample(replacing: "seconds: 151", with: "seconds: 30", in: "exercises/guided-meditation.md")
        let finding = try run.only("audio.length-mismatch", in: "exercises/guided-meditation.md")
        #expect(finding.message == "'media/audio/guided-meditation.mp3' plays for 2 min 31 s, but 'seconds' is 30")
        #expect(finding.fixIts.map(\.replacement) == ["151"])
    }

    @Test(arguments: [("three-seconds-opus.ogg", "ogg"), ("three-seconds.aac", "aac")])
    func anOggOrAACRecordingsLengthIsCheckedToo(_ name: String, _ ext: String) throws {
        let fixture = try ContentFixture()
        try fixture.write("media/audio/guided-meditation.\(ext)", bytes: Self.fixture(name))
        try fixture.replace("path: media/audio/guided-meditation.mp3", with: "path: media/audio/guided-meditation.\(ext)", in: "exercises/guided-meditation.md")
        let finding = try PipelineRun(fixture).only("audio.length-mismatch", in: "exercises/guided-meditation.md")
        #expect(finding.message == "'media/audio/guided-meditation.\(ext)' plays for 3 s, but 'seconds' is 151")
        #expect(finding.fixIts.map(\.replacement) == ["3"])
    }

    @Test func anotherLocalesRecordingIsThatMistakeAlone() throws {
        let run = try PipelineRun.sample(replacing: "path: media/audio/guided-meditation.mp3", with: "path: media/audio/guided-meditation.ru.mp3",
                                         in: "exercises/guided-meditation.md")
        let finding = try run.only("media.other-locale", in: "exercises/guided-meditation.md")
        #expect(finding.message == "this en page's audio 'media/audio/guided-meditation.ru.mp3' is named for ru")
        #expect(finding.fixIts.map(\.replacement) == ["media/audio/guided-meditation.mp3"])
        #expect(!run.diagnostics.contains { $0.id == "audio.length-mismatch" })
    }
}
