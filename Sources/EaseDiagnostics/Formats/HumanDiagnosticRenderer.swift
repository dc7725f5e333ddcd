/// Compiler-style output: a clickable `path:line:col: severity: message [id]` line, the source line,
/// a caret under the range, the fix-it text under the caret, then notes; a summary line at the end.
public struct HumanDiagnosticRenderer: DiagnosticRenderer {
    /// Whether to use ANSI colours (only on a terminal, and never with `NO_COLOR`).
    public var colored: Bool

    /// Creates the renderer.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += header(diagnostic.location, severity: diagnostic.severity.rawValue,
                          message: diagnostic.message, id: diagnostic.id)
            if let location = diagnostic.location {
                out += snippet(location, sources: report.sources,
                               fixIt: diagnostic.fixIts.first { $0.range.start.line == location.range.start.line })
            }
            for fixIt in diagnostic.fixIts {
                out += "  \(paint("fix-it:", .green)) \(fixIt.message)\n"
            }
            for note in diagnostic.notes {
                if let location = note.location, location != diagnostic.location {
                    out += header(location, severity: "note", message: note.message, id: nil)
                    out += snippet(location, sources: report.sources, fixIt: nil)
                } else {
                    out += "  \(paint("note:", .cyan)) \(note.message)\n"
                }
            }
        }
        out += "ease: \(report.summaryLine)\n"
        return out
    }

    private func header(_ location: SourceLocation?, severity: String, message: String, id: String?) -> String {
        let place = location.map { "\($0.path):\($0.range.start.line):\($0.range.start.column): " } ?? "ease: "
        let color: ANSIColor = severity == "error" ? .red : severity == "warning" ? .magenta : .cyan
        let suffix = id.map { " [\($0)]" } ?? ""
        return "\(paint(place, .bold))\(paint(severity + ":", color)) \(paint(message, .bold))\(suffix)\n"
    }

    /// Lines longer than this many characters are shown as a window around the range, with `…` at the cut ends.
    static let maximumSnippetWidth = 160

    private func snippet(_ location: SourceLocation, sources: SourceFileStore, fixIt: FixIt?) -> String {
        var range = location.range
        guard let file = sources[location.path], let fullLine = file.line(range.start.line) else { return "" }
        let number = String(range.start.line)
        let gutter = String(repeating: " ", count: number.count)
        var line = fullLine
        var shift = 0
        let scalars = fullLine.unicodeScalars
        if scalars.count > Self.maximumSnippetWidth {
            // Start a little before the range so its context shows; columns shift with the window.
            let first = max(0, min(range.start.column - 1 - Self.maximumSnippetWidth / 3, scalars.count - Self.maximumSnippetWidth))
            let last = min(scalars.count, first + Self.maximumSnippetWidth)
            let lower = scalars.index(scalars.startIndex, offsetBy: first)
            let upper = scalars.index(lower, offsetBy: last - first)
            let head = first > 0 ? "…" : ""
            line = head + String(scalars[lower..<upper]) + (last < scalars.count ? "…" : "")
            shift = first - head.unicodeScalars.count
            range.start.column -= shift
            range.end.column = range.end.line == range.start.line ? min(range.end.column - shift, last - shift + 1) : range.end.column
        }
        let display = DisplayLine(line)
        let startColumn = display.width(upToScalarColumn: range.start.column)
        let endScalar = range.end.line == range.start.line ? range.end.column : line.unicodeScalars.count + 1
        let underline = max(1, display.width(upToScalarColumn: endScalar) - startColumn)
        let marker = "^" + String(repeating: "~", count: underline - 1)
        var out = " \(number) | \(display.text)\n"
        out += " \(gutter) | \(String(repeating: " ", count: startColumn))\(paint(marker, .green))\n"
        if let fixIt, !fixIt.replacement.allSatisfy(\.isWhitespace), !fixIt.replacement.contains("\n") {
            // Under what it replaces, which may start after the finding (a link's destination) or
            // before it (a value put in quotes), unless that is left of the snippet's window.
            let column = fixIt.range.start.column - shift
            let fixColumn = column >= 1 ? display.width(upToScalarColumn: column) : startColumn
            out += " \(gutter) | \(String(repeating: " ", count: fixColumn))\(paint(fixIt.replacement, .green))\n"
        }
        return out
    }

    private enum ANSIColor: String {
        case bold = "1", red = "1;31", magenta = "1;35", cyan = "1;36", green = "1;32"
    }

    private func paint(_ text: String, _ color: ANSIColor) -> String {
        colored ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// A source line prepared for the terminal: tabs expanded and control characters made visible,
/// with a map from scalar columns to terminal cells (wide emoji count two, combining marks zero).
struct DisplayLine {
    let text: String
    private let cellOffsets: [Int]

    init(_ line: String) {
        var text = ""
        var offsets: [Int] = []
        var cells = 0
        for scalar in line.unicodeScalars {
            offsets.append(cells)
            switch scalar.value {
            case 0x09:
                let width = 4 - cells % 4
                text += String(repeating: " ", count: width)
                cells += width
            case 0x00..<0x20, 0x7F:
                text += "\u{FFFD}"
                cells += 1
            default:
                text.unicodeScalars.append(scalar)
                cells += DisplayLine.cellWidth(of: scalar)
            }
        }
        offsets.append(cells)
        self.text = text
        self.cellOffsets = offsets
    }

    /// The number of terminal cells before a 1-based scalar column.
    func width(upToScalarColumn column: Int) -> Int {
        let index = column - 1
        if index < 0 { return 0 }
        if index < cellOffsets.count { return cellOffsets[index] }
        return (cellOffsets.last ?? 0) + index - (cellOffsets.count - 1)
    }

    static func cellWidth(of scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.value == 0xFE0F || scalar.value == 0xFE0E { return 0 }
        if properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return 2
        default:
            return 1
        }
    }
}
