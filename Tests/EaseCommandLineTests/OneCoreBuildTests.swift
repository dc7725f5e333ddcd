import EaseTestSupport
import Foundation
import Testing

/// The build's parallel stages give exactly what one core running them in order gives: a build
/// confined to one core (`taskset`, under which libdispatch runs each parallel loop's iterations
/// in index order on one thread) and a build on every core write the same bytes, site and bundle.
/// The content is large enough for every parallel path: the templates' lists of 512 rows and more
/// (``ParallelSection``), and pages rendered and audited across workers.
@Suite struct OneCoreBuildTests {
    static let readings = 520

    /// The first processor this process may run on, as `taskset -c` takes it.
    static var firstAllowedProcessor: String? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else { return nil }
        return line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
            .split(whereSeparator: { $0 == "," || $0 == "-" }).first.map(String.init)
    }

    static let canCompare = ProcessInfo.processInfo.activeProcessorCount > 1
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") && firstAllowedProcessor != nil

    func writeReadings(into fixture: ContentFixture) throws {
        for index in 0..<Self.readings {
            let next = (index + 1) % Self.readings
            try fixture.write("readings/many-\(index).md", """
            ---
            id: many-\(index)
            title: Reading number \(index)
            summary: Reading \(index) of many, each a little different from the one before.
            source: { title: Notes on worry, author: Ease, publisher: Ease, year: 2026, pages: "\(index + 1)" }
            ---

            Worry comes and goes; the *next* reading is [number \(next)](many-\(next).md).

            ## What to try

            - a breath \(index % 7 + 2) counts long
            - a **pause** between thoughts

            ![A quiet lake at dawn, number \(index)](../media/scenes/lake-at-dawn.jpg)

            """)
        }
    }

    @Test(.enabled(if: canCompare, "needs two processors and taskset"))
    func aBuildOnOneCoreWritesWhatABuildOnEveryCoreWrites() throws {
        let content = try ContentFixture()
        try writeReadings(into: content)
        let everyCore = try ContentFixture(copyingSample: false)
        let oneCore = try ContentFixture(copyingSample: false)
        let parallel = try EaseBinary.run(["build", "--content", content.root, "--output", everyCore.root])
        try #require(parallel.status == 0, "\(parallel.standardError.prefix(2000))")
        let serial = try EaseBinary.run(["build", "--content", content.root, "--output", oneCore.root],
                                        launcher: ["/usr/bin/taskset", "-c", try #require(Self.firstAllowedProcessor)])
        try #require(serial.status == 0, "\(serial.standardError.prefix(2000))")

        let expected = FolderSnapshot(of: everyCore.root)
        let written = FolderSnapshot(of: oneCore.root)
        #expect(expected.entries.values.filter { $0 != nil }.count > 2 * Self.readings, "the site's pages and the bundle's documents")
        #expect(Set(written.entries.keys) == Set(expected.entries.keys))
        let differing = written.differences(from: expected)
        #expect(differing.isEmpty, "files written otherwise on one core: \(differing.prefix(5))")
    }
}
