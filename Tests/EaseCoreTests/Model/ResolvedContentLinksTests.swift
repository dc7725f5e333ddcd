@testable import EaseCore
import EaseBytes
import EaseMarkdown
import EaseTestSupport
import Testing

/// The links the check resolves (``ResolvedContentLinks``) against the lookups the site and the
/// bundle would make: the same targets, the same bytes written, and a lookup wherever the check's
/// record does not fit the link met.
@Suite struct ResolvedContentLinksTests {
    /// A reading whose links sit everywhere a body can hold one: in the title the page leaves out,
    /// in headings, emphasis, lists and quotes, in an image's description (which no one walks),
    /// to its own and other documents' anchors, outside the site, and to a file that is no page.
    static let linking = """
    ---
    id: linking
    title: Links everywhere
    summary: A reading that links.
    source: { title: T, author: A, year: 2020, pages: "1" }
    ---

    # Links [everywhere](small-steps.md)

    A [first](what-is-gad.md) link, *an [emphasised](how-worry-works.md#the-loop) one* and [mine](#part-with-a-link).

    ## Part with [a link](getting-help.md)

    - [Listed](../exercises/deep-breathing.md)
    - ![A picture [not walked](small-steps.md)](../media/illustrations/alarm-system.png) and [after it](body-and-anxiety.md)

    > Quoted [web](https://example.org/a#b) and [again](what-is-gad.md#how-it-can-feel), [bare](getting-help.md#) and [self](linking.md#part-with-a-link).
    """

    static func checkedCatalog() throws -> (ContentCatalog, ParsedDocument) {
        let content = try ContentFixture()
        try content.write("readings/linking.md", linking)
        let result = ContentPipeline(retention: .trees).check(contentRoot: content.root)
        #expect(!result.engine.hasErrors, "\(result.engine.diagnostics.map(\.message))")
        let catalog = result.catalog
        let document = try #require(catalog.documents.first { $0.source.relativePath == "readings/linking.md" })
        return (catalog, document)
    }

    /// A made-up page or id for every document with a body; none for `site.yml`.
    static func values(_ catalog: ContentCatalog, _ prefix: String) -> [String: String] {
        var values: [String: String] = [:]
        for document in catalog.documents where document.source.kind != .site {
            values[document.source.relativePath] = "\(prefix)\(document.source.relativePath)?q=<&>"
        }
        return values
    }

    @Test func everyContentLinkTakesTheTargetALookupFinds() throws {
        let (catalog, document) = try Self.checkedCatalog()
        let byPath = catalog.documentIndexByPath()
        var cursor = ContentLinkTable(Self.values(catalog, "/"), resolvingLinksOf: catalog).resolvedLinks(of: document)
        let tree = document.renderTree()
        let resolver = DocumentLinkResolver(documentPath: document.source.relativePath)
        var found: [String] = []
        // The links in the order the bundle meets them: every block, the title's too, and no image's description.
        func walk(_ index: Int32) {
            var child = tree[index].firstChild
            while child >= 0 {
                let node = tree[child]
                if node.kind == .link {
                    let destination = tree.string(node.text)
                    let target = tree.withBytes(of: node.text) { cursor.target(of: $0) }
                    let written = ContentCatalog.stripFragment(destination)
                    let expected = written.isEmpty || ContentCatalog.isExternal(destination) ? nil : resolver.resolve(written).flatMap { byPath[$0] }
                    #expect(target == expected, "\(destination)")
                    if let target { found.append(catalog.documents[target].source.relativePath) }
                }
                if node.kind != .image { walk(child) }
                child = node.next
            }
        }
        walk(tree.root)
        #expect(found == ["readings/small-steps.md", "readings/what-is-gad.md", "readings/how-worry-works.md", "readings/getting-help.md",
                          "exercises/deep-breathing.md", "readings/body-and-anxiety.md", "readings/what-is-gad.md", "readings/getting-help.md",
                          "readings/linking.md"])
        // Past the last link the cursor has nothing more.
        #expect(Array("what-is-gad.md".utf8).withUnsafeBufferPointer { cursor.target(of: $0) } == nil)
    }

    /// The site's body and the bundle's block tree are the same bytes whether the links come
    /// from the check or from lookups, the leading title the page leaves out included.
    @Test func theSiteAndTheBundleWriteWhatTheirLookupsWould() throws {
        let (catalog, document) = try Self.checkedCatalog()
        let (routes, ids) = (Self.values(catalog, "/page/"), Self.values(catalog, "id-"))
        let tree = document.renderTree()
        let path = document.source.relativePath
        for resolving in [false, true] {
            let routeTable = resolving ? ContentLinkTable(routes, resolvingLinksOf: catalog) : ContentLinkTable(routes)
            let idTable = resolving ? ContentLinkTable(ids, resolvingLinksOf: catalog) : ContentLinkTable(ids)
            for skipping in [true, false] {
                let html = HTMLBodyRenderer(routes: routeTable, media: [:], documentPath: path, topLevel: 2,
                                            resolvedLinks: routeTable.resolvedLinks(of: document)).render(tree, skippingLeadingTitle: skipping).html.text
                let looked = HTMLBodyRenderer(routes: ContentLinkTable(routes), media: [:], documentPath: path, topLevel: 2)
                    .render(tree, skippingLeadingTitle: skipping).html.text
                #expect(html == looked)
                #expect(html.contains("href=\"/page/readings/getting-help.md?q=&lt;&amp;&gt;\""))
            }
            var writer = JSONStreamWriter()
            BlockTreeEncoder(idsByPath: idTable, mediaPaths: [:], documentPath: path, resolvedLinks: idTable.resolvedLinks(of: document))
                .write(tree, into: &writer)
            var looked = JSONStreamWriter()
            BlockTreeEncoder(idsByPath: ContentLinkTable(ids), mediaPaths: [:], documentPath: path).write(tree, into: &looked)
            #expect(writer.bytes == looked.bytes)
            #expect(String(decoding: writer.bytes, as: UTF8.self).contains("{\"anchor\":\"how-it-can-feel\",\"id\":\"id-readings/what-is-gad.md?q=<&>\",\"kind\":\"content\"}"))
        }
    }

    /// The renderers write the target the check recorded: a record that says where a link leads
    /// is taken as it is, and one whose digest is not the link's is not.
    @Test func aRecordIsTakenOnlyForTheLinkItWasMadeFor() throws {
        let (catalog, _) = try Self.checkedCatalog()
        let tree = CommonMarkParser.renderTree("[a](one.md) [b](two.md#x)\n"[...])
        let target = try #require(catalog.documents.firstIndex { $0.source.relativePath == "readings/small-steps.md" })
        let digest = { (text: String) in ByteWord.digest(of: text) }
        var cursor = ResolvedLinkCursor(links: [.init(digest: digest("one.md"), target: Int32(target)),
                                                .init(digest: digest("two.md#y"), target: Int32(target))], range: 0..<2)
        let routes = ContentLinkTable(Self.values(catalog, "/"), resolvingLinksOf: catalog)
        let html = HTMLBodyRenderer(routes: routes, media: [:], documentPath: "readings/x.md", topLevel: 2, resolvedLinks: cursor)
            .render(tree, skippingLeadingTitle: false).html.text
        // The first link goes where the record says; the second, whose record was made for
        // another destination, is looked up (and leads nowhere: written as it is).
        #expect(html == "<p><a href=\"/readings/small-steps.md?q=&lt;&amp;&gt;\">a</a> <a href=\"two.md#x\">b</a></p>\n")
        #expect(Array("one.md".utf8).withUnsafeBufferPointer { cursor.target(of: $0) } == target)
        #expect(Array("one.md".utf8).withUnsafeBufferPointer { cursor.target(of: $0) } == nil)
        // A page that leaves its title out passes the title's links: the body's link still
        // takes its own record.
        let titled = CommonMarkParser.renderTree("# [t](one.md)\n\n[b](two.md)\n"[...])
        let records = [ResolvedContentLinks.Link(digest: digest("one.md"), target: -1), .init(digest: digest("two.md"), target: Int32(target))]
        let body = HTMLBodyRenderer(routes: routes, media: [:], documentPath: "readings/x.md", topLevel: 2,
                                    resolvedLinks: ResolvedLinkCursor(links: records, range: 0..<2))
            .render(titled, skippingLeadingTitle: true).html.text
        #expect(body == "<p><a href=\"/readings/small-steps.md?q=&lt;&amp;&gt;\">b</a></p>\n")
    }

    /// A catalog given another list of documents forgets the links resolved against the last.
    @Test func newDocumentsStartWithNoResolvedLinks() throws {
        var (catalog, document) = try Self.checkedCatalog()
        #expect(catalog.resolvedLinks.links != nil)
        catalog.documents = catalog.documents.filter { $0 !== document }
        #expect(catalog.resolvedLinks.links == nil)
    }

    /// Skipping a left-out heading moves past the links in its emphasis, not those in an image's description.
    @Test func skippingAHeadingPassesItsLinks() throws {
        let tree = CommonMarkParser.renderTree("# [a](x.md) *[b](y.md)* ![c [d](z.md)](i.png)\n\n[e](w.md)\n"[...])
        let links = ["x.md", "y.md", "w.md"].map { ResolvedContentLinks.Link(digest: ByteWord.digest(of: $0), target: 7) }
        var cursor = ResolvedLinkCursor(links: links, range: 0..<3)
        cursor.skipLinks(in: tree[tree.root].firstChild, of: tree)
        #expect(Array("w.md".utf8).withUnsafeBufferPointer { cursor.target(of: $0) } == 7)
    }
}
