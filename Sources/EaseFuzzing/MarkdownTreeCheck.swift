import EaseDiagnostics
import EaseMarkdown

/// Every block and inline of a Markdown tree has a range in its file, the tree stays within the
/// converter's nesting limit, and heading anchors are unique and non-empty.
struct MarkdownTreeCheck {
    let bounds: SourceBoundsCheck

    func check(_ document: MarkdownDocument) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        for block in document.blocks { findings += check(block, depth: 1) }
        var anchors: Set<String> = []
        for heading in document.headings {
            if heading.anchor.isEmpty {
                findings.append(FuzzFinding("heading-anchor", "heading '\(heading.text)' at \(heading.range.start) has an empty anchor"))
            } else if !anchors.insert(heading.anchor).inserted {
                findings.append(FuzzFinding("heading-anchor", "anchor '\(heading.anchor)' is used twice"))
            }
        }
        return findings
    }

    private func check(_ block: MarkdownBlock, depth: Int) -> [FuzzFinding] {
        var findings = bounds.check(block.range, "Markdown block")
        // A list item and its list are two levels of cmark's tree but one level of nesting.
        if depth > 2 * CommonMarkParser.maximumNesting + 2 {
            return findings + [FuzzFinding("markdown-depth", "a block at depth \(depth), past the nesting limit")]
        }
        switch block.kind {
        case .paragraph(let inlines), .heading(_, let inlines):
            findings += check(inlines)
        case .blockQuote(let blocks):
            for child in blocks { findings += check(child, depth: depth + 1) }
        case .list(let list):
            for item in list.items {
                findings += bounds.check(item.range, "list item")
                for child in item.blocks { findings += check(child, depth: depth + 1) }
            }
        case .codeBlock, .html, .thematicBreak:
            break
        }
        return findings
    }

    private func check(_ inlines: [MarkdownInline]) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        for inline in inlines {
            findings += bounds.check(inline.range, "Markdown inline")
            switch inline.kind {
            case .emphasis(let children), .strong(let children), .link(_, _, let children), .image(_, _, let children):
                findings += check(children)
            case .text, .softBreak, .lineBreak, .code, .html:
                break
            }
        }
        return findings
    }
}
