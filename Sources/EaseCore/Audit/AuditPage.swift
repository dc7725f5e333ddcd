public import EaseDiagnostics
public import EaseHTML
import EaseBytes

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
    /// Elements by `id`.
    public let ids: HTMLIDIndex
    /// Columns of start tags found so far, by element index (only pages with findings need them).
    private var columns: [Int: Int] = [:]
    private var resolver: StyleResolver?

    private static let stylesheets = HTMLElementQuery(named: ["link", "style"])
    private static let hiding = HTMLElementQuery(withAttributes: ["hidden", "aria-hidden"])

    init(path: String, route: String, bytes: [UInt8], styles cache: AuditStylesCache) {
        self.path = path
        self.route = route
        self.bytes = bytes
        document = HTMLParser.parse(bytes)
        ids = document.idIndex()
        var written: [AuditStylesCache.Written] = []
        let names = AuditNameCodes.shared
        for element in document.elements(matching: Self.stylesheets) {
            if element.nameCode == names.link, Self.namesStylesheet(element[code: names.rel]), let href = element[code: names.href] {
                written.append(.link(href))
            } else if element.nameCode == names.style {
                written.append(.inline(element.textContent))
            }
        }
        sheets = cache.styles(for: written, from: route)
    }

    /// The nearest ancestor of the element that satisfies `predicate`.
    public func nearestAncestor(of element: HTMLElement, where predicate: (HTMLElement) -> Bool) -> HTMLElement? {
        document.ancestors(of: element).first(where: predicate)
    }

    /// Whether each element, by index, is inside an element hidden from assistive technology
    /// (`hidden`, or `aria-hidden="true"`), not counting itself; worked out in one pass on first
    /// use (a parent comes before its children in document order). Stored, not a lazy property:
    /// each read of a lazy array returned a copy, a reference count taken and dropped per element asked about.
    private var insideHidden: [Bool] = []

    private func findHiddenElements() {
        let count = document.elements.count
        var inside = [Bool](filledWith: false, count: count)
        var hides = [Bool](filledWith: false, count: count)
        // Only elements carrying one of the two attributes can hide: found by the name-code scan
        // instead of two attribute lookups by string on every element.
        let names = AuditNameCodes.shared
        for index in document.elements(matching: Self.hiding).elementIndices {
            hides[index] = document.hasAttribute(names.hidden, ofElementAt: index)
                || document.attribute(names.ariaHidden, ofElementAt: index) == "true"
        }
        // Through the buffers: each write to the array checked that its storage was its own.
        inside.withUnsafeMutableBufferPointer { inside in
            hides.withUnsafeBufferPointer { hides in
                for index in 0..<count {
                    let parent = document.parentIndex(ofElementAt: index)
                    if parent >= 0 { inside[index] = inside[parent] || hides[parent] }
                }
            }
        }
        insideHidden = inside
    }

    /// The page's `<label>` elements, found on first use (each labelled control looks at them).
    private(set) lazy var labels: HTMLElementMatches = document.elements(matching: AccessibleName.labels)

    /// Whether an ancestor of the element hides it from assistive technology (`hidden`, or `aria-hidden="true"`).
    public func isInsideHiddenElement(_ element: HTMLElement) -> Bool {
        isInsideHidden(elementAt: element.index)
    }

    /// ``isInsideHiddenElement(_:)`` of the element at `index` of the document's elements.
    public func isInsideHidden(elementAt index: Int) -> Bool {
        if insideHidden.isEmpty { findHiddenElements() }
        return insideHidden[index]
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
        if columns[element.index] == nil { findColumns(onLineOf: element) }
        let column = columns[element.index] ?? 1
        return SourceLocation(path: path, range: SourceRange(line: max(1, element.line), column: column, length: element.name.count + 1))
    }

    /// Finds `<name` for each element on the element's line, in document order, so several
    /// elements on one line get their own columns. Lines only grow in document order, so the
    /// elements of one line are neighbours in ``HTMLDocument/elements``.
    private func findColumns(onLineOf element: HTMLElement) {
        let elements = document.elements
        var first = element.index, last = element.index
        while first > 0, elements[first - 1].line == element.line { first -= 1 }
        while last + 1 < elements.count, elements[last + 1].line == element.line { last += 1 }
        let line = Array((source.line(element.line) ?? "").utf8)
        var from = 0
        for index in first...last {
            let needle = Array(("<" + elements[index].name).utf8)
            guard let found = Self.firstTag(needle, in: line, from: from) else { columns[index] = 1; continue }
            // Columns count Unicode scalars: every byte that does not continue a UTF-8 sequence.
            columns[index] = line[..<found].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            from = found + 1
        }
    }

    /// Where `needle` (`<name`, lower case) starts in `line` at or after `from`, ASCII case
    /// ignored, followed by something that cannot continue a tag name.
    private static func firstTag(_ needle: [UInt8], in line: [UInt8], from: Int) -> Int? {
        var index = from
        while index + needle.count <= line.count {
            if line[index...].startsIgnoringASCIICase(with: needle) {
                let after = index + needle.count
                guard after < line.count else { return index }
                let next = line[after]
                let continuesName = (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) || (next >= 0x30 && next <= 0x39) || next == 0x2D || next >= 0x80
                if !continuesName { return index }
            }
            index += 1
        }
        return nil
    }
}

extension AuditPage {
    /// The keywords of a `rel` attribute's value (a `<link>`'s relations), lower case: split at
    /// spaces, as bytes.
    static func relKeywords(_ rel: String?) -> [Substring] {
        (rel ?? "").lowercased().pieces(separatedBy: UInt8(ascii: " "))
    }
}

extension AuditPage {
    /// Whether a `rel` value has the `stylesheet` keyword: the usual value, the keyword alone in
    /// lower case, is known without splitting it, and so is a value too short to hold it (`icon`,
    /// `alternate`), as every page's `<link>`s are.
    static func namesStylesheet(_ rel: String?) -> Bool {
        guard let rel else { return false }
        if rel == "stylesheet" { return true }
        return rel.utf8.count >= 10 && relKeywords(rel).contains("stylesheet")
    }
}

extension HTMLElement {
    /// ``AuditPage/relKeywords(_:)`` of the element's `rel` attribute.
    var relKeywords: [Substring] {
        AuditPage.relKeywords(self[code: AuditNameCodes.shared.rel])
    }
}
