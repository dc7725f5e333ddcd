import EaseTestSupport
import Foundation
import Testing

/// Every JSON file `ease build` writes validates against the bundle's own JSON Schema, checked by
/// a real validator (Python's jsonschema, Draft 2020-12) — and the schema does reject broken files.
@Suite struct BundleSchemaTests {
    @Test func sampleBundleValidates() throws {
        let output = try ContentFixture(copyingSample: false)
        #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root]).status == 0)
        let result = try PythonTools.run(script: "validate-bundle.py", [output.path("bundle")])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("validated 41 files, 0 problems"))
    }

    @Test func schemaRejectsABrokenFile() throws {
        let output = try ContentFixture(copyingSample: false)
        #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root]).status == 0)
        let path = "bundle/readings/what-is-gad.json"
        var reading = try #require(try JSONSerialization.jsonObject(with: Data(try output.read(path).utf8)) as? [String: Any])
        reading.removeValue(forKey: "title")
        reading["readingMinutes"] = "three"
        try output.write(path, bytes: Array(try JSONSerialization.data(withJSONObject: reading)))
        let result = try PythonTools.run(script: "validate-bundle.py", [output.path("bundle")])
        #expect(result.status == 1)
        #expect(result.output.contains("readings/what-is-gad.json: : 'title' is a required property"))
        #expect(result.output.contains("readings/what-is-gad.json: readingMinutes: 'three' is not of type 'integer'"))
    }
}
