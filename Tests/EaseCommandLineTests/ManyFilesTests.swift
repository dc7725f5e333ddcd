import EaseTestSupport
import Foundation
import Testing

/// A content folder of 100,000 files — 1,000 readings that link to each other and 99,000 media
/// files — is checked in one pass with bounded memory: no step scans all files per file.
@Suite struct ManyFilesTests {
    static let readings = 1_000
    static let mediaFiles = 99_000

    @Test func aHundredThousandFilesAreCheckedWithBoundedMemory() throws {
        let fixture = try ContentFixture()
        let readings = fixture.path("readings")
        for index in 0..<Self.readings {
            let next = (index + 1) % Self.readings
            let text = """
            ---
            id: bulk-\(index)
            title: Bulk reading \(index)
            summary: One of many.
            source: { title: Notes, author: Ease, publisher: Ease, year: 2026, pages: "\(index + 1)" }
            ---

            Read [the next one](bulk-\(next).md) and look at ![a quiet lake](../media/bulk/\(index).jpg).

            """
            #expect(FileManager.default.createFile(atPath: "\(readings)/bulk-\(index).md", contents: Data(text.utf8)))
        }
        let media = fixture.path("media/bulk")
        try FileManager.default.createDirectory(atPath: media, withIntermediateDirectories: true)
        let image = try Data(contentsOf: URL(fileURLWithPath: fixture.path("media/scenes/lake-at-dawn.jpg")))
        for index in 0..<Self.mediaFiles {
            // The referenced images are real; the rest are empty files that are only listed.
            #expect(FileManager.default.createFile(atPath: "\(media)/\(index).jpg", contents: index < Self.readings ? image : Data()))
        }

        let run = try EaseBinary.run(["check", "--content", fixture.root, "--format", "json"])
        #expect(run.status == 0, "\(run.standardError.prefix(2000))")
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
        #expect(!diagnostics.contains { $0["severity"] as? String == "error" })
        let summary = report?["summary"] as? [String: Any]
        #expect(summary?["errors"] as? Int == 0)
        #expect(summary?["files"] as? Int ?? 0 > Self.readings)

        // Peak memory of this one run: under 1 GiB (3 GiB when built with AddressSanitizer, whose
        // shadow memory counts too).
        let measured = try EaseBinary.runMeasuringMemory(["check", "--content", fixture.root])
        #expect(measured.status == 0)
        let limit = Sanitizer.address ? 3 << 20 : 1 << 20
        #expect(measured.peakKiB > 0 && measured.peakKiB < limit, "peak RSS \(measured.peakKiB) KiB")
    }
}
