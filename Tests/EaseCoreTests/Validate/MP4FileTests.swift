@testable import EaseCore
import Foundation
import Testing

/// MP4 and QuickTime files read as far as their tracks. `Fixtures/video/` holds files ffmpeg
/// made (two seconds of a flat colour, with and without a tone), whose tracks `ffprobe` lists as
/// the tests expect; the hand-made boxes below reach the corners ffmpeg does not write.
@Suite struct MP4FileTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/video/\(name)")
        return Array(try Data(contentsOf: url))
    }

    static func movie(_ name: String) throws -> VideoTracks {
        try MP4File.read(fixture(name)).get()
    }

    @Test func aSilentVideoHasOnePictureTrack() throws {
        let movie = try Self.movie("silent.mp4")
        #expect(movie.tracks == [VideoTracks.Track(kind: .picture, format: "avc1", seconds: 2, isEnabled: true)])
        #expect(movie.seconds == 2)
        #expect(movie.listsTracksFirst)
        #expect(!movie.playsSound)
    }

    @Test func aVideoWithSoundHasASoundTrack() throws {
        let movie = try Self.movie("sound.mp4")
        #expect(movie.tracks.map(\.kind) == [.picture, .sound])
        #expect(movie.tracks.map(\.format) == ["avc1", "mp4a"])
        #expect(movie.playsSound)
        #expect(movie.seconds == 2)
    }

    @Test func aFileWithItsTrackListLastSaysSo() throws {
        let movie = try Self.movie("sound-listed-last.mp4")
        #expect(!movie.listsTracksFirst)
        #expect(movie.tracks.map(\.kind) == [.picture, .sound])
    }

    @Test func theCodingIsTheFirstSampleDescriptions() throws {
        #expect(try Self.movie("vp9.mp4").tracks.map(\.format) == ["vp09"])
    }

    @Test func subtitlesInTheFileAreATextTrack() throws {
        let movie = try Self.movie("sound-and-subtitles.mp4")
        #expect(movie.tracks.map(\.kind) == [.picture, .sound, .text])
        #expect(movie.tracks.last?.format == "tx3g")
                #expect(movie.tracks.last?.seconds == 1.5)
    }

    @Test func aQuickTimeDataHandlerDoesNotNameTheMedia() throws {
        // QuickTime writes a second `hdlr` in `minf` (a data handler, `alis`).
        let bytes = try Self.fixture("sound.mov")
        #expect(bytes.count > 8 && String(decoding: bytes[4..<8], as: UTF8.self) == "ftyp")
        #expect(try MP4File.read(bytes).get().tracks.map(\.kind) == [.picture, .sound])
    }

    // MARK: Hand-made boxes

    static func box(_ type: String, _ payload: [UInt8] = []) -> [UInt8] {
        bigEndian(UInt64(8 + payload.count), 4) + Array(type.utf8) + payload
    }

    static func bigEndian(_ value: UInt64, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// A media header: version 0 with 32-bit times, or 1 with 64-bit ones.
    static func header(_ type: String, version: UInt8, scale: UInt64, units: UInt64) -> [UInt8] {
        let width = version == 1 ? 8 : 4
        return box(type, [version, 0, 0, 0] + [UInt8](repeating: 0, count: 2 * width) + bigEndian(scale, 4) + bigEndian(units, width))
    }

    static func track(_ handler: String, enabled: Bool = true, media: [UInt8]) -> [UInt8] {
        box("trak", box("tkhd", [0, 0, 0, enabled ? 3 : 2]) + box("mdia", media + box("hdlr", [0, 0, 0, 0, 0, 0, 0, 0] + Array(handler.utf8))))
    }

    static let ftyp = box("ftyp", Array("isom".utf8) + [0, 0, 2, 0])

    @Test func versionOneHeadersAndASixtyFourBitSize() throws {
        let media = Self.header("mdhd", version: 1, scale: 48_000, units: 96_000)
        let moov = Self.box("moov", Self.header("mvhd", version: 1, scale: 1000, units: 2500) + Self.track("soun", media: media))
        // `mdat` with its size in 64 bits (size 1), then a box to the end of the file (size 0).
        let mdat = Self.bigEndian(1, 4) + Array("mdat".utf8) + Self.bigEndian(24, 8) + [1, 2, 3, 4, 5, 6, 7, 8]
        let last = Self.bigEndian(0, 4) + Array("free".utf8) + [0, 0, 0]
        let movie = try MP4File.read(Self.ftyp + moov + mdat + last).get()
        #expect(movie.seconds == 2.5)
        #expect(movie.tracks == [VideoTracks.Track(kind: .sound, format: nil, seconds: 2, isEnabled: true)])
    }

    @Test func aDisabledTrackAndAnUnknownLength() throws {
        // A duration of all ones is "not known"; the movie then takes its longest track's.
        let moov = Self.box("moov", Self.header("mvhd", version: 0, scale: 600, units: 0xFFFF_FFFF)
            + Self.track("soun", enabled: false, media: Self.header("mdhd", version: 0, scale: 10, units: 35))
            + Self.track("vide", media: Self.header("mdhd", version: 0, scale: 0, units: 35)))
        let movie = try MP4File.read(Self.ftyp + moov).get()
        #expect(movie.tracks.map(\.isEnabled) == [false, true])
        #expect(!movie.playsSound, "a disabled sound track does not play")
        #expect(movie.tracks.map(\.seconds) == [3.5, nil])
        #expect(movie.seconds == 3.5)
    }

    @Test func otherFilesCutFilesAndFilesWithoutATrackList() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        #expect(MP4File.read(png).failure == .otherKind)
        #expect(MP4File.read([]).failure == .otherKind)
        #expect(MP4File.read(Array("WEBVTT\n\n00:01.000 --> 00:02.000\nA\n".utf8)).failure == .otherKind)
        #expect(MP4File.read(Self.ftyp + Self.box("mdat", [1, 2, 3])).failure == .noTrackList)
        // A file cut inside its media data, and inside a track.
        #expect(MP4File.read(Self.ftyp + Array(Self.box("mdat", [UInt8](repeating: 7, count: 40)).dropLast(10))).failure == .cutShort(part: "mdat"))
        let moov = Self.box("moov", Self.track("soun", media: Self.header("mdhd", version: 0, scale: 10, units: 35)))
        #expect(MP4File.read(Self.ftyp + moov.dropLast(3)).failure == .cutShort(part: "moov"))
        // A box claiming more than the box it is in.
        var inner = moov
        inner[11] = 0xFF
        #expect(MP4File.read(Self.ftyp + inner).failure == .cutShort(part: "trak"))
        // A size smaller than a box's header.
        #expect(MP4File.read(Self.ftyp + Self.bigEndian(4, 4) + Array("moov".utf8)).failure == .cutShort(part: "moov"))
    }
}

extension Result {
    /// The error, `nil` for a success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
