import EaseCore
import EaseDiagnostics

/// Reads the input as each kind of content file in turn: decoding, the front-matter split, YAML,
/// the Markdown body, the kind's schema and the typed model. Every reported position must lie in the file.
enum FrontMatterHarness {
    static let paths: [ContentKind: String] = [
        .site: "site.yml", .reading: "readings/fuzz.md", .exercise: "exercises/fuzz.md",
        .onboardingPage: "onboarding/fuzz.md", .copingStatements: "coping-statements.md",
    ]

    static func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        for kind in ContentKind.allCases {
            let path = paths[kind]!
            let decoded = SourceDecoder.decode(bytes, path: path)
            guard let file = decoded.file else {
                if !decoded.diagnostics.contains(where: { $0.severity == .error }) {
                    findings.append(FuzzFinding("undecodable-reported", "\(path): no text and no error"))
                }
                continue
            }
            let bounds = SourceBoundsCheck(file)
            let document = SourceDocument(kind: kind, relativePath: path, locale: nil, file: file)
            let (parsed, parseDiagnostics) = ContentParser.parse(document)
            let (_, schemaDiagnostics) = CatalogBuilder.build([parsed], root: "Content", mediaFiles: [])
            findings += bounds.check(decoded.diagnostics + parseDiagnostics + schemaDiagnostics)
            if let root = parsed.frontMatter {
                findings += YAMLTreeCheck(bounds: bounds).check(root)
            }
            findings += MarkdownTreeCheck(bounds: bounds).check(parsed.markdown())
        }
        return findings
    }
}

/// Every node of a YAML tree has a range in its file, and the tree stays within the reader's depth limit.
struct YAMLTreeCheck {
    let bounds: SourceBoundsCheck

    func check(_ node: YAMLNode, depth: Int = 0) -> [FuzzFinding] {
        var findings = bounds.check(node.range, "YAML node")
        if depth > YAMLReader.maximumDepth {
            return findings + [FuzzFinding("yaml-depth", "a YAML node at depth \(depth), past the limit of \(YAMLReader.maximumDepth)")]
        }
        for entry in node.entries ?? [] {
            findings += bounds.check(entry.keyRange, "YAML key '\(entry.key)'")
            findings += check(entry.value, depth: depth + 1)
        }
        for item in node.items ?? [] {
            findings += check(item, depth: depth + 1)
        }
        return findings
    }
}
