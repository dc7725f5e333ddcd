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

    /// ThreadSanitizer's runtime itself stops on the file-size limit (`SIGBUS` reading its shadow
    /// of the executable, `ease --version` alone), so the test is skipped under it.
    @Test(.disabled(if: Sanitizer.thread, "ThreadSanitizer's runtime stops under a file-size limit"))
    func aFailedWriteKeepsThePreviousOutputAndLeavesNoStagingFolder() throws {
        let output = try ContentFixture(copyingSample: false)
        // Two builds: the second keeps the first's output as the spares the next build writes over.
        for _ in 0..<2 { #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root]).status == 0) }
        let before = try output.read("bundle/manifest.json")
        // Files of at most 8 KB (`ulimit -f` counts 512-byte blocks), a longer write refused
        // (`EFBIG`, its signal ignored): the bundle's schema, and the site's larger pages, fail.
        let limited = ["/bin/sh", "-c", "ulimit -f 16; trap '' XFSZ; exec \"$0\" \"$@\""]
        let run = try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root, "--format", "ide"],
                                     launcher: limited)
        #expect(run.status != 0)
        #expect(run.standardError.contains("could not write the output"), "\(run.standardError)")
        #expect(try output.read("bundle/manifest.json") == before)
        // The bundle's staging folder (made on its own thread) and the site's are both gone, whichever failed first.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.root).sorted() == [".ease-build.lock", "bundle", "site"])
    }
}

@Suite struct BuildDeterminismTests {
    func build(into output: ContentFixture, environment: [String: String] = [:]) throws -> [String: Data] {
        let run = try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root], environment: environment)
        try #require(run.status == 0, "\(run.standardError)")
        var files: [String: Data] = [:]
        let base = output.path("bundle")
        for case let relative as String in FileManager.default.enumerator(atPath: base)! {
            if let data = FileManager.default.contents(atPath: base + "/" + relative) { files[relative] = data }
        }
        return files
    }

    @Test func twoBuildsAreByteIdenticalUnderOtherTimeZonesAndLanguages() throws {
        let first = try build(into: try ContentFixture(copyingSample: false), environment: ["TZ": "UTC", "LANG": "C"])
        let second = try build(into: try ContentFixture(copyingSample: false),
                               environment: ["TZ": "Pacific/Kiritimati", "LANG": "ru_RU.UTF-8", "LC_ALL": "ru_RU.UTF-8",
                                             "SOURCE_DATE_EPOCH": "86400"])
        #expect(first.count > 20)
        #expect(first == second)
    }

    @Test func verifyReportsStaleFilesAndWritesNothing() throws {
        let output = try ContentFixture(copyingSample: false)
        _ = try build(into: output)
        let clean = try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root, "--verify"])
        #expect(clean.status == 0)
        try output.write("bundle/site.json", "{}")
        try output.remove("bundle/accessibility.json")
        try output.write("bundle/leftover.json", "{}")
        let stale = try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root, "--verify", "--format", "ide"])
        #expect(stale.status == 1)
        let errors = stale.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors == [
            "\(output.path("bundle/accessibility.json")):1:1: error: accessibility.json is missing [build.stale-output]",
            "\(output.path("bundle/leftover.json")):1:1: error: leftover.json should not be there [build.stale-output]",
            "\(output.path("bundle/site.json")):1:1: error: site.json is out of date [build.stale-output]",
        ])
        #expect(try output.read("bundle/site.json") == "{}", "--verify writes nothing")
    }
}

/// A build killed with SIGKILL at any moment (50 times, at random points) leaves either the previous output or the new one,
/// complete, and the next build removes what the killed one left behind.
@Suite struct BuildKillTests {
    /// Whether `bundle/` holds exactly the files its manifest lists, with their sizes and digests.
    func isComplete(_ bundle: String) throws -> Bool {
        guard let data = FileManager.default.contents(atPath: bundle + "/manifest.json"),
              let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let files = manifest["files"] as? [[String: Any]] else { return false }
        var listed = Set(["manifest.json"])
        for file in files {
            guard let path = file["path"] as? String, let contents = FileManager.default.contents(atPath: bundle + "/" + path),
                  contents.count == file["size"] as? Int else { return false }
            listed.insert(path)
        }
        var present: Set<String> = []
        for case let relative as String in FileManager.default.enumerator(atPath: bundle)! {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: bundle + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                present.insert(relative)
            }
        }
        return present == listed
    }

    @Test func killedBuildsNeverLeaveAHalfWrittenBundle() throws {
        let output = try ContentFixture(copyingSample: false)
        #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root]).status == 0)
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<50 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: EaseBinary.path)
            process.arguments = ["build", "--content", ContentFixture.sampleContent, "--output", output.root]
            process.standardError = FileHandle.nullDevice
            process.currentDirectoryURL = URL(fileURLWithPath: ContentFixture.repositoryRoot)
            try process.run()
            usleep(UInt32.random(in: 0...600_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(try isComplete(output.path("bundle")), "attempt \(attempt): bundle is incomplete")
        }
        #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root]).status == 0)
        // No staging folder remains: only the spares the last build kept of the output it replaced.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.root).sorted()
                == [".bundle.spare", ".ease-build.lock", ".site.spare", "bundle", "site"], "no temporary folders remain")
        #expect(try isComplete(output.path("bundle")))
    }
}

@Suite struct BuildAuditTests {
    /// `ease build` audits the site it renders; an audit error fails the build and keeps the previous output.
    @Test func anAuditErrorFailsTheBuildAndKeepsThePreviousOutput() throws {
        let output = try ContentFixture(copyingSample: false)
        #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root]).status == 0)
        let before = try output.read("site/relax/index.html")
        let templates = try ContentFixture(copyingSample: false)
        try FileManager.default.removeItem(atPath: templates.root)
        try FileManager.default.copyItem(atPath: ContentFixture.repositoryRoot + "/Templates", toPath: templates.root)
        // An author removes the document language from the layout.
        try templates.replace("<html lang=\"{{lang}}\">", with: "<html>", in: "layout.mustache")
        let run = try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--templates", templates.root,
                                      "--output", output.root, "--format", "ide"])
        #expect(run.status == 1)
        // One report, at the layout's line, for every page: the first page's line is a note.
        #expect(run.standardError.contains("\(templates.root)/layout.mustache:2:1: error: <html> has no lang attribute [audit.html-lang]"))
        #expect(run.standardError.contains("\(output.root)/site/404.html:2:1: note: written by this template line; found in 404.html; the same on "))
        #expect(run.standardError.components(separatedBy: "[audit.html-lang]").count == 2)
        #expect(try output.read("site/relax/index.html") == before)
        // The pages were audited in a staging folder beside site/; it is kept as the next build's spare.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.root).sorted()
                == [".bundle.spare", ".ease-build.lock", ".site.spare", "bundle", "site"])
        #expect(try output.read(".site.spare/index.html").contains("<html>"))
    }
}

@Suite struct AuditCommandTests {
    static let fixtures = ContentFixture.repositoryRoot + "/Tests/AuditFixtures"

    @Test func reportsInEveryFormatWithExitStatus() throws {
        let ide = try EaseBinary.run(["audit", Self.fixtures, "--format", "ide", "--rules", "audit.image-alt"])
        #expect(ide.status == 1)
        #expect(ide.standardError.contains("img-without-alt.html:16:4: error: <img> has no alt attribute [audit.image-alt]"))
        #expect(ide.standardError.contains("note: WCAG 1.1.1: describe what an image shows"))
        let human = try EaseBinary.run(["audit", Self.fixtures, "--rules", "audit.image-alt"])
        #expect(human.standardError.contains(" 16 | <p><img src=\"photo.jpg\"></p>\n    |    ^~~~"))
        let sarif = try EaseBinary.run(["audit", Self.fixtures, "--format", "sarif"])
        #expect(sarif.status == 1 && sarif.standardOutput.contains("\"audit.csp\""))
        let clean = try EaseBinary.run(["audit", Self.fixtures, "--rules", "audit.image-alt", "--disable", "audit.image-alt"])
        #expect(clean.status == 0)
    }

    @Test func unknownRulesAndFoldersAreUsageErrors() throws {
        let rule = try EaseBinary.run(["audit", Self.fixtures, "--rules", "audit.image-alts"])
        #expect(rule.status == 2)
        #expect(rule.standardError.contains("no audit rule has id 'audit.image-alts'; did you mean 'audit.image-alt'?"))
        #expect(try EaseBinary.run(["audit", "/nonexistent/site"]).status == 2)
    }
}

@Suite struct BuildLockTests {
    /// A second build while another holds the output's lock stops with exit status 2 and writes nothing.
    @Test func concurrentBuildsDoNotInterleave() throws {
        let output = try ContentFixture(copyingSample: false)
        let descriptor = open(output.path(".ease-build.lock"), O_CREAT | O_RDWR, 0o644)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let run = try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root, "--format", "ide"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("another ease build is writing to '\(output.root)'; nothing was written [io.output-locked]"))
        #expect(!FileManager.default.fileExists(atPath: output.path("bundle")))
        flock(descriptor, LOCK_UN)
        #expect(try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root]).status == 0)
    }
}
