import EaseBytes

/// Named compiled templates, each of which can include the others as partials, rendered to UTF-8.
public struct TemplateLibrary: Sendable {
    private var templates: [String: CompiledTemplate] = [:]
    /// The templates flattened and linked, made again whenever templates are registered.
    private var program = TemplateProgram([:])

    /// An empty library.
    public init() {}

    /// Adds (or replaces) a template under `name`.
    public mutating func register(_ template: CompiledTemplate, named name: String) {
        register([name: template])
    }

    /// Adds (or replaces) several templates at once, linking the library once rather than after
    /// each (every link flattens all the templates).
    public mutating func register(_ named: [String: CompiledTemplate]) {
        templates.merge(named) { _, new in new }
        program = TemplateProgram(templates)
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

    /// Renders the template `name` with `context` (``TemplateValues``, a `[String: Any]`) and appends the
    /// bytes to `output`. A partial that names no template renders nothing.
    public func render(_ name: String, context: Any, into output: ByteBuffer) {
        guard let number = program.numbers[name] else { return }
        var renderer = TemplateRenderer(program: program, stack: [TemplateValue(context)], partialDepth: 0)
        renderer.render(program.templates[number], indentation: [], into: output)
    }

    /// Renders the template `name` with `context` as a string (empty when there is no such template).
    public func render(_ name: String, context: Any) -> String {
        let output = ByteBuffer()
        render(name, context: context, into: output)
        return String(decoding: output.bytes, as: UTF8.self)
    }
}

/// Walks a program's steps with a stack of contexts, writing bytes.
struct TemplateRenderer {
    let program: TemplateProgram
    var stack: [TemplateValue]
    var partialDepth: Int
    /// The program's steps, text and names, read without going through the program object.
    private let steps: UnsafeBufferPointer<TemplateProgram.Step>
    private let text: UnsafeBufferPointer<UInt8>
    private let names: UnsafeBufferPointer<TemplateProgram.Name>
    private let nameParts: UnsafeBufferPointer<TemplateProgram.NamePart>

    init(program: TemplateProgram, stack: [TemplateValue], partialDepth: Int) {
        self.program = program
        self.stack = stack
        self.partialDepth = partialDepth
        (steps, text, names, nameParts) = (program.steps, program.text, program.names, program.nameParts)
    }

    /// Renders the steps `steps`. With an `indentation` (inside a standalone partial that had
    /// whitespace before it), every step whose output is not empty and follows a line end of this
    /// same run of steps is indented first (a section, with its body, is one step).
    mutating func render(_ steps: Range<Int>, indentation: [UInt8], into output: ByteBuffer) {
        let start = output.count
        var index = steps.lowerBound
        while index < steps.upperBound {
            let before = output.count
            index = render(stepAt: index, indentation: indentation, into: output)
            if !indentation.isEmpty, output.count > before, Self.endsWithLineFeed(output, from: start, to: before) {
                indentation.withUnsafeBufferPointer { output.insert($0, at: before) }
            }
        }
    }

    /// Whether `output[start..<end]` ends with a `\n` that is a character of its own (not the end of `\r\n`).
    private static func endsWithLineFeed(_ output: ByteBuffer, from start: Int, to end: Int) -> Bool {
        guard end > start, output[end - 1] == 0x0A else { return false }
        return end - 2 < start || output[end - 2] != 0x0D
    }

    /// Renders the step at `index` (a section with its body); returns the index of the step after it.
    private mutating func render(stepAt index: Int, indentation: [UInt8], into output: ByteBuffer) -> Int {
        switch steps[index] {
        case .text(let start, let count):
            output.append(bytes: UnsafeBufferPointer(rebasing: text[Int(start)..<Int(start + count)]))
        case .variable(let name, let escaped):
            guard let value = TemplateContext.resolve(names[Int(name)], parts: nameParts, in: stack) else { break }
            if !escaped, case .markup(let markup) = value.kind {
                output.append(contentsOf: markup.bytes)
                break
            }
            if !escaped, case .written(let write) = value.kind {
                write.value(output)
                break
            }
            let text = TemplateContext.text(of: value)
            if escaped { HTMLEscaping.append(text, to: output) } else { output.append(utf8: text) }
        case .section(let name, let end, let inverted):
            let body = (index + 1)..<Int(end)
            switch TemplateContext.section(TemplateContext.resolve(names[Int(name)], parts: nameParts, in: stack), inverted: inverted) {
            case .skipped:
                break
            case .same:
                render(body, indentation: indentation, into: output)
            case .pushed(let value):
                stack.append(value)
                render(body, indentation: indentation, into: output)
                stack.removeLast()
            case .elements(let elements):
                renderEach(body, count: elements.count, element: { .values(elements[$0]) }, indentation: indentation, into: output)
            case .others(let elements):
                renderEach(body, count: elements.count, element: { TemplateValue(elements[$0]) }, indentation: indentation, into: output)
            case .rows(let rows):
                renderEach(body, count: rows.count, element: { TemplateValue(rows.element(at: $0)) }, indentation: indentation, into: output)
            }
            return Int(end)
        case .partial(let template, let extra):
            guard template >= 0, partialDepth < TemplateLibrary.partialDepthLimit else { break }
            partialDepth += 1
            render(program.templates[Int(template)], indentation: extra < 0 ? indentation : indentation + program.indentations[Int(extra)],
                   into: output)
            partialDepth -= 1
        }
        return index + 1
    }

    /// Renders `body` once per element of a list, each pushed in turn: on every core for a long list.
    private mutating func renderEach(_ body: Range<Int>, count: Int, element: (Int) -> TemplateValue,
                                     indentation: [UInt8], into output: ByteBuffer) {
        if count >= ParallelSection.minimumElements {
            ParallelSection.render(body, count: count, element: element, with: self, indentation: indentation, into: output)
            return
        }
        for index in 0..<count {
            stack.append(element(index))
            render(body, indentation: indentation, into: output)
            stack.removeLast()
        }
    }
}
