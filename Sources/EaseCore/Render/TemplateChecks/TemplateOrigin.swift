import EaseBytes
import EaseDiagnostics
import Foundation

/// Finds the template line that wrote an element of a generated page, from the element's start
/// tag. Each start tag in the templates is read as a pattern: its text as written, each
/// `{{name}}` any text without a quote or an angle bracket (an escaped value has none), each
/// section (`{{#name}}…{{/name}}`) there or not. The rendered tag must match one pattern and only
/// one: `<img src="{{src}}">` is told apart from `<img src="{{src}}" alt="{{alt}}">`. A template
/// tag of a shape a body's Markdown also makes (`<p>`, `<a href="…">`) is never named: the
/// element may be the content's, not the template's.
struct TemplateOrigin {
    /// A start tag of a template, as a pattern, and where it is written.
    private struct Tag {
        let pattern: NSRegularExpression
        let location: SourceLocation
        /// Whether the tag has a shape no body makes: only such a tag is named as where an element
        /// was written, though any tag that fits makes it unsure.
        let isTelling: Bool
        /// The element's name, lowercased (`img`): only tags of the same element are tried.
        let element: Substring
    }

    private let tags: [Tag]
    /// Each template line that writes markup, as a pattern of the whole rendered line.
    private let lines: [TemplateLine]

    /// A template line that writes markup, as a pattern of the whole rendered line.
    private struct TemplateLine {
        let pattern: NSRegularExpression
        let location: SourceLocation
        /// How many characters it spells out as written.
        let literalLength: Int
        /// Its longest stretch of text as written: a line without it cannot fit, which is
        /// found without the pattern (a build with a finding on every page tries thousands).
        let longestLiteral: [UInt8]
    }

    /// The templates' files.
    init(files: [SourceFile]) {
        lines = files.flatMap { file in
            (1...max(1, file.lineCount)).compactMap { number in
                file.line(number).flatMap { line in
                    Self.pattern(ofLine: line[...]).map { pattern, literals in
                        TemplateLine(pattern: pattern, location: SourceLocation(path: file.path, range: SourceRange(line: number, column: 1, length: line.unicodeScalars.count)),
                                     literalLength: literals.reduce(0) { $0 + $1.count }, longestLiteral: Array((literals.max { $0.utf8.count < $1.utf8.count } ?? "").utf8))
                    }
                }
            }
        }
        tags = files.flatMap { file in
            (1...max(1, file.lineCount)).flatMap { number -> [Tag] in
                guard let line = file.line(number) else { return [] }
                var tags: [Tag] = []
                var rest = line[...]
                while let open = rest.firstIndex(of: "<") {
                    if let (text, pattern) = Self.pattern(ofTagAt: line[open...]) {
                        let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: open) + 1
                        tags.append(Tag(pattern: pattern, location: SourceLocation(
                            path: file.path, range: SourceRange(line: number, column: column, length: text.unicodeScalars.count)),
                                        isTelling: !Self.bodyShapes.contains { Self.fits($0, pattern) }, element: Self.element(of: text)))
                    }
                    rest = line[line.index(after: open)...]
                }
                return tags
            }
        }
    }

    /// Where the start tag that begins `rendered` (`<img src="/media/a.png">…`) was written; `nil`
    /// when no template's tag, or more than one, fits it.
    func origin(ofTagAtStartOf rendered: Substring) -> SourceLocation? {
        guard rendered.first == "<", let end = rendered.firstIndex(of: ">") else { return nil }
        let tag = String(rendered[...end])
        let element = Self.element(of: tag[...])
        let fitting = tags.filter { $0.element == element && Self.fits(tag, $0.pattern) }
        return fitting.count == 1 && fitting[0].isTelling ? fitting[0].location : nil
    }

    /// The template lines whose patterns fit the whole of a page's `line`, tags, text and all
    /// (`{{#related}}<li><a href="{{href}}">{{title}}</a></li>` for `<li><a href="/learn/x/">X</a></li>`),
    /// when there are at most `limit`; none when no line fits or more do (a shape too common to
    /// say anything). Unlike ``origin(ofTagAtStartOf:)`` it names lines of a body's shapes too,
    /// so it says where the line was *likely* written: a body's Markdown can make the same line,
    /// and a value that renders empty fits several lines.
    func likelyLines(writing line: Substring, limit: Int = 3) -> [SourceLocation] {
        let text = String(line)
        let range = NSRange(text.startIndex..., in: text)
        // Of the lines that fit, those that spell out the most of it as written: a line that
        // holds the same tags and more fits it more closely than `<li>{{> partial}}</li>`.
        var found: [SourceLocation] = [], longest = 0
        let bytes = Array(text.utf8)
        for candidate in lines where candidate.literalLength >= longest && bytes.firstRange(ofBytes: candidate.longestLiteral) != nil
            && candidate.pattern.firstMatch(in: text, range: range) != nil {
            if candidate.literalLength > longest { (found, longest) = ([], candidate.literalLength) }
            found.append(candidate.location)
        }
        return found.count <= limit ? found : []
    }

    /// Start tags of every shape the body renderer writes (``HTMLBodyRenderer``).
    static let bodyShapes = ["p", "blockquote", "br", "code", "em", "hr", "li", "pre", "strong", "ol", "ul"].map { "<\($0)>" }
        + ["<a href=\"x\">", "<img src=\"x\" alt=\"x\">", "<ol start=\"2\">"] + (1...6).flatMap { ["<h\($0)>", "<h\($0) id=\"x\">"] }

    private static func fits(_ tag: String, _ pattern: NSRegularExpression) -> Bool {
        pattern.firstMatch(in: tag, range: NSRange(tag.startIndex..., in: tag)) != nil
    }

    /// The element name of a start tag (`<img src=…` → `img`), lowercased.
    private static func element(of tag: Substring) -> Substring {
        Substring(tag.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased())
    }

    /// A pattern of a whole template line that writes markup: its text as written, each
    /// `{{name}}` any text without a quote or an angle bracket, each `{{{name}}}` and partial any
    /// text, a section opened and closed on the line there or not, and a section tag that opens
    /// or closes on another line left out (the line is inside it); with the stretches of text
    /// every rendering of it holds. `nil` for a line with no tag.
    private static func pattern(ofLine line: Substring) -> (NSRegularExpression, literals: [String])? {
        let pieces = mustachePieces(of: line).pieces
        guard pieces.contains(where: { $0.literal.contains("<") }) else { return nil }
        // Sections opened and closed on this line, by the index of their opening piece and closing piece.
        var open: [Int] = [], paired: Set<Int> = []
        for (position, piece) in pieces.enumerated() {
            guard let first = piece.tag?.first else { continue }
            if first == "#" || first == "^" { open.append(position) }
            if first == "/", let opening = open.popLast() { paired.formUnion([opening, position]) }
        }
        var pattern = "^[ \\t]*"
        for (position, piece) in pieces.enumerated() {
            pattern += NSRegularExpression.escapedPattern(for: piece.literal)
            guard let tag = piece.tag else { continue }
            switch tag.first {
            case "#", "^": if paired.contains(position) { pattern += "(?:" }
            case "/": if paired.contains(position) { pattern += ")?" }
            case "!": break
            case "{", ">", "&": pattern += ".*?"
            default: pattern += "[^\"<>]*"
            }
        }
        // The text every rendering of the line holds: outside the sections that may be left out.
        var literals: [String] = [], depth = 0
        for (position, piece) in pieces.enumerated() {
            let text = piece.literal.trimmingCharacters(in: .whitespaces)
            if depth == 0, !text.isEmpty { literals.append(text) }
            if paired.contains(position) { depth += piece.tag?.first == "/" ? -1 : 1 }
        }
        return (try? NSRegularExpression(pattern: pattern + "[ \\t]*$")).map { ($0, literals) }
    }

    /// The start tag at the start of `text` (through its first `>` outside a `{{…}}`) and its
    /// pattern; `nil` for a tag that does not end on its line.
    private static func pattern(ofTagAt text: Substring) -> (Substring, NSRegularExpression)? {
        let (pieces, end) = mustachePieces(of: text, through: ">")
        guard let end else { return nil }
        var pattern = "^"
        for piece in pieces {
            pattern += NSRegularExpression.escapedPattern(for: piece.literal)
            switch piece.tag?.first {
            case nil, "!": break
            case "#", "^": pattern += "(?:"
            case "/": pattern += ")?"
            default: pattern += "[^\"<>]*"
            }
        }
        guard let regex = try? NSRegularExpression(pattern: pattern + "$", options: [.dotMatchesLineSeparators]) else { return nil }
        return (text[..<end], regex)
    }

    /// `text` split at its Mustache tags: each piece is the text before a tag and the tag's inside
    /// (`#name`, `/name`, `{name}`, `> partial`), the last the text after the last tag, with no
    /// tag. With `stop`, the text ends just after the first `stop` outside a tag, and `end` is
    /// there; `nil` when it has none.
    private static func mustachePieces(of text: Substring, through stop: Character? = nil)
        -> (pieces: [(literal: String, tag: Substring?)], end: Substring.Index?) {
        var pieces: [(literal: String, tag: Substring?)] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("{{"), let close = text[index...].range(of: "}}") {
                let inner = text[text.index(index, offsetBy: 2)..<close.lowerBound]
                pieces.append((literal, inner))
                literal = ""
                index = close.upperBound
                if inner.first == "{", index < text.endIndex, text[index] == "}" { index = text.index(after: index) }
                continue
            }
            literal.append(text[index])
            index = text.index(after: index)
            if let stop, text[text.index(before: index)] == stop { return (pieces + [(literal, nil)], index) }
        }
        return (pieces + [(literal, nil)], stop == nil ? text.endIndex : nil)
    }
}
