@testable import EaseCore
import Testing

/// WebM files read as far as their tracks: ffmpeg's (`Fixtures/video/*.webm`, VP9 with and without
/// Opus sound) and hand-made elements for what ffmpeg does not write: a live recording's
/// elements of unknown size, media data before the track list, a file cut short.
@Suite struct WebMFileTests {
    @Test func ffmpegsFilesWithAndWithoutSound() throws {
        let silent = try WebMFile.read(MP4FileTests.fixture("silent.webm")).get()
        #expect(silent.container == .webM)
        #expect(silent.tracks == [VideoTracks.Track(kind: .picture, format: "V_VP9", seconds: nil, isEnabled: true)])
        #expect(silent.seconds == 2)
        #expect(silent.listsTracksFirst)
        let sound = try WebMFile.read(MP4FileTests.fixture("sound.webm")).get()
        #expect(sound.tracks.map(\.kind) == [.picture, .sound])
        #expect(sound.tracks.map(\.format) == ["V_VP9", "A_OPUS"])
        #expect(sound.playsSound)
        #expect(try #require(sound.seconds) > 2 && sound.seconds! < 2.1)
        // Read by its extension.
        #expect(try VideoTracks.read(MP4FileTests.fixture("sound.webm"), kind: "webm")?.get().playsSound == true)
        #expect(VideoTracks.read([], kind: "avi") == nil)
    }

    // MARK: Hand-made elements

    /// An element: its id's bytes, its size in eight bytes (or unknown), its payload.
    static func element(_ id: [UInt8], _ payload: [UInt8] = [], unknownSize: Bool = false) -> [UInt8] {
        let size: [UInt8] = unknownSize ? [0x01] + [UInt8](repeating: 0xFF, count: 7)
            : [0x01] + (0..<7).reversed().map { UInt8(truncatingIfNeeded: payload.count >> (8 * $0)) }
        return id + size + payload
    }

    static let header = element([0x1A, 0x45, 0xDF, 0xA3], element([0x42, 0x82], Array("webm".utf8)))
    static func info(scale: UInt32, duration: Float) -> [UInt8] {
        element([0x15, 0x49, 0xA9, 0x66], element([0x2A, 0xD7, 0xB1], withUnsafeBytes(of: scale.bigEndian, Array.init))
            + element([0x44, 0x89], withUnsafeBytes(of: duration.bitPattern.bigEndian, Array.init)))
    }
    static func track(type: UInt8, codec: String, enabled: Bool = true) -> [UInt8] {
        element([0xAE], element([0x83], [type]) + element([0x86], Array(codec.utf8)) + element([0xB9], [enabled ? 1 : 0]))
    }
    static let tracks = element([0x16, 0x54, 0xAE, 0x6B], track(type: 1, codec: "V_AV1") + track(type: 2, codec: "A_OPUS", enabled: false)
        + track(type: 0x11, codec: "S_TEXT/WEBVTT"))
    static let cluster = element([0x1F, 0x43, 0xB6, 0x75], [0xE7, 0x81, 0x00])
    static func segment(_ payload: [UInt8], unknownSize: Bool = false) -> [UInt8] {
        element([0x18, 0x53, 0x80, 0x67], payload, unknownSize: unknownSize)
    }

    @Test func aLiveRecordingsElementsOfUnknownSize() throws {
        // The segment and its cluster of unknown size; the cluster ends the reading.
        let bytes = Self.header + Self.segment(Self.info(scale: 1_000_000, duration: 4500) + Self.tracks
            + Self.element([0x1F, 0x43, 0xB6, 0x75], [0xE7, 0x81, 0x00, 0xFF, 0xFF], unknownSize: true), unknownSize: true)
        let video = try WebMFile.read(bytes).get()
        #expect(video.tracks.map(\.kind) == [.picture, .sound, .text])
        #expect(video.tracks.map(\.format) == ["V_AV1", "A_OPUS", "S_TEXT/WEBVTT"])
        #expect(!video.playsSound, "its sound track is disabled")
        #expect(video.seconds == 4.5)
        #expect(video.listsTracksFirst)
    }

    @Test func mediaDataBeforeTheTrackListAndATimestampScale() throws {
        // A scale of a microsecond: 2,000,000 units are two seconds.
        let video = try WebMFile.read(Self.header + Self.segment(Self.cluster + Self.info(scale: 1000, duration: 2_000_000) + Self.tracks)).get()
        #expect(!video.listsTracksFirst)
        #expect(video.seconds == 2)
    }

    @Test func otherFilesCutFilesAndFilesWithoutATrackList() {
        #expect(WebMFile.read(MP4FileTests.ftyp).failure == .otherKind)
        #expect(WebMFile.read([0x1A, 0x45]).failure == .otherKind)
        #expect(WebMFile.read(Self.header + Self.segment(Self.info(scale: 1_000_000, duration: 1) + Self.cluster)).failure == .noTrackList)
        #expect(WebMFile.read(Self.header).failure == .noTrackList)
        let whole = Self.header + Self.segment(Self.tracks + Self.cluster)
        #expect(WebMFile.read(Array(whole.dropLast(2))).failure == .cutShort(part: "Segment"))
        // The segment's own size unknown, the file cut inside its cluster.
        #expect(WebMFile.read(Array((Self.header + Self.segment(Self.tracks + Self.cluster, unknownSize: true)).dropLast(2))).failure == .cutShort(part: "Cluster"))
        #expect(WebMFile.read(Array(Self.header.dropLast(1))).failure == .cutShort(part: "EBML header"))
    }
}
