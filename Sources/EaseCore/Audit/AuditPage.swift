public import EaseDiagnostics
public import EaseHTML

/// One HTML page of the audited folder: its source, element tree, styles and id index.
public final class AuditPage: @unchecked Sendable {
    /// The path shown in diagnostics.
    public let path: String
    /// The page's path inside the audited folder, with `/` separators (`learn/index.html`).
    public let route: String
    private let bytes: [UInt8]
    private var sourceCache: SourceFile?

    /// The page's text, for source lines and columns (decoded on first use: only pages with findings need it).
    public var source: SourceFile {
        if let sourceCache { return sourceCache }
        let file = SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
        sourceCache = file
        return file
    }
    /// The parsed document.
    public let document: HTMLDocument
    /// Every stylesheet that applies (linked local files and `<style>` elements, in order) and what the audit derives from them.
    public let sheets: AuditStyles
    /// Every stylesheet that applies, merged in cascade order.
    public var stylesheet: CSSStylesheet { sheets.stylesheet }
    /// The elements grouped by id, tag and attribute.
    public let index: ElementIndex
    /// Elements by `id`.
    public var ids: [String: [HTMLElement]] { index.ids }
    private var columnsCache: [ObjectIdentifier: Int]?
    private var resolver: StyleResolver?

    init(path: String, route: String, bytes: [UInt8], styles cache: AuditStylesCache) {
        self.path = path
        self.route = route
        self.bytes = bytes
        document = HTMLParser.parse(bytes)
        index = ElementIndex(document)
        var sources: [AuditStylesCache.Source] = []
        for element in index.elements(named: ["link", "style"]) {
            if element.name == "link", (element["rel"] ?? "").lowercased().split(separator: " ").contains("stylesheet"),
               let href = element["href"], let linked = cache.file(linkedAs: href, from: route) {
                sources.append(linked)
            } else if element.name == "style" {
                sources.append(.inline(element.textContent))
            }
        }
        sheets = cache.styles(for: sources)
    }

    /// The nearest ancestor of the element that satisfies `predicate`.
    public func nearestAncestor(of element: HTMLElement, where predicate: (HTMLElement) -> Bool) -> HTMLElement? {
        document.ancestors(of: element).first(where: predicate)
    }

    /// Resolved styles (computed on first use).
    public var styles: StyleResolver {
        if let resolver { return resolver }
        let made = StyleResolver(document: document, styles: sheets)
        resolver = made
        return made
    }

    /// Where an element's start tag is: its line from libxml2, its column found in the source line.
    public func location(of element: HTMLElement) -> SourceLocation {
        if columnsCache == nil { columnsCache = AuditPage.columns(of: document, in: source) }
        let column = columnsCache?[ObjectIdentifier(element)] ?? 1
        return SourceLocation(path: path, range: SourceRange(line: max(1, element.line), column: column, length: element.name.count + 1))
    }

    /// Finds `<name` on each element's line, in document order, so several elements on one line get their own columns.
    private static func columns(of document: HTMLDocument, in source: SourceFile) -> [ObjectIdentifier: Int] {
        var columns: [ObjectIdentifier: Int] = [:]
        var searchFrom: [Int: Int] = [:]
        for element in document.elements {
            guard let line = source.line(element.line) else { continue }
            let scalars = Array(line.lowercased().unicodeScalars)
            let needle = Array(("<" + element.name).unicodeScalars)
            var index = searchFrom[element.line] ?? 0
            var found: Int?
            while index + needle.count <= scalars.count {
                if Array(scalars[index..<index + needle.count]) == needle {
                    let after = index + needle.count
                    if after == scalars.count || !(scalars[after].properties.isAlphabetic || scalars[after] == "-" || ("0"..."9").contains(scalars[after])) {
                        found = index
                        break
                    }
                }
                index += 1
            }
            if let found {
                columns[ObjectIdentifier(element)] = found + 1
                searchFrom[element.line] = found + 1
            }
        }
        return columns
    }
}
