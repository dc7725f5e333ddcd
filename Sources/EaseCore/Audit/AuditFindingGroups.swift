import EaseDiagnostics

/// The audit's findings in a build, one report a mistake: a template writes the same markup on
/// every page made from it, so a finding about that markup is the same on all of them (the skip
/// link of a layout without `<main id="main">` is one finding on every page, not 20,000).
///
/// Findings with the same id, severity, message (the page's own path set aside), range and line
/// are one diagnostic, with a note naming the other pages. When one template line wrote the
/// element it is about (``TemplateOrigin``), the diagnostic points there, and a note points at
/// the first page, where the line shows what it became.
struct AuditFindingGroups {
    /// The site folder as diagnostics show it (`Output/site`).
    let siteRoot: String
    /// The templates, to find where an element was written; `nil` when there are none.
    let origin: TemplateOrigin?

    /// The grouped diagnostics, in the order of each group's first finding.
    func grouped(_ diagnostics: [Diagnostic], sources: SourceFileStore) -> [Diagnostic] {
        var order: [Key] = []
        var groups: [Key: (origin: SourceLocation?, likely: [SourceLocation], findings: [Diagnostic])] = [:]
        // The same markup is the same text on every page: each is traced back once.
        var origins: [Substring: SourceLocation?] = [:]
        var likelyLines: [Substring: [SourceLocation]] = [:]
        for diagnostic in diagnostics {
            let rendered = line(of: diagnostic, in: sources)
            let origin = rendered.flatMap { rendered in
                origins[rendered] ?? { let found = self.origin?.origin(ofTagAtStartOf: rendered); origins[rendered] = found; return found }()
            }
            // A tag of a body's shape (`<a href>`) is not traced to one template tag; the whole
            // line it is on may still fit a few template lines (the related readings' `<li>`),
            // which group the pages' findings and are named as likely.
            let likely = origin != nil ? [] : wholeLine(of: diagnostic, in: sources).map { line in
                likelyLines[line] ?? { let found = self.origin?.likelyLines(writing: line) ?? []; likelyLines[line] = found; return found }()
            } ?? []
            let key = Key(diagnostic, page: page(of: diagnostic), origin: origin, likely: likely, line: rendered.map(String.init))
            if groups[key] == nil { order.append(key) }
            groups[key, default: (origin, likely, [])].findings.append(diagnostic)
        }
        return order.map { key in report(groups[key]!.findings, origin: groups[key]!.origin, likely: groups[key]!.likely) }
    }

    /// What makes two findings the same one: the same id, severity and message about the same
    /// template line; without one, the same range and line of the page (the page's own path set
    /// aside: the pages of other languages differ in their text, not in the template line).
    private struct Key: Hashable {
        let id: String
        let severity: DiagnosticSeverity
        let message: String
        let origin: SourceLocation?
        let likely: [SourceLocation]
        let range: SourceRange?
        let line: String?

        init(_ diagnostic: Diagnostic, page: String?, origin: SourceLocation?, likely: [SourceLocation], line: String?) {
            id = diagnostic.id
            severity = diagnostic.severity
            message = page.map { diagnostic.message.replacing($0, with: "\u{0}") } ?? diagnostic.message
            self.origin = origin
            self.likely = likely
            let traced = origin != nil || !likely.isEmpty
            range = traced ? nil : diagnostic.location?.range
            self.line = traced ? nil : line
        }
    }

    /// The page a finding is on, relative to the site (`learn/index.html`).
    private func page(of diagnostic: Diagnostic) -> String? {
        guard let path = diagnostic.location?.path, path.hasPrefix(siteRoot + "/") else { return nil }
        return String(path.dropFirst(siteRoot.count + 1))
    }

    /// The whole text of the line a finding points at.
    private func wholeLine(of diagnostic: Diagnostic, in sources: SourceFileStore) -> Substring? {
        guard let location = diagnostic.location, let file = sources[location.path],
              let line = file.byteRange(ofLine: location.range.start.line) else { return nil }
        return file.text(inBytes: line)
    }

    /// The text of the line a finding points at, from its column on.
    private func line(of diagnostic: Diagnostic, in sources: SourceFileStore) -> Substring? {
        guard let location = diagnostic.location, let file = sources[location.path], let start = file.byteOffset(of: location.range.start),
              let line = file.byteRange(ofLine: location.range.start.line) else { return nil }
        return file.text(inBytes: start..<line.upperBound)
    }

    private func report(_ findings: [Diagnostic], origin: SourceLocation?, likely: [SourceLocation]) -> Diagnostic {
        var diagnostic = findings[0]
        // Other pages, each once: a page may hold the same finding twice (two related readings).
        let firstPage = page(of: findings[0])
        var others: [String] = [], named: Set<String> = []
        for page in findings.dropFirst().compactMap(page(of:)) where page != firstPage && named.insert(page).inserted { others.append(page) }
        var seen = ""
        if !others.isEmpty {
            let named = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? ", …" : "")
            seen = "the same on \(others.count) more page\(others.count == 1 ? "" : "s") (\(named))"
        }
        if let first = diagnostic.location, let origin {
            // Fixed in the template, not in the page: the page's line stays, as a note.
            diagnostic.location = origin
            diagnostic.fixIts = []
            let page = page(of: findings[0]) ?? first.path
            diagnostic.notes.insert(DiagnosticNote("written by this template line; found in \(page)" + (seen.isEmpty ? "" : "; \(seen)"), at: first), at: 0)
        } else {
            // Not certain enough to move the report there: the page's line stays where it points.
            let named = likely.count == 1 ? "probably written by this template line" : "perhaps written by this template line (\(likely.count) make lines of this shape)"
            diagnostic.notes.insert(contentsOf: likely.map { DiagnosticNote(named, at: $0) }, at: 0)
            if !seen.isEmpty { diagnostic.notes.insert(DiagnosticNote(seen), at: 0) }
        }
        return diagnostic
    }
}
