@testable import EaseFuzzing
import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// The harnesses' checks fire on the faults they exist to catch, so a quiet fuzzer means something.
@Suite struct HarnessInvariantTests {
    let file = SourceFile(path: "t.md", text: "one\ntwo\n")

    @Test func cssCountsMustFlashAndPassTheMotionRulesQuickTest() throws {
        #expect(CSSHarness.countFindings([("a 1s", nil, false), ("b 1s", 4, true)]).isEmpty)
        #expect(CSSHarness.countFindings([("c 1s", 3, true)]).map(\.invariant) == ["flash-count"])
        #expect(CSSHarness.countFindings([("d 1s", 5, false)]).map(\.invariant) == ["flash-bound"])
        let seed = try #require(FileManager.default.contents(atPath: ContentFixture.repositoryRoot + "/Fuzz/Corpus/css/flashes.css"))
        let counts = CSSStylesheet(String(decoding: seed, as: UTF8.self)).animationFlashCounts()
        #expect(counts.map(\.flashes) == [4, 9, nil, 4, nil, nil], "blink; the fades of .b; dip back and forth every second; .d; soft and shade; none")
        #expect(counts.allSatisfy { $0.flashes == nil || $0.isCounted })
    }

    @Test func theCaptionsHarnessShowsARealVideo() throws {
        // Two seconds long, so that its captions' `captions.after-end` is reached too.
        #expect(try MP4File.read(CaptionsHarness.video).get().seconds == 2)
    }

    @Test func theRecordingHarnessNamesEachKindAndSeesBothOutcomes() throws {
        let seeds = ContentFixture.repositoryRoot + "/Fuzz/Corpus/recording/"
        func seed(_ name: String) throws -> [UInt8] { Array(try #require(FileManager.default.contents(atPath: seeds + name))) }
        #expect(try RecordingHarness.kind(of: seed("one-second.wav")) == "wav")
        #expect(try RecordingHarness.kind(of: seed("adts-sixty-seconds.aac")) == "aac", "after its ID3 tag")
        #expect(try RecordingHarness.kind(of: seed("one-second.mp3")) == "mp3")
        #expect(RecordingHarness.kind(of: [0xFF, 0xF1, 0x6C, 0x40]) == "aac")
        #expect(RecordingHarness.kind(of: [0, 0, 0, 24] + Array("ftypM4A ".utf8)) == "m4a")
        #expect(RecordingHarness.kind(of: Array("OggS".utf8)) == "ogg")
        // A one-second recording is far from the page's 60 seconds; a sixty-second one is not.
        #expect(try RecordingHarness.run(seed("one-second.mp3")).isEmpty)
        #expect(try RecordingLength.seconds(of: seed("xing-sixty-seconds.mp3"), path: "a.mp3").map { Int($0.rounded()) } == 60)
        #expect(try RecordingHarness.run(seed("xing-sixty-seconds.mp3")).isEmpty)
        #expect(try RecordingHarness.run(seed("adts-sixty-seconds.aac")).isEmpty)
    }

    @Test func boundsAcceptTheEndOfTheFileAndRejectWhatLiesPastIt() {
        let check = SourceBoundsCheck(file)
        #expect(check.check(SourceRange(line: 2, column: 1, length: 3), "ok").isEmpty)
        #expect(check.check(SourceRange(at: SourcePosition(line: 3, column: 1)), "end of file").isEmpty)
        #expect(check.check(SourceRange(line: 2, column: 3, length: 2), "past the line").map(\.invariant) == ["position-in-file"])
        #expect(check.check(SourceRange(at: SourcePosition(line: 4, column: 1)), "past the file").count == 2)
        var backwards = SourceRange(at: SourcePosition(line: 2, column: 2))
        backwards.end = SourcePosition(line: 1, column: 1)
        #expect(check.check(backwards, "backwards").map(\.invariant) == ["range-order"])
    }

    @Test(arguments: [
        "<script>alert(1)</script>",
        "<script src=\"https://evil.example/x.js\"></script>",
        "<a href=\"#\" onclick=\"x()\">a</a>",
        "<a href=\"&#106;avascript:alert(1)\">a</a>",
        "<a href=\" JaVaScRiPt:alert(1)\">a</a>",
        "<img src=\"data:image/svg+xml,x\" alt=\"\">",
        "<a href=\"//evil.example/\">a</a>",
        "<iframe src=\"/x\"></iframe>",
        "<style>body{}</style>",
        "<form action=\"vbscript:x\"></form>",
    ])
    func pageSafetyFlagsScriptAndUnsafeURLs(_ fragment: String) {
        let page = "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body>\(fragment)</body></html>"
        #expect(!RenderedPageSafetyCheck.check(Array(page.utf8), page: "p.html").isEmpty)
    }

    @Test func pageSafetyAcceptsTheSitesOwnScriptsAndLinks() {
        let page = """
        <!DOCTYPE html><html lang="en"><head><title>t</title><script src="/assets/site.js" defer></script></head>
        <body><a href="/learn/">Learn</a> <a href="https://example.org/">out</a> <a href="mailto:a@example.org">mail</a>
        <form class="action" method="get" action="/relax/"><button>Go</button></form><img src="/media/a.png" alt="A lake"></body></html>
        """
        #expect(RenderedPageSafetyCheck.check(Array(page.utf8), page: "p.html").isEmpty)
    }

    @Test func motionCSSMustBeWellFormed() {
        #expect(MotionSpecHarness.checkCSS("a { b: c; }\n").isEmpty)
        #expect(!MotionSpecHarness.checkCSS("a { b: c;\n").isEmpty)
        #expect(!MotionSpecHarness.checkCSS("a } {\n").isEmpty)
        #expect(!MotionSpecHarness.checkCSS("[x=\"</style><script>\"] {}\n").isEmpty)
    }

    @Test func pipelineBuildsTheInputAndKeepsTheSiteWhenABuildFails() throws {
        let harness = PipelineHarness.reading
        let seeds = ContentFixture.repositoryRoot + "/Fuzz/Corpus/pipeline/"
        let good = try #require(FileManager.default.contents(atPath: seeds + "reading.md"))
        #expect(harness.run(Array(good)).isEmpty)
        let page = harness.output + "/site/learn/fuzz/index.html"
        #expect(FileManager.default.fileExists(atPath: page))
        let hostile = try #require(FileManager.default.contents(atPath: seeds + "hostile.md"))
        #expect(harness.run(Array(hostile)).isEmpty)
        // The hostile reading fails the check, so the page of the good one is still there.
        #expect(FileManager.default.fileExists(atPath: page))
    }

    @Test func exerciseAndSiteHarnessesBuildTheirInputInPlaceOfTheirFile() throws {
        let seeds = ContentFixture.repositoryRoot + "/Fuzz/Corpus/"
        let breathing = try #require(FileManager.default.contents(atPath: seeds + "pipeline-exercise/box-breathing.md"))
        #expect(PipelineHarness.exercise.run(Array(breathing)).isEmpty)
        #expect(FileManager.default.fileExists(atPath: PipelineHarness.exercise.output + "/site/exercises/box-breathing/index.html"))
        #expect(FileManager.default.fileExists(atPath: PipelineHarness.exercise.output + "/bundle/haptics/box-breathing.ahap"))
        let site = try #require(FileManager.default.contents(atPath: seeds + "pipeline-site/tokens.yml"))
        #expect(PipelineHarness.site.run(Array(site)).isEmpty)
        let written = try #require(FileManager.default.contents(atPath: PipelineHarness.site.input))
        #expect(written == site, "the input replaces site.yml")
        #expect(FileManager.default.fileExists(atPath: PipelineHarness.site.output + "/site/index.html"))
    }

    @Test func templateHarnessBuildsTheInputAsTheReadingTemplate() throws {
        let seeds = ContentFixture.repositoryRoot + "/Fuzz/Corpus/pipeline-template/"
        let shipped = try #require(FileManager.default.contents(atPath: seeds + "reading.mustache"))
        #expect(PipelineHarness.template.run(Array(shipped)).isEmpty)
        #expect(FileManager.default.fileExists(atPath: PipelineHarness.template.output + "/site/learn/seed/index.html"))
        #expect(FileManager.default.contents(atPath: PipelineHarness.template.input) == shipped)
        // Every fix-it of the misspelt seed is applied and the template loaded again: none may leave its problem.
        let misspelt = try #require(FileManager.default.contents(atPath: seeds + "misspelt.mustache"))
        #expect(PipelineHarness.template.run(Array(misspelt)).isEmpty)
        #expect(FileManager.default.contents(atPath: PipelineHarness.template.input) == misspelt, "the fix-it check writes the input back")
    }

    @Test func theFixHarnessMakesTheSeedsFixItsAndPutsTheContentBack() throws {
        let seeds = ContentFixture.repositoryRoot + "/Fuzz/Corpus/fix/"
        let harness = FixHarness.reading
        let seed = try #require(FileManager.default.contents(atPath: harness.content + "/readings/seed.md"))
        for name in ["fix-its.md", "fix-its-crlf.md", "fix-its-bom.md", "front-matter-repairs-crlf.md"] {
            let input = try #require(FileManager.default.contents(atPath: seeds + name))
            #expect(harness.run(Array(input)).isEmpty, "\(name)")
            #expect(harness.lastMade.diff > 0 && harness.lastMade.fix >= harness.lastMade.diff, "\(name): \(harness.lastMade)")
        }
        let notText = try #require(FileManager.default.contents(atPath: seeds + "not-utf8.md"))
        #expect(harness.run(Array(notText)).isEmpty)
        #expect(harness.lastMade == (0, 0), "a file that is not UTF-8 is left as it is")
        #expect(!FileManager.default.fileExists(atPath: harness.input), "the input is removed after the run")
        #expect(FileManager.default.contents(atPath: harness.content + "/readings/seed.md") == seed)
    }

    @Test func whatFixMustKeepOfAFileIsChecked() {
        func check(_ before: String, _ after: String) -> [String] {
            FixedTextCheck(before: Array(before.utf8), after: Array(after.utf8)).check().map(\.invariant)
        }
        #expect(check("a: 1\r\nb: 2\r\n", "a: 1\r\nc: 2\r\n").isEmpty)
        #expect(check("a: 1\r\nb: 2\r\n", "a: 1\r\n\nb: 2\r\n") == ["fix-keeps-line-breaks"])
        #expect(check("a: 1\nb: 2\r\n", "a: 1\n\nb: 2\r\n").isEmpty, "mixed line endings: either is right")
        #expect(check("\u{FEFF}a\n", "a\n") == ["fix-keeps-mark"])
        #expect(check("a\n", "\u{FEFF}a\n") == ["fix-keeps-mark"])
        let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x0A]
        #expect(FixedTextCheck(before: latin1, after: latin1).check().isEmpty)
        #expect(FixedTextCheck(before: latin1, after: Array("café\n".utf8)).check().map(\.invariant) == ["fix-keeps-bytes"])
        #expect(FixedTextCheck(before: Array("a\n".utf8), after: latin1).check().map(\.invariant) == ["fix-keeps-utf8"])
    }

    @Test func aFixItThatDoesNotFixOrBreaksTheTemplateIsAFinding() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try FileManager.default.removeItem(atPath: fixture.root)
        try FileManager.default.copyItem(atPath: ContentFixture.repositoryRoot + "/Templates", toPath: fixture.root)
        let file = SourceFile(path: fixture.path("reading.mustache"), text: "<p>{{minuts}}</p>\n")
        try fixture.write("reading.mustache", file.text)
        let range = SourceRange(line: 1, column: 6, length: 6)
        func diagnostic(_ fixIt: FixIt) -> Diagnostic {
            .error("template.unknown-name", "m", at: SourceLocation(path: file.path, range: range), fixIts: [fixIt])
        }
        let check = TemplateFixItCheck(file: file, templates: fixture.root)
        #expect(check.check([diagnostic(FixIt("fixes", replacing: range, with: "minutes"))]).isEmpty)
        #expect(check.check([diagnostic(FixIt("same", replacing: range, with: "minutz"))]).map(\.invariant) == ["fix-it-fixes"])
        let closing = SourceRange(line: 1, column: 12, length: 2)
        #expect(check.check([diagnostic(FixIt("breaks", replacing: closing, with: ""))]).map(\.invariant) == ["fix-it-fixes"])
        #expect(check.check([diagnostic(FixIt("outside", replacing: SourceRange(line: 9, column: 1, length: 1), with: ""))]).map(\.invariant)
            == ["fix-it-applies"])
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == file.text)
    }
}
