import EaseTestSupport
import Foundation
import Testing

@Suite struct SchemaCommandTests {
    /// `ease schema --swift` compiles together with a small decoder program, which then decodes
    /// every file of the sample bundle.
    @Test func generatedSwiftTypesDecodeTheSampleBundle() throws {
        let work = try ContentFixture(copyingSample: false)
        #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", work.root]).status == 0)
        #expect(try EaseBinary.run(["schema", "--swift", "--output", work.path("ContentBundle.swift")]).status == 0)
        try work.write("main.swift", """
        import Foundation
        let bundle = try ContentBundle(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
        let statements = bundle.copingStatements?.groups.flatMap(\\.statements).count ?? 0
        let breathing = bundle.exercises.first { $0.kind == "breathing" }?.breathing?.steps.count ?? 0
        var links = 0
        func count(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .link(.content(let id, _), _, let content): if id != nil { links += 1 }; count(content)
                case .emphasis(let content), .strong(let content), .link(_, _, let content): count(content)
                default: break
                }
            }
        }
        func count(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .paragraph(let inlines), .heading(_, _, let inlines): count(inlines)
                case .blockQuote(let children): count(children)
                case .list(_, _, _, let items): items.forEach(count)
                default: break
                }
            }
        }
        bundle.readings.forEach { count($0.body) }
        let variants = bundle.motion.choreographies.first { $0.id == "onboarding-welcome" }?.variants.keys.sorted().joined(separator: ",") ?? ""
        let russian = try ContentBundle(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]), locale: "ru")
        let gad = russian.readings.first { $0.id == "what-is-gad" }?.title ?? ""
        print("ru: \\(russian.site.locale) \\(russian.site.tabs.map(\\.title).joined(separator: ",")) \\(gad) readings=\\(russian.readings.count)")
        print("motion=\\(variants) readings=\\(bundle.readings.count) exercises=\\(bundle.exercises.count) pages=\\(bundle.onboardingPages.count) statements=\\(statements) breathing-steps=\\(breathing) content-links=\\(links) sessions=\\(bundle.manifest.sessions.count)")
        """)
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-o", work.path("decoder"), work.path("ContentBundle.swift"), work.path("main.swift")]
        let errors = Pipe()
        swiftc.standardError = errors
        try swiftc.run()
        let compilerOutput = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        try #require(swiftc.terminationStatus == 0, "swiftc failed: \(compilerOutput)")

        let decoder = Process()
        decoder.executableURL = URL(fileURLWithPath: work.path("decoder"))
        decoder.arguments = [work.path("bundle")]
        let output = Pipe()
        decoder.standardOutput = output
        decoder.standardError = output
        try decoder.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        decoder.waitUntilExit()
        #expect(decoder.terminationStatus == 0, "\(printed)")
        #expect(printed == "ru: ru Узнать,Отдохнуть,Заметить Что такое генерализованное тревожное расстройство readings=6\n"
                + "motion=crossfade,full,reduced readings=6 exercises=4 pages=5 statements=21 breathing-steps=28 content-links=5 sessions=9\n")
    }

    @Test func jsonSchemaIsPrintedByDefault() throws {
        let run = try EaseBinary.run(["schema"])
        #expect(run.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }
}
