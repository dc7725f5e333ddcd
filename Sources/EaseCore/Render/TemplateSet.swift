import EaseBytes
public import EaseDiagnostics
import EaseTemplates
import Foundation

/// The Mustache templates of `Templates/`, compiled once per build by ``EaseTemplates``.
///
/// A page is a page template (`learn.mustache`, `reading.mustache`, …) rendered inside
/// `layout.mustache`, where the layout writes `{{{content}}}`. Files in `partials/` are available
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
    /// The ids each template writes as plain text, with those of the partials it includes at any
    /// depth, by template name (``TemplateElementIDs``): what ``HeadingAnchorCollisionCheck`` keeps
    /// a body's anchors from.
    let writtenIDs: [String: [TemplateElementIDs.ElementID]]

    /// Loads and parses the templates in `folder`; returns `nil` with diagnostics when any is broken,
    /// reads a name Ease never gives it or writes a value the wrong way (`TemplateChecks/`;
    /// `interfaceKeys` are the site's `ui` strings).
    /// With `site`, a `ui` string of its own that no template reads is reported too.
    public static func load(from folder: String, interfaceKeys: Set<String> = Set(InterfaceStrings.byKey.keys),
                            site: SiteConfiguration? = nil) -> (TemplateSet?, [Diagnostic]) {
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
        // Each template's file (its line table) is made once, for every check that reports in it.
        var located: [String: (file: SourceFile, template: CompiledTemplate)] = [:]
        let names = Set(sources.keys)
        for key in sources.keys.sorted() {
            let (path, text) = sources[key]!
            let file = SourceFile(path: path, text: text)
            do {
                let template = try CompiledTemplate(text)
                compiled[key] = template
                located[key] = (file, template)
            } catch {
                // The character at the problem, or none where a line or the text ends.
                let length = error.column <= file.scalarCount(ofLine: error.line) ? 1 : 0
                let range = SourceRange(line: error.line, column: error.column, length: length)
                diagnostics.append(.error("template.syntax", "Mustache syntax error: \(error.message)",
                                          at: SourceLocation(path: path, range: range)))
            }
            diagnostics += PartialReferences.unknown(in: file, known: names)
        }
        diagnostics += TemplateNameCheck(templates: located, interfaceKeys: interfaceKeys).diagnostics()
            + TemplateEscapingCheck(templates: located, interfaceKeys: interfaceKeys).diagnostics()
            + TemplateContentCheck(templates: located).diagnostics()
            + (site.map { InterfaceStringUseCheck(templates: located, site: $0).diagnostics() } ?? [])
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
        return (TemplateSet(library: library, assets: assets, digest: digest.value, writtenIDs: TemplateElementIDs.written(by: located)),
                diagnostics)
    }

    /// Every template file of `folder` (its own and `partials/`), read again: where the audit's
    /// findings are traced back to (``TemplateOrigin``).
    static func sourceFiles(in folder: String) -> [SourceFile] {
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return ["", "/partials"].flatMap { subfolder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + subfolder)) ?? []).sorted().filter { $0.hasSuffix(".mustache") }
                .compactMap { sourceFile(at: root + subfolder + "/" + $0) }
        }
    }

    /// How messages name a template file: `layout.mustache` of `Templates/layout.mustache`,
    /// `partials/tabbar.mustache` of a partial's path.
    static func fileName(ofTemplateAt path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.suffix(parts.dropLast().last == "partials" ? 2 : 1).joined(separator: "/")
    }

    /// The files at `paths` (the templates diagnostics point at), read again, for the lines printed under them.
    static func sourceFiles(at paths: some Sequence<String>) -> [SourceFile] {
        Set(paths).sorted().compactMap(sourceFile(at:))
    }

    private static func sourceFile(at path: String) -> SourceFile? {
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }.map { SourceFile(path: path, text: $0) }
    }

    /// Renders a page template inside the layout, as UTF-8. A locale's own version of a
    /// template (`accessibility.ru.mustache` beside `accessibility.mustache`) wins over the default one.
    func page(_ template: String, locale: String, context: TemplateValues, layout: TemplateValues) -> [UInt8] {
        // The page template renders straight into the layout's bytes where `{{{content}}}` stands:
        // rendered apart and then copied in, a large page (the Learn list, the labels inventory)
        // was held twice at the build's highest moment.
        var outer = layout
        let (library, name) = (self.library, named(template, locale: locale))
        outer["content"] = .markup(writtenBy: { library.render(name, context: context, into: $0) })
        let layoutName = named("layout", locale: locale)
        return ByteBuffer.array(expectedCount: 16_384) { library.render(layoutName, context: outer, into: $0) }
    }

    /// The name of the template to use for a locale.
    func named(_ template: String, locale: String) -> String {
        let localized = String(joining: template, ".", locale)
        return library.template(named: localized) != nil ? localized : template
    }
}

/// Finds `{{> name}}` tags that name no template: each line's bytes searched for a tag and its
/// `}}` (the braces are ASCII), lines and columns as ``SourceFile`` gives every diagnostic.
enum PartialReferences {
    static func unknown(in file: SourceFile, known: Set<String>) -> [Diagnostic] {
        let path = file.path
        var diagnostics: [Diagnostic] = []
        file.text.withContiguousUTF8 { bytes in
            for line in 1...file.lineCount {
                guard let range = file.byteRange(ofLine: line) else { continue }
                var rest = bytes[range]
                while let open = rest.firstRange(ofBytes: opening), let close = rest[open.upperBound...].firstRange(ofBytes: closing) {
                    let name = String(decoding: rest[open.upperBound..<close.lowerBound], as: UTF8.self).trimmingWhitespace()
                    if !known.contains(name) {
                        let suggestion = NameSuggester.suggestion(for: name, among: known)
                        let tag = file.range(ofBytes: open.lowerBound..<close.upperBound)
                        // The fix-it rewrites the name alone: where it starts after the spaces that may lead it.
                        let inner = rest[open.upperBound..<close.lowerBound]
                        let nameStart = inner.firstRange(of: Array(name.utf8))?.lowerBound ?? open.upperBound
                        let nameRange = file.range(ofBytes: nameStart..<nameStart + name.utf8.count)
                        diagnostics.append(.error("template.unknown-partial",
                                                  "partial '\(name)' does not exist" + NameSuggester.didYouMean(suggestion),
                                                  at: SourceLocation(path: path, range: tag), fixIts: FixIt.suggested(suggestion, replacing: nameRange)))
                    }
                    rest = rest[close.upperBound...]
                }
            }
        }
        return diagnostics
    }

    private static let opening = Array("{{>".utf8), closing = Array("}}".utf8)
}
