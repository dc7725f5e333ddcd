import EaseDiagnostics
import EaseServe
import Testing

@Suite struct LiveReloadHubTests {
    @Test func aPageHearsTheCurrentStateThenEveryBuild() async {
        let hub = LiveReloadHub()
        hub.publish(changedSite: true, diagnostics: [])
        let stream = hub.subscribe()
        #expect(hub.listenerCount == 1)
        hub.publish(changedSite: false, diagnostics: [.error("yaml.syntax", "did not find ']'", at: SourceLocation(path: "Content/readings/a.md", range: SourceRange(line: 2, column: 5, length: 1)))])
        hub.publish(changedSite: true, diagnostics: [])
        hub.closeAll()
        var events: [String] = []
        for await event in stream { events.append(event) }
        #expect(events.count == 3)
        #expect(events[0].hasPrefix("retry: 1000\n\nevent: build\ndata: {"))
        #expect(events[0].contains("\"generation\":1") && events[0].contains("\"ok\":true"))
        #expect(events[1].contains("\"generation\":1") && events[1].contains("\"ok\":false"))
        #expect(events[1].contains("\"location\":\"Content/readings/a.md:2:5\""))
        #expect(events[2].contains("\"generation\":2") && events[2].contains("\"ok\":true"))
        #expect(events.allSatisfy { $0.hasSuffix("\n\n") })
        #expect(hub.listenerCount == 0)
    }

    @Test func warningsDoNotFailTheBuild() async {
        let hub = LiveReloadHub()
        hub.publish(changedSite: true, diagnostics: [.warning("l10n.stale", "stale", at: nil)])
        let stream = hub.subscribe()
        hub.closeAll()
        var events: [String] = []
        for await event in stream { events.append(event) }
        #expect(events.first?.contains("\"ok\":true") == true)
        #expect(events.first?.contains("\"severity\":\"warning\"") == true)
    }

    @Test func notesGoWithTheirPlaces() async {
        let hub = LiveReloadHub()
        let page = SourceLocation(path: "Output/site/404.html", range: SourceRange(line: 16, column: 1, length: 2))
        hub.publish(changedSite: false, diagnostics: [.error("audit.landmarks", "skip link points to #main", at: .file("Templates/layout.mustache"),
                                                             notes: [DiagnosticNote("found in 404.html", at: page), DiagnosticNote("WCAG 2.4.1")])])
        let stream = hub.subscribe()
        hub.closeAll()
        var events: [String] = []
        for await event in stream { events.append(event) }
        #expect(events.first?.contains("\"notes\":[\"Output/site/404.html:16:1: found in 404.html\",\"WCAG 2.4.1\"]") == true)
    }

    @Test func fixItsSayWhatTheyDo() async {
        let hub = LiveReloadHub()
        let key = SourceLocation(path: "Content/readings/a.md", range: SourceRange(line: 3, column: 1, length: 5))
        hub.publish(changedSite: false, diagnostics: [.error("schema.unknown-key", "unknown key 'titel' in reading", at: key,
                                                             fixIts: [FixIt("replace 'titel' with 'title'", replacing: key.range, with: "title")])])
        let stream = hub.subscribe()
        hub.closeAll()
        var events: [String] = []
        for await event in stream { events.append(event) }
        #expect(events.first?.contains("\"fixIts\":[\"replace 'titel' with 'title'\"]") == true)
    }
}
