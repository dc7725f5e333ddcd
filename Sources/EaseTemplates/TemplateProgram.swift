import EaseDiagnostics

/// Every template of a library flattened into one program: a list of steps that hold only
/// numbers, the literal text of all templates in one byte buffer, and the tag names in a table.
///
/// Rendering walks the steps by index. A step is copied without touching a reference count, the
/// text is appended from the buffer through a pointer, and a partial names its template by number
/// (linked when the library changes) instead of by a string looked up on every use. The tree of
/// ``TemplateNode``s it is made from held an array in every node: each page's rendering took and
/// dropped a reference to each one it passed, on every core at once (the same arrays, so the
/// cores fought over their counts), which was half the time the templates took.
final class TemplateProgram: @unchecked Sendable {
    /// One step. A section's body is the steps after it, up to its `end`.
    enum Step {
        /// `count` bytes of ``text`` from `start`.
        case text(start: Int32, count: Int32)
        /// The tag name ``names``[`name`], escaped or not.
        case variable(name: Int32, escaped: Bool)
        /// A section (or inverted section) over ``names``[`name`]; its body ends before step `end`.
        case section(name: Int32, end: Int32, inverted: Bool)
        /// The template numbered `template` (`-1`: none by that name), indented by
        /// ``indentations``[`indentation`] when that is not `-1` (a standalone partial).
        case partial(template: Int32, indentation: Int32)
    }

    /// A tag name as rendering reads it: its first part, and the parts after it in ``nameParts``.
    /// It holds no array: a name is copied out of the table for each lookup, and an array in it
    /// was a reference count that every core took on the same storage for every variable.
    struct Name {
        /// The first part, kept apart ("" for `.`, which has none), and its ``TemplateValues``
        /// hash: read by every lookup.
        let head: String
        let headHash: UInt32
        /// ``TemplateName/innermostOnly``.
        let innermostOnly: Bool
        /// Where the name's parts are in ``nameParts`` (the first included).
        let parts: Range<Int32>

        /// Whether the name is `.` (no parts): the innermost context itself.
        var isDot: Bool { parts.isEmpty }
        /// Whether the name has one part (most names): what the first context that has it holds.
        var isSingle: Bool { parts.count == 1 }
    }

    // Read through pointers into memory the program owns (allocated once, freed with it): no
    // access to a step, the text or a name retains anything.
    let steps: UnsafeBufferPointer<Step>
    let text: UnsafeBufferPointer<UInt8>
    let names: UnsafeBufferPointer<Name>
    /// Every name's dotted parts, one name after another.
    let nameParts: UnsafeBufferPointer<NamePart>

    /// One dotted part of a name, with its ``TemplateValues`` hash.
    struct NamePart {
        let text: String
        let hash: UInt32
    }
    let indentations: [[UInt8]]
    /// Each template's steps, by number.
    let templates: [Range<Int>]
    /// The numbers of the templates, by name.
    let numbers: [String: Int]

    /// The program of `templates`, each partial linked to the template of its name.
    init(_ templates: [String: CompiledTemplate]) {
        let names = templates.keys.sorted()
        numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var builder = Builder(numbers: numbers)
        self.templates = names.map { name in
            let start = builder.steps.count
            builder.add(templates[name]!.nodes)
            return start..<builder.steps.count
        }
        steps = .copy(of: builder.steps)
        text = .copy(of: builder.text)
        var parts: [NamePart] = []
        self.names = .copy(of: builder.names.map { name in
            let start = Int32(parts.count)
            parts += name.parts.map { NamePart(text: $0, hash: TemplateValues.hash($0)) }
            let head = name.parts.first ?? ""
            return Name(head: head, headHash: TemplateValues.hash(head), innermostOnly: name.innermostOnly,
                        parts: start..<Int32(parts.count))
        })
        nameParts = .copy(of: parts)
        indentations = builder.indentations
    }

    deinit {
        steps.freeCopy()
        text.freeCopy()
        names.freeCopy()
        nameParts.freeCopy()
    }

    /// Flattens node trees into steps.
    private struct Builder {
        let numbers: [String: Int]
        var steps: [Step] = []
        var text: [UInt8] = []
        var names: [TemplateName] = []
        var indentations: [[UInt8]] = []
        var nameNumbers: [TemplateName: Int32] = [:]

        mutating func add(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text(let bytes):
                    steps.append(.text(start: Int32(text.count), count: Int32(bytes.count)))
                    text.append(contentsOf: bytes)
                case .variable(let name, let escaped):
                    steps.append(.variable(name: number(of: name), escaped: escaped))
                case .section(let name, let body), .invertedSection(let name, let body):
                    var inverted = false
                    if case .invertedSection = node { inverted = true }
                    let position = steps.count
                    steps.append(.text(start: 0, count: 0))
                    add(body)
                    steps[position] = .section(name: number(of: name), end: Int32(steps.count), inverted: inverted)
                case .partial(let name, let indentation):
                    let template = numbers[name].map(Int32.init) ?? -1
                    var number: Int32 = -1
                    if let indentation {
                        number = Int32(indentations.count)
                        indentations.append(indentation)
                    }
                    steps.append(.partial(template: template, indentation: number))
                }
            }
        }

        private mutating func number(of name: TemplateName) -> Int32 {
            if let known = nameNumbers[name] { return known }
            let number = Int32(names.count)
            names.append(name)
            nameNumbers[name] = number
            return number
        }
    }
}
