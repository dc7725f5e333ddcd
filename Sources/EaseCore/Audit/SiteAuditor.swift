public import EaseDiagnostics
import Foundation

/// Audit: runs the audit rules over every HTML page of a folder (or of a site just rendered in
/// memory), in parallel across pages, and returns diagnostics in a stable order.
public struct SiteAuditor: Sendable {
    /// The rules to run.
    public let rules: [any AuditRule]

    /// Creates an auditor with every rule, or only those in `only`, minus those in `disabled`.
    public init(only: Set<String> = [], disabled: Set<String> = []) {
        rules = AuditRules.all.filter { (only.isEmpty || only.contains($0.id)) && !disabled.contains($0.id) }
    }

    /// The outcome of an audit.
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var sources: SourceFileStore
        public var pageCount: Int
    }

    /// Audits files keyed by path inside the site; `displayRoot` prefixes paths in diagnostics.
    public func audit(files: [String: [UInt8]], displayRoot: String) -> Result {
        let prefix = displayRoot.hasSuffix("/") ? String(displayRoot.dropLast()) : displayRoot
        let htmlPaths = files.keys.filter { $0.hasSuffix(".html") || $0.hasSuffix(".htm") }.sorted()
        // Every stylesheet is parsed once, however many pages link to it.
        let cssPaths = files.keys.filter { $0.hasSuffix(".css") }.sorted()
        let parsed = parallelMap(cssPaths.count) { CSSStylesheet(String(decoding: files[cssPaths[$0]]!, as: UTF8.self)) }
        let styles = AuditStylesCache(files: Dictionary(uniqueKeysWithValues: zip(cssPaths, parsed)))
        let built = parallelMap(htmlPaths.count) { index in
            let route = htmlPaths[index]
            return AuditPage(path: "\(prefix)/\(route)", route: route, bytes: files[route]!, styles: styles)
        }
        let site = AuditSite(pages: Dictionary(uniqueKeysWithValues: built.map { ($0.route, $0) }), files: Set(files.keys))
        let rules = self.rules
        let results = parallelMap(built.count) { index in rules.flatMap { $0.check(built[index], in: site) } }
        var sources = SourceFileStore()
        let paths = Set(results.joined().compactMap { $0.location?.path })
        for page in built where paths.contains(page.path) { sources.add(page.source) }
        return Result(diagnostics: results.flatMap { $0 }, sources: sources, pageCount: built.count)
    }

    /// Audits a folder on disk.
    public func audit(folder: String) throws -> Result {
        let manager = FileManager.default
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ContentReadError(path: folder, reason: "not a folder")
        }
        // List the folder, then read the pages and stylesheets in parallel.
        var relatives: [String] = []
        let fileSystem = LocalFileSystem()
        var pending = [""]
        while let current = pending.popLast() {
            for name in (try? fileSystem.contents(ofDirectory: current.isEmpty ? root : root + "/" + current)) ?? [] {
                let relative = current.isEmpty ? name : current + "/" + name
                if fileSystem.kind(at: root + "/" + relative) == .directory { pending.append(relative) } else { relatives.append(relative) }
            }
        }
        let listed = relatives
        let contents = parallelMap(listed.count) { index -> [UInt8] in
            let relative = listed[index]
            let wanted = relative.hasSuffix(".html") || relative.hasSuffix(".htm") || relative.hasSuffix(".css")
            return wanted ? ((try? fileSystem.read(root + "/" + relative)) ?? []) : []
        }
        return audit(files: Dictionary(uniqueKeysWithValues: zip(listed, contents)), displayRoot: folder)
    }

    /// One-line descriptions of every audit rule, for SARIF.
    public static var ruleDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: AuditRules.all.map { ($0.id, "WCAG \($0.wcag): \($0.help)") })
    }
}
