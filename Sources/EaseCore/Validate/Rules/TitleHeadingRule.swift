import EaseDiagnostics
import EaseMarkdown

/// A reading's or an onboarding page's body that opens with a `# Heading` says what its `title:`
/// says: the site shows the title in that heading's place and leaves the heading out, so a
/// heading renamed in the body alone (`# Day-to-day care` under `title: Looking after yourself
/// day to day`) would vanish from the page without a word. Compared as their anchors are (letter
/// case and punctuation aside); only a body whose first anchor differs from the title's is read
/// again for the heading's text. A fix-it writes the title over the heading's words. A
/// translation whose title was left in the source's language over a translated heading is left
/// to ``TranslationLeftInSourceRule``, whose fix-it goes the other way.
struct TitleHeadingRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["heading.title-mismatch": "a reading's or onboarding page's opening # heading says something else than its title, and the site leaves it out"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        var items: [ContentItem] = []
        let readings = context.subjects(of: catalog.readings), pages = context.subjects(of: catalog.onboardingPages)
        for index in readings.indices { items.append(readings[index].item) }
        for index in pages.indices { items.append(pages[index].item) }
        var diagnostics: [Diagnostic] = []
        // The default-locale items by path, made when a translation's heading differs from its title.
        var sources: [String: ContentItem]?
        for item in items {
            guard let anchor = item.document.openingTitleAnchor, !HeadingSlugger.isFirstAnchor(anchor, of: item.title) else { continue }
            // A quoted title's spaces at either end are not words (`title: "Sleep "`).
            let title = item.title.trimmingWhitespace()
            guard !HeadingSlugger.isFirstAnchor(anchor, of: title), let heading = item.markdown().headings.first else { continue }
            // One that differs only by a word of mixed scripts is `text.mixed-script` alone.
            let script = MixedScriptRule.script(of: item.locale ?? catalog.site?.defaultLocale)
            if MixedScriptWord.repairing(title, preferred: script) == MixedScriptWord.repairing(heading.text, preferred: script) { continue }
            // A translation's title left in the source's language over a translated heading is
            // `l10n.untranslated`'s, with a fix-it that writes the heading into the title.
            if let locale = item.locale {
                if sources == nil { sources = Dictionary(catalog.items.lazy.filter { $0.locale == nil }.map { ($0.document.source.relativePath, $0) }, uniquingKeysWith: { first, _ in first }) }
                let sourcePath = ContentCatalog.sourcePath(ofTranslation: item.document.source.relativePath, locale: locale)
                if let source = sources?[sourcePath], TranslationLeftInSourceRule.titleFromOpeningHeading(
                    of: item, source: source, shortToo: TranslationLeftInSourceRule.writtenInOtherScript(locale, than: catalog.site?.defaultLocale ?? locale)) != nil { continue }
            }
            let file = context.sourceFile(of: item.document)
            let words = file.flatMap { Self.wordsRange(of: heading, in: $0) }
            // Words written as the title are the title: only cmark's smart punctuation (`---` a
            // dash) makes the heading's text differ, and the fix-it would write the same words again.
            if let file, let words, let bytes = file.byteRange(of: words), file.text(inBytes: bytes) == title { continue }
            diagnostics.append(.warning("heading.title-mismatch",
                                        "the body opens with '# \(heading.text)', but the title is '\(title)': the page shows the title in its place and leaves this heading out",
                                        at: item.document.location(words ?? heading.range),
                                        notes: [DiagnosticNote("the title is 'title:' in the front matter; make the two say the same, or start the body with its first section")],
                                        fixIts: Self.readsAsWritten(title) ? words.map { [FixIt("replace with '\(title)'", replacing: $0, with: title)] } ?? [] : []))
        }
        return diagnostics
    }

    /// Whether a title written as a heading's Markdown reads as the same words: none of the
    /// characters Markdown reads as emphasis, code, links, HTML, escapes or entities, and no web
    /// address (which the link rules would rewrite). The fix-it writes no other title: its
    /// heading would show something else, and other rules' fix-its and this one would undo each
    /// other, round after round (`Links…a](http://…)`, found by the fix fuzz target).
    static func readsAsWritten(_ title: String) -> Bool {
        !title.unicodeScalars.contains { "\\`*_[]<>&!~|".unicodeScalars.contains($0) }
            && !title.contains("://") && !title.lowercased().contains("www.")
    }

    /// The range of a heading's words on its first line: after an ATX heading's `#` run and
    /// before its closing one, or a setext heading's first line.
    static func wordsRange(of heading: MarkdownHeading, in file: SourceFile) -> SourceRange? {
        guard let line = file.byteRange(ofLine: heading.range.start.line) else { return nil }
        let bytes = Array(file.text(inBytes: line).utf8)
        var start = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.count
        var end = bytes.count
        if start < bytes.count, bytes[start] == UInt8(ascii: "#") {
            while start < end, bytes[start] == UInt8(ascii: "#") { start += 1 }
            // A closing run of `#`s after a space is not part of the words.
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            var closing = end
            while closing > start, bytes[closing - 1] == UInt8(ascii: "#") { closing -= 1 }
            if closing < end, closing == start || bytes[closing - 1] == UInt8(ascii: " ") { end = closing }
        }
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard start < end else { return nil }
        return file.range(ofBytes: (line.lowerBound + start)..<(line.lowerBound + end))
    }
}
