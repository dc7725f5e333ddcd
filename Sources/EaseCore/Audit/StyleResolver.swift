import EaseBytes
import EaseHTML

/// The styles the audit needs for one element, after the cascade and inheritance.
public struct ResolvedStyle: Sendable {
    /// Text colour (inherited); `nil` when it could not be resolved.
    public var color: CSSColor? = CSSColor(0, 0, 0)
    /// The element's own background colour, if it sets one.
    public var backgroundColor: CSSColor?
    /// Whether the element paints a background image or gradient (contrast cannot be known).
    public var hasBackgroundImage = false
    /// Font size in CSS pixels (inherited).
    public var fontSize: Double = 16
    /// Font weight (inherited).
    public var fontWeight: Int = 400
    /// Whether the element is not rendered or is visually hidden.
    public var isHidden = false
    /// The element's own opacity, if it sets one below 1 (its text contrast then depends on what is behind).
    public var opacity: Double?
}

/// An element's style with the custom properties (`--name`) its descendants inherit.
struct CascadedStyle: Sendable {
    var style = ResolvedStyle()
    var customProperties: [String: String] = [:]
}

/// Applies a page's stylesheets to its elements: selector matching, specificity and order,
/// `!important`, custom properties with `var()` and fallbacks, and inheritance of colour and font.
/// Rules inside `@media` are not applied (the audit evaluates the default, no-preference page).
public struct StyleResolver {
    // Only the page's own tables are kept: the stylesheet and its rule index, shared by every
    // page, are read while the page is resolved. Kept too, every copy of a resolver (the page
    // hands one to the contrast rule) retained their eight arrays and dictionaries, which both
    // cores retained in turn.
    /// The distinct styles of the page.
    private var table: [ResolvedStyle] = []
    /// Each element's position in `table`, by element index (`-1`: not resolved).
    private var positions: [Int32] = []
    /// The number of each of `table`'s styles in the shared ``StyleMemo``.
    private var numbers: [Int] = []

    /// Resolves every element of a document.
    public init(document: HTMLDocument, stylesheet: CSSStylesheet) {
        self.init(document: document, styles: AuditStyles(stylesheet))
    }

    /// Resolves every element of a document with the rule index and the style memo shared by
    /// every page that uses the same stylesheets.
    init(document: HTMLDocument, styles shared: AuditStyles) {
        let testedIDs = shared.index.testedIDs
        guard document.root != nil else { return }
        // Elements with the same parent style, tag, id, classes and tested attributes get the same
        // style: most of a page is paragraphs and list items in identical surroundings, and every
        // page of a site shares its layout, so each distinct combination is resolved once. The
        // page's own table answers an element with no class, tested id or tested attribute (most
        // of them) without making a key; the others, nearly all distinct within their page but
        // met on the pages before, are keyed and found in the worker's table of the memo
        // (``StyleMemo/Local``), which asks the shared memo only for a key it has not met.
        var plain = ProbingTable<PlainStyleKey, Int>(capacity: 64)
        var sharedNumbers: [Int] = []
        // The memo read once (each read of a class's property in the loop retained the object
        // both cores share), and this page's lookups made in a table no other page uses meanwhile.
        let memo = shared.memo
        var local = memo.checkOut()
        defer { memo.checkIn(local) }
        // Names compared as codes, not as strings: HTML's own names by their shared codes, a
        // tested name of the page's own looked up on it.
        let names = AuditNameCodes.shared
        let head = names.head, idName = names.id, className = names.classAttribute
        let testedNames = shared.testedSharedCodes + shared.testedOwnNames.compactMap { document.ownCode(of: $0) }
        // One pass in document order over the page's element records (numbers, no element
        // values): a parent is resolved before its children.
        var positions = [Int32](filledWith: -1, count: document.elements.count)
        // Room for the page's styles at once, one at most for each element (grown as they came,
        // the two arrays were reallocated a dozen times a reading page, and a page listing every
        // reading copied megabytes into memory touched for the first time). Room no style fills
        // is never touched.
        var table: [ResolvedStyle] = []
        table.reserveCapacity(document.elements.count)
        sharedNumbers.reserveCapacity(document.elements.count)
        let sharedLimit = HTMLNameCode.sharedLimit
        // Written through a pointer: each write to the array from the closure checked that its
        // storage was its own. The records are walked by a loop of this function's own, not a
        // closure called for each element, whose every use of this function's variables went
        // through the closure's context.
        positions.withUnsafeMutableBufferPointer { positions in
            document.withElementRecords { records in
                for index in 0..<records.count {
                    let element = records[index]
                    // The parent's position in `table`, -1 for the root.
                    let parent = element.parent < 0 ? -1 : Int(positions[element.parent])
                    let nameCode = element.nameCode
                    // The head is never rendered (every browser's own stylesheet hides it): nothing in it has a style.
                    if element.parent >= 0 && parent < 0 || nameCode == head { continue }
                    // The attributes' names first: most elements have no class, no id a selector
                    // names and no tested attribute, and then no value is read (no string made).
                    var classPosition = -1, hasTestedAttribute = false
                    for position in element.attributes {
                        let name = records.attributeNameCode(at: position)
                        if name == className { classPosition = position }
                        else if name == idName ? !testedIDs.isEmpty : testedNames.contains(name) { hasTestedAttribute = true }
                    }
                    // The parent's style by its shared number: children of equally styled parents share entries.
                    let parentNumber = parent < 0 ? -1 : sharedNumbers[parent]
                    let isShared = nameCode.rawValue < sharedLimit
                    // The element's parent and tag, the key of a plain element's style.
                    let parentAndTag = PlainStyleKey(value: (parentNumber + 1) << 20 | nameCode.rawValue)
                    // Most elements have no class, no id a selector names and no tested attribute: their
                    // style follows from their parent's and their tag alone, and this page has most often
                    // met the pair already. Looked up by those two numbers before anything else is made.
                    let lookedUpPlain = classPosition < 0 && !hasTestedAttribute && isShared
                    if lookedUpPlain, let known = plain.value(for: parentAndTag) {
                        positions[element.index] = Int32(known)
                        continue
                    }
                    let classes = classPosition < 0 ? "" : document.attributeValue(at: classPosition)
                    var id: String?, attributes: [String] = []
                    if hasTestedAttribute {
                        for position in element.attributes {
                            let name = records.attributeNameCode(at: position)
                            // An id no selector names (a heading's anchor) does not make the element's style differ.
                            if name == idName {
                                // The value is read only when some selector names an id (none of the site's do).
                                guard !testedIDs.isEmpty else { continue }
                                let value = document.attributeValue(at: position)
                                id = testedIDs.contains(value) ? value : nil
                            } else if name != className, testedNames.contains(name) {
                                attributes.append(String(joining: document.attributeName(at: position), "=", document.attributeValue(at: position)))
                            }
                        }
                    }
                    // A plain element new to this page (or one with an empty `class`, or an id no
                    // selector names among tested ones): found or resolved by its parent and tag,
                    // without making a key (its strings and arrays). The page's table is asked only if
                    // it was not asked above.
                    let isPlain = classes.isEmpty && id == nil && attributes.isEmpty && isShared
                    let plainKey = isPlain ? parentAndTag : nil
                    if let plainKey, !lookedUpPlain, let known = plain.value(for: plainKey) {
                        positions[element.index] = Int32(known)
                        continue
                    }
                    let entry: (number: Int, style: ResolvedStyle)
                    if let plainKey, let found = local.style(forPlain: plainKey) {
                        // A plain element new to this page, met on an earlier page of this worker's table.
                        entry = found
                    } else {
                        let key = Key(parent: parentNumber, name: isShared ? nameCode.rawValue : -1,
                                      ownName: isShared ? nil : document.element(at: element.index).name, id: id, classes: classes, attributes: attributes)
                        // The closure that resolves a new style is made only for a key this worker has not
                        // met: made for every key, it retained what it holds (the shared memo among them).
                        entry = local.style(for: key) ?? local.style(for: key, in: memo) {
                            // Only a style no page has needed before is resolved, from its parent's.
                            let inherited = parent < 0 ? CascadedStyle() : memo.cascaded(parentNumber)
                            let element = document.element(at: element.index)
                            return Self.resolve(element, ancestors: document.ancestors(of: element).reversed(), parent: inherited, in: shared)
                        }
                        if let plainKey { local.keep(entry, forPlain: plainKey) }
                    }
                    positions[element.index] = Int32(table.count)
                    if let plainKey { plain.insert(plainKey, table.count) }
                    table.append(entry.style)
                    sharedNumbers.append(entry.number)
                }
            }
        }
        self.positions = positions
        self.table = table
        numbers = sharedNumbers
    }

    /// The resolved style of an element of the document; `nil` for the head and what is in it.
    public func style(of element: HTMLElement) -> ResolvedStyle? {
        style(ofElementAt: element.index)
    }

    /// The resolved style of the element at `index` of the document's elements; `nil` for the
    /// head and what is in it.
    public func style(ofElementAt index: Int) -> ResolvedStyle? {
        guard index < positions.count, positions[index] >= 0 else { return nil }
        return table[Int(positions[index])]
    }

    /// The number of the style of the element at `index` in the memo every page with these
    /// stylesheets shares: elements with the same number have the same style and the same
    /// ancestors' styles. `nil` for the head and what is in it.
    func number(ofElementAt index: Int) -> Int? {
        guard index < positions.count, positions[index] >= 0 else { return nil }
        return numbers[Int(positions[index])]
    }
}
