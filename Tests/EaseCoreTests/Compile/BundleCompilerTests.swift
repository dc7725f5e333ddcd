import EaseCore
import EaseTestSupport
import Foundation
import Testing

@Suite struct BundleCompilerTests {
    let files: [String: [UInt8]]

    init() throws {
        let result = ContentPipeline().check(contentRoot: ContentFixture.sampleContent)
        files = try BundleCompiler().compile(result.catalog)
    }

    func json(_ path: String) throws -> [String: Any] {
        let bytes = try #require(files[path], "no \(path) in the bundle")
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test func manifestListsEveryOtherFileWithSizeAndDigest() throws {
        let manifest = try json("manifest.json")
        #expect(manifest["schemaVersion"] as? String == BundleCompiler.schemaVersion)
        let entries = try #require(manifest["files"] as? [[String: Any]])
        #expect(Set(entries.compactMap { $0["path"] as? String }) == Set(files.keys).subtracting(["manifest.json"]))
        for entry in entries {
            let path = try #require(entry["path"] as? String)
            #expect(entry["size"] as? Int == files[path]?.count)
            #expect(entry["sha256"] as? String == SHA256.hex(files[path]!))
        }
        #expect((manifest["contentHash"] as? String)?.count == 64)
    }

    /// A scene's video gives the app its captions and their language, the one the captions
    /// file is named for, for the player's captions menu.
    @Test func aSceneVideoHasItsCaptionsLanguage() throws {
        for (path, language) in [("exercises/calming-scene.json", "en"), ("locales/ru/exercises/calming-scene.json", "ru")] {
            let scenes = try #require(try json(path)["scenes"] as? [[String: Any]])
            let video = try #require(scenes.first?["video"] as? [String: Any], "\(path)")
            #expect(video["captionsLanguage"] as? String == language, "\(path)")
            #expect((video["captions"] as? String)?.hasSuffix(".vtt") == true, "\(path)")
            #expect((video["poster"] as? String)?.hasSuffix(".jpg") == true, "\(path)")
        }
    }

    @Test func sessionMatrixSaysNextThenDone() throws {
        let sessions = try #require(try json("manifest.json")["sessions"] as? [[String: Any]])
        #expect(sessions.count == 9)
        let longest = try #require(sessions.first { $0["mood"] as? String == "very-anxious" && $0["minutes"] as? Int == 10 })
        let steps = try #require(longest["steps"] as? [[String: String]])
        #expect(steps == [["exercise": "coping-statements", "button": "next", "haptics": "haptics/session-next.ahap"],
                          ["exercise": "deep-breathing", "button": "next", "haptics": "haptics/session-next.ahap"],
                          ["exercise": "calming-scene", "button": "done", "haptics": "haptics/session-done.ahap"]])
    }

    @Test func bodiesAreBlockTreesWithResolvedLinks() throws {
        let reading = try json("readings/what-is-gad.json")
        let body = try #require(reading["body"] as? [[String: Any]])
        #expect(body.first?["type"] as? String == "heading")
        #expect(body.first?["anchor"] as? String == "what-generalized-anxiety-disorder-is")
        let text = String(decoding: files["readings/what-is-gad.json"]!, as: UTF8.self)
        #expect(text.contains("\"id\":\"getting-help\""))
        #expect(text.contains("\"anchor\":\"talking-to-a-professional\""))
    }

    @Test func mediaIsStoredUnderContentHashedNames() throws {
        let reading = try json("readings/body-and-anxiety.json")
        let image = try #require(reading["image"] as? [String: Any])
        let src = try #require(image["src"] as? String)
        let bytes = try #require(files[src])
        #expect(src == "media/" + SHA256.hex(bytes).prefix(16) + ".png")
        #expect((image["alt"] as? String)?.isEmpty == false)
    }

    @Test func breathingCarriesEveryInstructionWithItsStartTime() throws {
        let exercise = try json("exercises/deep-breathing.json")
        let breathing = try #require(exercise["breathing"] as? [String: Any])
        let steps = try #require(breathing["steps"] as? [[String: Any]])
        #expect(steps.count == 7 * 4)
        #expect(steps[1]["label"] as? String == "Hold")
        #expect(steps[1]["start"] as? Int == 4)
        #expect(steps.last?["start"] as? Int == 6 * 14 + 12)
        #expect(exercise["sessionSeconds"] as? Int == 98)
    }

    @Test func twoCompilationsAreByteIdentical() throws {
        let again = try BundleCompiler().compile(ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog)
        #expect(again == files)
    }
}
