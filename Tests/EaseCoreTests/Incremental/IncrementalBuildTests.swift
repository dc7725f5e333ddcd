import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// A build that reuses the previous build's work (`ease serve`, `ease build --watch`) must leave
/// exactly the output a clean build leaves, whatever the edits in between.
@Suite struct IncrementalBuildTests {
    /// One edit of the content or the templates, and the paths it touched (what the watcher reports).
    struct Edit: Sendable {
        let name: String
        let apply: @Sendable (_ content: ContentFixture, _ templates: String) throws -> [String]
    }

    static let edits: [Edit] = [
        Edit(name: "a reading's body") { content, _ in
            let path = "readings/small-steps.md"
            try content.write(path, try content.read(path) + "\nOne more line, written while the preview was open.\n")
            return [content.path(path)]
        },
        Edit(name: "a reading's title") { content, _ in
            try toggle("title: Looking after yourself day to day", "title: Caring for yourself, day by day", in: "readings/small-steps.md", content)
        },
        Edit(name: "a new reading") { content, _ in
            let text = try content.read("readings/getting-help.md")
                .replacingOccurrences(of: "id: getting-help", with: "id: getting-help-again")
            try content.write("readings/getting-help-again.md", text)
            return [content.path("readings/getting-help-again.md")]
        },
        Edit(name: "a reading removed") { content, _ in
            guard FileManager.default.fileExists(atPath: content.path("readings/getting-help-again.md")) else { return [] }
            try content.remove("readings/getting-help-again.md")
            return [content.path("readings/getting-help-again.md")]
        },
        Edit(name: "front matter broken, or fixed again") { content, _ in
            try toggle("id: what-is-gad\n", "id: [what-is-gad\n", in: "readings/what-is-gad.md", content)
        },
        Edit(name: "a reading renamed") { content, _ in
            let (old, new) = FileManager.default.fileExists(atPath: content.path("readings/body-and-anxiety.md"))
                ? ("readings/body-and-anxiety.md", "readings/body-and-anxiety-renamed.md")
                : ("readings/body-and-anxiety-renamed.md", "readings/body-and-anxiety.md")
            try FileManager.default.moveItem(atPath: content.path(old), toPath: content.path(new))
            return [content.path(old), content.path(new)]
        },
        Edit(name: "site.yml") { content, _ in
            try toggle("title: Ease\n", "title: Ease preview\n", in: "site.yml", content)
        },
        Edit(name: "a template") { _, templates in
            let path = templates + "/reading.mustache"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try (text + "\n<p class=\"visually-hidden\">Edited template.</p>\n").write(toFile: path, atomically: true, encoding: .utf8)
            return [path]
        },
        Edit(name: "raw HTML in a reading's body (a warning), or taken out again") { content, _ in
            try toggle("avoiding things because of it.\n", "avoiding things because of it. <span>Raw.</span>\n", in: "readings/getting-help.md", content)
        },
        Edit(name: "a reading's body nested too deep (an error), or fixed again") { content, _ in
            let path = "readings/getting-help.md"
            let deep = "\n" + String(repeating: "> ", count: 140) + "Deep.\n"
            let text = try content.read(path)
            try content.write(path, text.hasSuffix(deep) ? String(text.dropLast(deep.count)) : text + deep)
            return [content.path(path)]
        },
        Edit(name: "a heading of a reading") { content, _ in
            try toggle("## Movement\n", "## Moving more\n", in: "readings/small-steps.md", content)
        },
        Edit(name: "a heading that takes the layout's id (an error), or reworded again") { content, _ in
            try toggle("## The loop\n", "## Main\n", in: "readings/how-worry-works.md", content)
        },
        Edit(name: "a translation") { content, _ in
            let path = "readings/small-steps.ru.md"
            try content.write(path, try content.read(path) + "\nЕщё одна строка.\n")
            return [content.path(path)]
        },
    ]

    /// Mostly edits of readings' bodies (which take ``ReadingEditBuild``'s short way while the
    /// content is otherwise good), with a few that reach further mixed in.
    static let bodyEdits: [Edit] = edits.filter { $0.name.contains("body") || $0.name == "a translation" || $0.name == "a heading of a reading" } + [
        Edit(name: "two readings' bodies at once") { content, _ in
            let paths = ["readings/how-worry-works.md", "readings/breathing-and-calm.ru.md"]
            for path in paths { try content.write(path, try content.read(path) + "\nA sentence added in both.\n") }
            return paths.map(content.path)
        },
        Edit(name: "an image's alt text in a body") { content, _ in
            let path = "readings/how-worry-works.md"
            try content.write(path, try content.read(path) + "\n![A drawing of a loop](../media/illustrations/alarm-system.png)\n")
            return [content.path(path)]
        },
    ]

    /// Replaces `first` with `second` in a file, or back again; returns the touched path.
    static func toggle(_ first: String, _ second: String, in relative: String, _ content: ContentFixture) throws -> [String] {
        if try content.read(relative).contains(first) {
            try content.replace(first, with: second, in: relative)
        } else {
            try content.replace(second, with: first, in: relative)
        }
        return [content.path(relative)]
    }

    @Test(arguments: [false, true]) func editsLeaveTheOutputOfACleanBuild(mostlyBodies: Bool) throws {
        let edits = mostlyBodies ? Self.bodyEdits : Self.edits
        let content = try ContentFixture()
        let work = (content.root as NSString).deletingLastPathComponent
        let templates = work + "/Templates"
        try FileManager.default.copyItem(atPath: ContentFixture.repositoryRoot + "/Templates", toPath: templates)
        let cache = BuildCache()
        func build(_ output: String, cache: BuildCache?) -> BuildAction.Outcome {
            BuildAction(contentRoot: content.root, outputRoot: output, templatesRoot: templates, warningsAsErrors: false, cache: cache).perform()
        }
        let first = build(work + "/incremental", cache: cache)
        #expect(first.exitStatus == 0)
        // Seeded order, the same every run: each edit once, then the whole list again shuffled.
        var generator = SeededGenerator(seed: 7)
        let order = Array(edits.indices) + Array(edits.indices).shuffled(using: &generator)
        var readingEdits = 0
        for index in order {
            let edit = edits[index]
            let touched = try edit.apply(content, templates)
            cache.invalidate(touched)
            let incremental = build(work + "/incremental", cache: cache)
            let clean = build(work + "/clean", cache: nil)
            #expect(incremental.exitStatus == clean.exitStatus, "\(edit.name)")
            if incremental.onlyEditedReadings { readingEdits += 1 }
            #expect(incremental.report.diagnostics.map(\.id) == clean.report.diagnostics.map(\.id), "\(edit.name)")
            // The edit that takes the layout's id is reported while it stands, by both builds.
            let taken = try content.read("readings/how-worry-works.md").contains("## Main\n")
            #expect(incremental.report.diagnostics.contains { $0.id == "heading.anchor-taken" } == taken, "\(edit.name)")
            for folder in ["bundle", "site"] {
                let differences = FolderSnapshot(of: "\(work)/incremental/\(folder)").differences(from: FolderSnapshot(of: "\(work)/clean/\(folder)"))
                #expect(differences.isEmpty, "\(edit.name): \(folder) differs at \(differences.prefix(5))")
            }
        }
        // Body edits took the short way (ReadingEditBuild), the others the full one.
        if mostlyBodies {
            #expect(readingEdits >= 4, "\(readingEdits) of \(order.map { edits[$0].name })")
        } else {
            #expect(readingEdits >= 1 && readingEdits < order.count / 2, "\(readingEdits) of \(order.map { edits[$0].name })")
        }
    }

    /// A copy of the sample content, its output folder, and a cached build of one into the other.
    static func cachedBuildOfTheSample() throws -> (ContentFixture, String, BuildCache, BuildAction) {
        let content = try ContentFixture()
        let output = (content.root as NSString).deletingLastPathComponent + "/Output"
        let cache = BuildCache()
        let action = BuildAction(contentRoot: content.root, outputRoot: output, templatesRoot: ContentFixture.repositoryRoot + "/Templates",
                                 warningsAsErrors: false, cache: cache)
        return (content, output, cache, action)
    }

    @Test func anUnchangedRebuildWritesNothingAndRendersNothing() throws {
        let (content, _, cache, action) = try Self.cachedBuildOfTheSample()
        // The fixture's folder lives as long as the fixture.
        defer { withExtendedLifetime(content) {} }
        #expect(action.perform().filesWritten > 100)
        let again = action.perform()
        #expect(again.exitStatus == 0)
        #expect(again.filesWritten == 0)
        #expect(cache.render.counts.rendered == 0)
        #expect(cache.audit.counts.audited == 0)
        #expect(cache.parses.counts.parsed == 0)
    }

    @Test func aBodyEditRedoesOnlyTheReadingsOwnFiles() throws {
        let (content, output, cache, action) = try Self.cachedBuildOfTheSample()
        _ = action.perform()
        let before = (site: FolderSnapshot(of: output + "/site"), bundle: FolderSnapshot(of: output + "/bundle"))
        try content.write("readings/small-steps.md", try content.read("readings/small-steps.md") + "\nOne more sentence.\n")
        cache.invalidate([content.path("readings/small-steps.md")])
        let outcome = action.perform()
        #expect(outcome.exitStatus == 0)
        #expect(outcome.onlyEditedReadings)
        #expect(outcome.filesWritten == 3)
        #expect(FolderSnapshot(of: output + "/site").differences(from: before.site) == ["learn/small-steps/index.html"])
        #expect(FolderSnapshot(of: output + "/bundle").differences(from: before.bundle).sorted() == ["manifest.json", "readings/small-steps.json"])
        // A second body edit starts from the first.
        try content.write("readings/small-steps.md", try content.read("readings/small-steps.md") + "\nAnd another.\n")
        cache.invalidate([content.path("readings/small-steps.md")])
        let second = action.perform()
        #expect(second.filesWritten == 3)
        #expect(second.onlyEditedReadings)
        // A new heading changes what other pages read (the table of contents' anchors): the full build.
        try content.write("readings/small-steps.md", try content.read("readings/small-steps.md") + "\n## A new part\n\nText.\n")
        cache.invalidate([content.path("readings/small-steps.md")])
        let third = action.perform()
        #expect(third.exitStatus == 0)
        #expect(!third.onlyEditedReadings)
    }

    @Test func oneReadingEditedRendersItsPageAndThePagesThatListIt() throws {
        let (content, output, cache, action) = try Self.cachedBuildOfTheSample()
        _ = action.perform()
        let before = FolderSnapshot(of: output + "/site")
        // A new title reaches the Learn list and the related lists: the full build, with its memos.
        try content.replace("title: When and how to get help", with: "title: When and how to find help", in: "readings/getting-help.md")
        cache.invalidate([content.path("readings/getting-help.md")])
        let outcome = action.perform()
        #expect(outcome.exitStatus == 0)
        #expect(cache.parses.counts.parsed == 1)
        // Its page is rendered and audited again; the pages that do not mention it are not.
        let audited = cache.audit.counts
        #expect(audited.audited >= 1 && audited.reused > 0)
        #expect(cache.render.counts.rendered >= 2 && cache.render.counts.rendered < cache.render.counts.reused)
        let changed = FolderSnapshot(of: output + "/site").differences(from: before)
        #expect(changed.contains("learn/getting-help/index.html"))
        #expect(!changed.contains("relax/index.html"))
        #expect(!changed.contains("ru/learn/getting-help/index.html"))
    }
}
