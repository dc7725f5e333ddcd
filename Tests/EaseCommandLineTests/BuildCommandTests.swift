import EaseTestSupport
import Foundation
import Testing

@Suite struct BuildCommandTests {
    @Test func buildsTheSampleBundle() throws {
        let output = try ContentFixture(copyingSample: false)
        let run = try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root])
        #expect(run.status == 0, "\(run.standardError)")
        let manifest = try output.read("bundle/manifest.json")
        #expect(manifest.contains("\"schemaVersion\""))
        #expect(FileManager.default.fileExists(atPath: output.path("bundle/readings/what-is-gad.json")))
    }

    @Test func contentErrorsLeaveThePreviousOutputUntouched() throws {
        let output = try ContentFixture(copyingSample: false)
        #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root]).status == 0)
        let before = try output.read("bundle/manifest.json")
        let broken = try ContentFixture()
        try broken.replace("title: Deep breathing", with: "titel: Deep breathing", in: "exercises/deep-breathing.md")
        let run = try EaseBinary.run(["build", "--content", broken.root, "--output", output.root, "--format", "ide"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("[schema.unknown-key]"))
        #expect(try output.read("bundle/manifest.json") == before)
    }
}
