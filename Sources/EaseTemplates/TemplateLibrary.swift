/// Named compiled templates, each of which can include the others as partials, rendered to UTF-8.
public struct TemplateLibrary: Sendable {
    private var templates: [String: CompiledTemplate] = [:]

    /// An empty library.
    public init() {}

    /// Adds (or replaces) a template under `name`.
    public mutating func register(_ template: CompiledTemplate, named name: String) {
        templates[name] = template
    }

    /// The template registered under `name`.
    public func template(named name: String) -> CompiledTemplate? {
        templates[name]
    }

    /// How deep partials may include partials while rendering; deeper ones render nothing (a
    /// template that includes itself would otherwise recurse until the stack runs out).
    public static let partialDepthLimit = 64

    /// The partial cycles among the templates: for each template that includes itself through
    /// partials, the chain of names from it back to itself (`a → b → a`), each cycle once.
    public var partialCycles: [[String]] {
        var cycles: [[String]] = []
        var reported = Set<String>()
        for start in templates.keys.sorted() where !reported.contains(start) {
            // Depth-first over the partials, keeping the path from `start`.
            var path = [start]
            func visit(_ name: String) -> Bool {
                for next in Set(templates[name]?.partialNames ?? []).sorted() {
                    if next == start { cycles.append(path + [start]); return true }
                    guard !path.contains(next), templates[next] != nil else { continue }
                    path.append(next)
                    if visit(next) { return true }
                    path.removeLast()
                }
                return false
            }
            if visit(start) { reported.formUnion(path) }
        }
        return cycles
    }

    /// Renders the template `name` with `context` (usually a `[String: Any]`) and appends the
    /// bytes to `output`. A partial that names no template renders nothing.
    public func render(_ name: String, context: Any, into output: inout [UInt8]) {
        guard let template = templates[name] else { return }
        var renderer = TemplateRenderer(library: self, stack: [context], partialDepth: 0)
        renderer.render(template.nodes, indentation: [], into: &output)
    }

    /// Renders the template `name` with `context` as a string (empty when there is no such template).
    public func render(_ name: String, context: Any) -> String {
        var output: [UInt8] = []
        render(name, context: context, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// Walks compiled nodes with a stack of contexts, writing bytes.
struct TemplateRenderer {
    let library: TemplateLibrary
    var stack: [Any]
    var partialDepth: Int

    /// Renders `nodes`. With an `indentation` (inside a standalone partial that had whitespace
    /// before it), every node whose output is not empty and follows a line end of this same run of
    /// nodes is indented first.
    mutating func render(_ nodes: [TemplateNode], indentation: [UInt8], into output: inout [UInt8]) {
        let start = output.count
        for node in nodes {
            let before = output.count
            render(node, indentation: indentation, into: &output)
            if !indentation.isEmpty, output.count > before, Self.endsWithLineFeed(output, from: start, to: before) {
                output.insert(contentsOf: indentation, at: before)
            }
        }
    }

    /// Whether `output[start..<end]` ends with a `\n` that is a character of its own (not the end of `\r\n`).
    private static func endsWithLineFeed(_ output: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end > start, output[end - 1] == 0x0A else { return false }
        return end - 2 < start || output[end - 2] != 0x0D
    }

    private mutating func render(_ node: TemplateNode, indentation: [UInt8], into output: inout [UInt8]) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name, let escaped):
            guard let value = TemplateContext.resolve(name, in: stack) else { return }
            if !escaped, Swift.type(of: value) == RenderedMarkup.self, let markup = TemplateContext.exactly(value, as: RenderedMarkup.self) {
                output.append(contentsOf: markup.bytes)
                return
            }
            let text = TemplateContext.text(of: value)
            if escaped { HTMLEscaping.append(text, to: &output) } else { output.append(contentsOf: text.utf8) }
        case .section(let name, let body), .invertedSection(let name, let body):
            var inverted = false
            if case .invertedSection = node { inverted = true }
            switch TemplateContext.section(TemplateContext.resolve(name, in: stack), inverted: inverted) {
            case .skipped:
                break
            case .same:
                render(body, indentation: indentation, into: &output)
            case .pushed(let value):
                stack.append(value)
                render(body, indentation: indentation, into: &output)
                stack.removeLast()
            case .elements(let elements):
                renderEach(body, count: elements.count, element: { elements[$0] }, indentation: indentation, into: &output)
            case .rows(let rows):
                renderEach(body, count: rows.count, element: rows.element(at:), indentation: indentation, into: &output)
            }
        case .partial(let name, let extra):
            guard let template = library.template(named: name), partialDepth < TemplateLibrary.partialDepthLimit else { return }
            partialDepth += 1
            render(template.nodes, indentation: extra.map { indentation + $0 } ?? indentation, into: &output)
            partialDepth -= 1
        }
    }

    /// Renders `body` once per element of a list, each pushed in turn: on every core for a long list.
    private mutating func renderEach(_ body: [TemplateNode], count: Int, element: (Int) -> Any,
                                     indentation: [UInt8], into output: inout [UInt8]) {
        if count >= ParallelSection.minimumElements {
            ParallelSection.render(body, count: count, element: element, with: self, indentation: indentation, into: &output)
            return
        }
        for index in 0..<count {
            stack.append(element(index))
            render(body, indentation: indentation, into: &output)
            stack.removeLast()
        }
    }
}
