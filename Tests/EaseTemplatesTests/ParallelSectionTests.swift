import EaseLocks
import Testing
@testable import EaseTemplates

/// A section over a list long enough to be rendered in runs on every core (``ParallelSection``)
/// writes what one loop over the list writes: the oracle renders every list in one loop.
@Suite struct ParallelSectionTests {
    /// Rows with escaping, optional members and nested lists, numbered so any run out of place shows.
    static func rows(_ count: Int) -> [[String: Any]] {
        (0..<count).map { index in
            var row: [String: Any] = ["n": index, "title": "Reading <\(index)> & \"more\"", "tags": ["a\(index)", "b"]]
            if index % 7 == 0 { row["lang"] = "ru" }
            return row
        }
    }

    @Test(arguments: [ParallelSection.minimumElements - 1, ParallelSection.minimumElements, 1_000,
                      ParallelSection.elementsPerRun * 9 + 17])
    func longSectionsRenderLikeOneLoop(count: Int) throws {
        // A standalone partial with indentation inside the section, and a section inside it.
        let main = "<ul>\n{{#rows}}\n  {{> row}}\n{{/rows}}\n</ul>\n{{#rows}}{{n}},{{/rows}}\n"
        let row = "<li{{#lang}} lang=\"{{lang}}\"{{/lang}}>{{title}}\n{{#tags}}\n<i>{{.}}</i>\n{{/tags}}\n</li>\n"
        let (ours, oracle) = try TemplateParityTests.both(main, partials: ["row": row], context: ["rows": Self.rows(count)])
        #expect(ours == oracle)
        #expect(ours.contains("Reading &lt;\(count - 1)&gt;"))
    }

    @Test func aLongSectionInsideAnotherRendersLikeOneLoop() throws {
        let main = "{{#groups}}[{{name}}:{{#rows}}{{n}}{{^lang}}.{{/lang}}{{/rows}}]\n{{/groups}}"
        let groups: [[String: Any]] = (0..<3).map { ["name": "g\($0)", "rows": Self.rows(600 + $0)] }
        let (ours, oracle) = try TemplateParityTests.both(main, context: ["groups": groups])
        #expect(ours == oracle)
    }

    /// Rows made as they are rendered render what the same rows in an array render, one loop or in runs.
    @Test(arguments: [0, 3, ParallelSection.minimumElements, ParallelSection.elementsPerRun * 5 + 3])
    func rowsMadeOnDemandRenderLikeAnArray(count: Int) throws {
        let main = "<ul>\n{{#rows}}\n  {{> row}}\n{{/rows}}\n</ul>\n{{^rows}}none{{/rows}}{{#rows}}{{n}},{{/rows}}\n"
        let row = "<li{{#lang}} lang=\"{{lang}}\"{{/lang}}>{{title}}\n{{#tags}}\n<i>{{.}}</i>\n{{/tags}}\n</li>\n"
        let array = Self.rows(count)
        let made = Locked(0)
        let rows = TemplateRows(count: count) { index in
            made.withLock { $0 += 1 }
            return Self.rows(index + 1)[index]
        }
        var library = TemplateLibrary()
        library.register(try CompiledTemplate(main), named: "main")
        library.register(try CompiledTemplate(row), named: "row")
        #expect(library.render("main", context: ["rows": rows]) == library.render("main", context: ["rows": array]))
        // Each of the two sections over the rows made each row once.
        #expect(made.withLock { $0 } == 2 * count)
    }
}
