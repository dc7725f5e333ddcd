import EaseDiagnostics
import EaseMarkdown

/// Links between content files resolve: the file exists and a `#fragment` names one of its headings.
struct ContentLinkRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["link.unresolved": "a link points to a content file that does not exist",
         "link.missing-anchor": "a link's #fragment names no heading in its target"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let all = context.catalog.documents
        let byPath = context.documentIndexByPath
        var anchorCache: [String: [String]] = [:]
        func anchors(_ document: ParsedDocument) -> [String] {
            if let cached = anchorCache[document.source.relativePath] { return cached }
            let anchors = document.body.headings.map(\.anchor)
            anchorCache[document.source.relativePath] = anchors
            return anchors
        }
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments where document.source.kind != .site {
            for link in document.body.references where link.kind == .link && !ContentCatalog.isExternal(link.destination) {
                let parts = link.destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0]
                let fragment = parts.count > 1 ? parts[1] : nil
                let location = document.location(link.range)
                var target = document
                if !path.isEmpty {
                    guard let resolved = ContentCatalog.resolve(path, relativeTo: document.source.relativePath),
                          let found = byPath[resolved].map({ all[$0] }) else {
                        let base = ContentCatalog.resolve(path, relativeTo: document.source.relativePath) ?? path
                        let suggestion = NameSuggester.suggestion(for: base, among: byPath.keys)
                        diagnostics.append(.error(
                            "link.unresolved", "link to '\(link.destination)' does not resolve to a content file",
                            at: location,
                            notes: suggestion.map { [DiagnosticNote("did you mean '\(relativeLink(from: document.source.relativePath, to: $0))'?")] } ?? [
                                DiagnosticNote("links between content files are relative paths such as ../readings/worry.md")]))
                        continue
                    }
                    target = found
                }
                guard let fragment, !fragment.isEmpty else { continue }
                let known = anchors(target)
                if !known.contains(fragment) {
                    let suggestion = NameSuggester.suggestion(for: fragment, among: known)
                    diagnostics.append(.error(
                        "link.missing-anchor", "'\(target.source.relativePath)' has no heading with anchor '#\(fragment)'",
                        at: location,
                        notes: [DiagnosticNote(suggestion.map { "did you mean '#\($0)'?" }
                                               ?? "anchors in that file: \(known.isEmpty ? "none" : known.map { "#" + $0 }.joined(separator: ", "))")]))
                }
            }
        }
        return diagnostics
    }

    /// The relative link from one content file to another.
    private func relativeLink(from source: String, to target: String) -> String {
        let from = ContentCatalog.folder(of: source).split(separator: "/")
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }
}
