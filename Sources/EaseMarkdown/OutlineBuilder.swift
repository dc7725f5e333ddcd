import EaseDiagnostics

/// Folds blocks, in document order, into a ``MarkdownOutline``: the one place that decides what
/// an outline holds, for a whole tree and for blocks converted one at a time and then dropped.
struct OutlineBuilder {
    private(set) var outline = MarkdownOutline()
    private var slugger = HeadingSlugger()
    /// The level of the last heading (0 before the first, and after a leading `# Title`).
    private var previousHeadingLevel = 0
    /// Whether the body's first block is a level-1 heading, which the site shows as the page's
    /// title (`nil` until the first top-level block is added).
    private var opensWithTitle: Bool?
    /// The first heading that is not the leading title, and the shallowest level below 1 of any
    /// heading: the site shows the shallowest level right under the page's title (level-1 headings
    /// after the title at that level too).
    private var firstSection: (level: Int, range: SourceRange)?
    private var shallowestSectionLevel = Int.max
    /// The level of the last section heading while nothing but deeper headings has come after
    /// it (`nil` once a paragraph, a list, a quote, code or HTML has).
    private var levelOfSectionWithoutContent: Int?

    /// Adds a top-level block and every block inside it.
    mutating func add(topLevel block: MarkdownBlock) {
        if opensWithTitle == nil, case .heading(1, _) = block.kind { opensWithTitle = true }
        extend(over: block.range)
        add(block)
    }

    /// The outline, with the skip of a first section heading deeper than the body's shallowest
    /// (known only once every heading is in): the site shifts the levels so the shallowest comes
    /// right under the page's title, so `### Sleep` before the `## Movement` sections would be an
    /// `h3` under the `h1`.
    func finished() -> MarkdownOutline {
        var outline = outline
        outline.opensWithTitle = opensWithTitle == true
        // The last heading has nothing under it.
        if levelOfSectionWithoutContent != nil { outline.mayHoldUnclearSection = true }
        if let first = firstSection, first.level > 1, first.level > shallowestSectionLevel {
            outline.headingSkips.insert(MarkdownHeadingSkip(level: first.level, previousLevel: shallowestSectionLevel - 1,
                                                            range: first.range, opensBody: true), at: 0)
        }
        return outline
    }

    /// Makes the outline's range reach to the end of a top-level block (the first block, if it is
    /// not a title, settles that the body has none).
    mutating func extend(over range: SourceRange) {
        if opensWithTitle == nil { opensWithTitle = false }
        outline.range = SourceRange(start: outline.range?.start ?? range.start, end: range.end)
    }

    /// Records that the body's source holds a Cyrillic letter (``MarkdownOutline/mayHoldMixedScript``).
    mutating func markMixedScript() {
        outline.mayHoldMixedScript = true
    }

    /// Records that the parser dropped blocks or inlines nested too deep.
    mutating func markExceededNestingLimit() {
        outline.exceededNestingLimit = true
    }

    /// Records that a block other than a heading or a thematic break comes next: the section
    /// of the heading before it has something in it.
    mutating func addSectionContent() {
        levelOfSectionWithoutContent = nil
    }

    /// Records a paragraph that is one strong inline alone (``MarkdownOutline/mayHoldBoldHeading``).
    mutating func markBoldParagraph() {
        outline.mayHoldBoldHeading = true
    }

    /// Adds a block and then the blocks inside it, depth first.
    mutating func add(_ block: MarkdownBlock) {
        var counter = WordCounter()
        switch block.kind {
        case .heading(let level, let inlines):
            if previousHeadingLevel > 0, level > previousHeadingLevel + 1 {
                outline.headingSkips.append(MarkdownHeadingSkip(level: level, previousLevel: previousHeadingLevel, range: block.range))
            }
            previousHeadingLevel = outline.headingAnchors.isEmpty && level == 1 ? 0 : level
            let isTitle = outline.headingAnchors.isEmpty && level == 1 && opensWithTitle == true
            if !isTitle, firstSection == nil { firstSection = (level, block.range) }
            if level > 1 { shallowestSectionLevel = min(shallowestSectionLevel, level) }
            if let open = levelOfSectionWithoutContent, level <= open { outline.mayHoldUnclearSection = true }
            // Only an underlined heading ends on a later line than it starts.
            if block.range.end.line > block.range.start.line { outline.mayHoldUnderlinedParagraph = true }
            levelOfSectionWithoutContent = isTitle ? nil : level
            outline.headingAnchors.append(slugger.slug(for: MarkdownDocument.plainText(inlines)))
            if slugger.numberedRepeat { outline.mayHoldUnclearSection = true }
            add(inlines, counting: &counter)
        case .paragraph(let inlines):
            addSectionContent()
            if inlines.count == 1, case .strong = inlines[0].kind { markBoldParagraph() }
            add(inlines, counting: &counter)
        case .codeBlock(_, let code):
            addSectionContent()
            counter.add(Substring(code))
        case .html(let html):
            addSectionContent()
            outline.containsRawHTML = true
            outline.rawHTML.append(MarkdownRawHTML(html: html, range: block.range))
        case .blockQuote(let children):
            addSectionContent()
            children.forEach { add($0) }
        case .list(let list):
            addSectionContent()
            list.items.forEach { $0.blocks.forEach { add($0) } }
        case .thematicBreak:
            break
        }
        add(words: counter)
    }

    /// Adds the words a block's counter counted.
    mutating func add(words counter: WordCounter) {
        outline.wordCount += counter.count
        outline.containsRawHTML = outline.containsRawHTML || counter.sawRawHTML
        outline.mayHoldLiteralMarkup = outline.mayHoldLiteralMarkup || counter.sawLiteralMarkupMarker
    }

    /// Adds inlines of a paragraph or heading: their links, images and raw HTML, and their words
    /// to the block's counter.
    mutating func add(_ inlines: [MarkdownInline], counting counter: inout WordCounter) {
        counter.add(inlines)
        collectReferencesAndHTML(inlines)
    }

    private mutating func collectReferencesAndHTML(_ inlines: [MarkdownInline]) {
        // By index, each inline read where the array holds it (`for inline in` copied each one).
        for index in inlines.indices {
            switch inlines[index].kind {
            case .link(let destination, _, let children):
                outline.references.append(MarkdownReference(kind: .link, destination: destination,
                                                            text: MarkdownDocument.plainText(children), range: inlines[index].range))
                collectReferencesAndHTML(children)
            case .image(let source, _, let alt):
                // An image's description is its text alternative: links and HTML in it are not looked for.
                outline.references.append(MarkdownReference(kind: .image, destination: source,
                                                            text: MarkdownDocument.plainText(alt), range: inlines[index].range))
            case .emphasis(let children), .strong(let children):
                collectReferencesAndHTML(children)
            case .html(let html):
                outline.rawHTML.append(MarkdownRawHTML(html: html, range: inlines[index].range))
            case .text, .code, .softBreak, .lineBreak:
                break
            }
        }
    }
}
