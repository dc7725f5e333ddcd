@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A switch written `yes` or `"true"` and a time of day written `8:00` or `8pm` get a fix-it to
/// the value as the schema takes it; a value that is no switch or no time gets none.
@Suite struct SchemaCheckerCommonSpellingsTests {
    static let schema = ObjectSchema(name: "reminder", fields: [
        SchemaField("time", .clockTime, "time of day"),
        SchemaField("enabled", .boolean, "on or off"),
    ])

    func fixIts(time: String, enabled: String) -> [String] {
        let text = "---\ntime: \(time)\nenabled: \(enabled)\n---\n"
        let file = SourceFile(path: "site.yml", text: text)
        let parts = try! FrontMatterSplitter.split(file).get()
        let node = YAMLReader(file: file, lineOffset: 1).read(parts.yaml).root!
        return SchemaChecker(path: "site.yml").check(node, against: Self.schema, anchor: SourceRange(line: 1, column: 1, length: 3))
            .flatMap(\.fixIts).map(\.replacement)
    }

    @Test(arguments: [("8:00", "\"08:00\""), ("8pm", "\"20:00\""), ("\"20.30\"", "\"20:30\""), ("12 am", "\"00:00\""),
                      ("7h", "\"07:00\""), ("8:30 p.m.", "\"20:30\"")])
    func aTimeWrittenAnotherWay(_ written: String, _ fixed: String) {
        #expect(fixIts(time: written, enabled: "true") == [fixed])
    }

    @Test(arguments: ["\"25:00\"", "13pm", "8", "8:0", "noon", "20:00:00"])
    func aTimeNoClockShowsGetsNoFixIt(_ written: String) {
        #expect(fixIts(time: written, enabled: "true") == [])
    }

    @Test(arguments: [("yes", "true"), ("Off", "false"), ("\"true\"", "true"), ("'false'", "false")])
    func aSwitchWrittenAnotherWay(_ written: String, _ fixed: String) {
        #expect(fixIts(time: "\"20:00\"", enabled: written) == [fixed])
    }

    @Test func aValueThatIsNoSwitchGetsNoFixIt() {
        #expect(fixIts(time: "\"20:00\"", enabled: "maybe") == [])
    }
}
