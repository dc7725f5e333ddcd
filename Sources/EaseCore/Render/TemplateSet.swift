public import EaseDiagnostics
import EaseTemplates
import Foundation

/// The Mustache templates of `Templates/`, compiled once per build by ``EaseTemplates``.
///
/// Pages are rendered in two steps: a page template (`learn.mustache`, `reading.mustache`, …)
/// renders the main content, then `layout.mustache` wraps it. Files in `partials/` are available
/// to every template as `{{> name}}`. Parse errors and references to missing partials are reported
/// as diagnostics with the template's file, line and column.
public struct TemplateSet: @unchecked Sendable {
    /// The page templates every site needs.
    public static let requiredTemplates = [
        "layout", "home", "learn", "reading", "relax", "relax-mood", "session-step", "exercise",
        "coping-statements", "reflect", "onboarding", "accessibility", "labels", "not-found",
    ]

    let library: TemplateLibrary
    /// Static files of `assets/`, by path below it.
    public let assets: [String: [UInt8]]
    /// What the templates say, for recognising an unchanged set between builds.
    let digest: Fingerprint.Value

    /// Loads and parses the templates in `folder`; returns `nil` with diagnostics when any is broken.
    public static func load(from folder: String) -> (TemplateSet?, [Diagnostic]) {
        let manager = FileManager.default
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var diagnostics: [Diagnostic] = []
        guard (try? manager.contentsOfDirectory(atPath: root)) != nil else {
            return (nil, [.error("usage.templates-directory", "templates folder '\(folder)' does not exist", at: nil)])
        }
        var sources: [String: (path: String, text: String)] = [:]
        for subfolder in ["", "/partials"] {
            for name in ((try? manager.contentsOfDirectory(atPath: root + subfolder)) ?? []).sorted() where name.hasSuffix(".mustache") {
                let path = root + subfolder + "/" + name
                guard let data = manager.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                    diagnostics.append(.error("io.unreadable", "cannot read template '\(path)'", at: .file(path)))
                    continue
                }
                let key = String(name.dropLast(".mustache".count))
                sources[key] = (path, text)
            }
        }
        var compiled: [String: CompiledTemplate] = [:]
        for key in sources.keys.sorted() {
            let (path, text) = sources[key]!
            do {
                compiled[key] = try CompiledTemplate(text)
            } catch {
                let range = SourceRange(line: error.line, column: error.column, length: 1)
                diagnostics.append(.error("template.syntax", "Mustache syntax error: \(error.message)",
                                          at: SourceLocation(path: path, range: range)))
            }
            diagnostics += PartialReferences.unknown(in: text, path: path, known: Set(sources.keys))
        }
        var library = TemplateLibrary()
        library.register(compiled)
        for cycle in library.partialCycles {
            let path = sources[cycle[0]]?.path ?? "\(root)/\(cycle[0]).mustache"
            diagnostics.append(.error("template.partial-cycle",
                                      "template '\(cycle[0])' includes itself through partials: \(cycle.joined(separator: " → "))",
                                      at: .file(path),
                                      notes: [DiagnosticNote("a page would include these partials forever; remove one of the {{> name}} tags")]))
        }
        for name in requiredTemplates where sources[name] == nil {
            diagnostics.append(.error("template.missing", "the templates folder has no \(name).mustache",
                                      at: .file("\(root)/\(name).mustache")))
        }
        var assets: [String: [UInt8]] = [:]
        let assetRoot = root + "/assets"
        if let enumerator = manager.enumerator(atPath: assetRoot) {
            for case let relative as String in enumerator {
                var isDirectory: ObjCBool = false
                let path = assetRoot + "/" + relative
                if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue, let data = manager.contents(atPath: path) {
                    assets[relative] = Array(data)
                }
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        var digest = Fingerprint()
        for key in sources.keys.sorted() {
            digest.add(key)
            digest.add(sources[key]!.text)
        }
        return (TemplateSet(library: library, assets: assets, digest: digest.value), diagnostics)
    }

    /// Renders a page template, then the layout around it, as UTF-8. A locale's own version of a
    /// template (`accessibility.ru.mustache` beside `accessibility.mustache`) wins over the default one.
    func page(_ template: String, locale: String, context: [String: Any], layout: [String: Any]) -> [UInt8] {
        var outer = layout
        var content: [UInt8] = []
        content.reserveCapacity(12_288)
        library.render(named(template, locale: locale), context: context, into: &content)
        outer["content"] = RenderedMarkup(content)
        var page: [UInt8] = []
        page.reserveCapacity(16_384)
        library.render(named("layout", locale: locale), context: outer, into: &page)
        return page
    }

    /// The name of the template to use for a locale.
    func named(_ template: String, locale: String) -> String {
        let localized = "\(template).\(locale)"
        return library.template(named: localized) != nil ? localized : template
    }
}

/// Finds `{{> name}}` tags that name no template. The text is searched as bytes (a tag's
/// braces are ASCII); columns and lengths count Unicode scalars, as every diagnostic does.
enum PartialReferences {
    static func unknown(in text: String, path: String, known: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let bytes = Array(text.utf8)
        var lineNumber = 1, lineStart = 0
        var index = 0
        while let open = find("{{>", in: bytes, from: index) {
            // Lines passed on the way; a tag and its `}}` are on one line.
            while let feed = bytes[lineStart..<open].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                lineStart = feed + 1
            }
            let lineEnd = bytes[open...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            guard let close = find("}}", in: bytes[..<lineEnd], from: open + 3) else {
                index = lineEnd
                continue
            }
            let name = String(decoding: bytes[(open + 3)..<close], as: UTF8.self).trimmingWhitespace()
            if !known.contains(name) {
                let column = scalarCount(bytes[lineStart..<open]) + 1
                let length = scalarCount(bytes[open..<(close + 2)])
                let suggestion = NameSuggester.suggestion(for: name, among: known)
                diagnostics.append(.error("template.unknown-partial",
                                          "partial '\(name)' does not exist" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                                          at: SourceLocation(path: path, range: SourceRange(line: lineNumber, column: column, length: length))))
            }
            index = close + 2
        }
        return diagnostics
    }

    /// Where `needle` (ASCII) next starts in `bytes` at or after `start`.
    private static func find(_ needle: StaticString, in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        let first = needle.utf8Start[0], count = needle.utf8CodeUnitCount
        var position = start
        while position + count <= bytes.endIndex {
            guard let candidate = bytes[position...].firstIndex(of: first), candidate + count <= bytes.endIndex else { return nil }
            if (1..<count).allSatisfy({ bytes[candidate + $0] == needle.utf8Start[$0] }) { return candidate }
            position = candidate + 1
        }
        return nil
    }

    private static func find(_ needle: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
        find(needle, in: bytes[...], from: start)
    }

    /// The Unicode scalars in UTF-8 bytes: the bytes that are not continuation bytes.
    private static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
