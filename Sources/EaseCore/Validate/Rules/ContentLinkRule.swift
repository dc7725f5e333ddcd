import EaseBytes
import EaseDiagnostics
import EaseMarkdown

/// Links between content files resolve: the file exists and a `#fragment` names one of its
/// headings. A link names an item and the page's locale picks its version, so from a page in one
/// locale to a file of another (`getting-help.md#talking-to-a-professional` in a Russian reading)
/// the fragment must be an anchor of the version the link leads to (`getting-help.ru.md`'s).
struct ContentLinkRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["link.unresolved": "a link points to a content file that does not exist",
         "link.empty": "a link has no destination ([text]() or [text](#)), so it leads back to its own page",
         "link.missing-anchor": "a link's #fragment names no heading in its target",
         "link.own-page": "a link with no #fragment leads to the page it is on (its file, or its source's from a translation)"]
    }

    var scope: ValidationScope { .document }

    /// How many documents a check must cover to find its links by their paths' bytes
    /// (``ContentPathTable``): a whole check's links (joining each link into a path and hashing
    /// it was about half of this rule's time), not a rebuild's few, for which making the table
    /// would cost more than it saves.
    var pathTableThreshold = 256

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let all = context.catalog.documents
        let byPath = context.documentIndexByPath
        // Files that could not be read as text (each with its own error) are there for a link.
        let unread = Set(context.catalog.unreadFiles.map(\.relativePath))
        let subjects = context.subjectDocuments
        let table = subjects.count >= pathTableThreshold ? ContentPathTable(byPath) : nil
        // Targets are indices into `all`: a document is a large value, and copying one per link
        // was most of this rule's time.
        func anchors(_ index: Int) -> [String] { all[index].outline.headingAnchors }
        var diagnostics: [Diagnostic] = []
        // Where each link leads, kept for the site and the bundle: every link in order, an
        // external one or one to its document's own fragment among them (as unresolved).
        var leadingTo: [ResolvedContentLinks.Link] = []
        var runs: [ObjectIdentifier: ResolvedContentLinks.Run] = [:]
        runs.reserveCapacity(subjects.count)
        var file: SourceFile??
        for document in subjects where document.source.kind != .site {
            let path = document.source.relativePath
            let locale = document.source.locale
            let resolver = DocumentLinkResolver(documentPath: path)
            // A translation's link to its source's file leads to the translation's own page.
            let ownIndex = byPath[path], ownSourceIndex = locale.flatMap { byPath[ContentCatalog.sourcePath(ofTranslation: path, locale: $0)] }
            let start = leadingTo.count
            // The file's text, for the fix-its of this document's findings: read at the first one.
            if file != nil { file = nil }
            defer { runs[ObjectIdentifier(document)] = ResolvedContentLinks.Run(document: document, range: start..<leadingTo.count) }
            // By index, each reference read where the outline holds it (`for link in` copied
            // each one: a retain and a release of its strings).
            let references = document.references
            for index in references.indices where references[index].kind == .link {
                let destination = references[index].destination
                var leadsTo: Int32 = -1
                defer { leadingTo.append(ResolvedContentLinks.Link(digest: ByteWord.digest(of: destination), target: leadsTo)) }
                if ContentCatalog.isExternal(destination) { continue }
                let (written, fragment) = ContentCatalog.splitFragment(destination)
                var target: Int?  // nil: the linking document itself
                if written.isEmpty, fragment?.isEmpty ?? true {
                    diagnostics.append(.error("link.empty", "the link '\(references[index].text)' has no destination, so it would lead back to the top of its own page",
                                              at: document.location(references[index].range),
                                              notes: [DiagnosticNote("write the file or address it leads to, such as how-worry-works.md or https://…")]))
                    continue
                }
                if !written.isEmpty {
                    let found = table.map { $0.value(forLink: written, from: resolver) } ?? resolver.resolve(written).flatMap { byPath[$0] }
                    guard let found else {
                        let resolved = resolver.resolve(written)
                        if let resolved, unread.contains(resolved) { continue }
                        let base = resolved ?? written
                        // A folder (`../readings/`) means no file in particular, and the linking file is never the one meant.
                        let isFolder = written.hasSuffix("/")
                        // A page's address on the site (`/learn/small-steps/`) names the file it is made from.
                        let sitePage = written.hasPrefix("/") ? OwnSitePages(context.catalog)?.contentFile(atRootPath: written, linkedFrom: locale) : nil
                        let suggested = sitePage?.path ?? (isFolder ? nil : NameSuggester.suggestion(for: base, among: byPath.keys.lazy.filter { $0 != path }))
                        // The fragment checked against the file meant, so the fix-it leaves no new finding.
                        let fixed = suggested.map { ContentCatalog.relativeLink(from: path, to: $0) + fragmentFix(fragment, in: byPath[$0].map(anchors) ?? []) }
                        let pageNote = sitePage.map { DiagnosticNote("'\(written)' is the site's address of '\($0.path)'; a link to the file opens it in the app and on the site, and is checked") }
                        diagnostics.append(.error(
                            "link.unresolved", "link to '\(destination)' does not resolve to a content file",
                            at: document.location(references[index].range),
                            notes: fixed.map { [DiagnosticNote("did you mean '\($0)'?")] + (pageNote.map { [$0] } ?? []) } ?? [
                                DiagnosticNote((isFolder ? "'\(written)' is a folder; " : "") + "links between content files are relative paths such as ../readings/worry.md")],
                            fixIts: WrittenDestination.fixIts(writing: fixed, saying: "link to", over: references[index], in: document, file: &file, context)))
                        continue
                    }
                    target = found
                    leadsTo = Int32(found)
                    if fragment?.isEmpty ?? true, found == ownIndex || found == ownSourceIndex {
                        diagnostics.append(ownPageLink(references[index], written: written, in: document))
                    }
                }
                guard let fragment, !fragment.isEmpty else { continue }
                // The version of the target this page's link leads to, when it is another file.
                let shown = target.flatMap { all[$0].source.locale == locale ? nil : version(of: all[$0], in: locale, byPath: byPath) }
                let known = (shown ?? target).map(anchors) ?? document.outline.headingAnchors
                if !known.contains(fragment) {
                    let targetPath = (shown ?? target).map { all[$0].source.relativePath } ?? path
                    var suggestion = NameSuggester.suggestion(for: fragment, among: known)
                    var notes: [DiagnosticNote] = []
                    if shown != nil, let target {
                        notes.append(DiagnosticNote("a link leads to the version of its page in the linking page's language: '#\(fragment)' is an anchor of '\(all[target].source.relativePath)', not of this one"))
                        // A translation keeps its source's headings in order: the anchor in the same place.
                        let targetAnchors = anchors(target)
                        if suggestion == nil, targetAnchors.count == known.count, let place = targetAnchors.firstIndex(of: fragment) { suggestion = known[place] }
                    }
                    let fixed = suggestion.map { written + "#" + $0 }
                    notes.insert(DiagnosticNote(suggestion.map { "did you mean '#\($0)'?" }
                                                ?? "anchors in that file: \(known.isEmpty ? "none" : known.map { "#" + $0 }.joined(separator: ", "))"), at: 0)
                    diagnostics.append(.error(
                        "link.missing-anchor", "'\(targetPath)' has no heading with anchor '#\(fragment)'",
                        at: document.location(references[index].range), notes: notes,
                        fixIts: WrittenDestination.fixIts(writing: fixed, saying: "link to", over: references[index], in: document, file: &file, context)))
                }
            }
        }
        context.catalog.resolvedLinks.keep(ResolvedContentLinks(links: leadingTo, runs: runs))
        return diagnostics
    }

    /// The warning for a link that leads to its own page: a reader who follows it starts the page
    /// again from the top. One of the page's headings is offered instead, or another page.
    private func ownPageLink(_ reference: MarkdownReference, written: String, in document: ParsedDocument) -> Diagnostic {
        // Not the opening heading's, which the page's title stands for at its top.
        let opening = document.openingTitleAnchor
        let heading = document.outline.headingAnchors.first { $0 != opening }.map { " ('\(written)#\($0)')" } ?? ""
        return .warning("link.own-page", "the link '\(reference.text)' leads to the page it is on",
                        at: document.location(reference.range),
                        notes: [DiagnosticNote("following it would start this page again from the top; link to one of its headings\(heading) or to another page")])
    }

    /// The index of the file whose page a link from a page in `locale` to `target` (a file of
    /// another locale) leads to: `locale`'s translation of the item, or its default-locale file
    /// when `locale` has none (the page shows it untranslated).
    private func version(of target: ParsedDocument, in locale: String?, byPath: [String: Int]) -> Int? {
        let targetPath = target.source.relativePath
        let source = target.source.locale.map { ContentCatalog.sourcePath(ofTranslation: targetPath, locale: $0) } ?? targetPath
        return byPath[ContentCatalog.shownPath(ofSource: source, in: locale) { byPath[$0] != nil }]
    }

    /// A link's `#fragment` as a fix-it writes it after the file meant: as it is when that file
    /// has the anchor (or it has none to offer), else its closest anchor.
    private func fragmentFix(_ fragment: String?, in anchors: [String]) -> String {
        guard let fragment, !fragment.isEmpty else { return fragment.map { "#" + $0 } ?? "" }
        if anchors.contains(fragment) { return "#" + fragment }
        return "#" + (NameSuggester.suggestion(for: fragment, among: anchors) ?? fragment)
    }
}
