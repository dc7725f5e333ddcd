import EaseBytes

/// One value a template names, sorted by kind once, when it is made, instead of at every tag that
/// reads it: the kinds Ease renders by the thousand have a case of their own, and anything else
/// is kept as it came and read the general way (``TemplateContext``).
///
/// Contexts held as `Any` made each lookup ask the runtime for the dynamic type of every context
/// it passed, open the box to read it, and ask again of the value found to write it or decide a
/// section. A kind is a switch. Only the exact types below get a kind of their own, so a value
/// renders as it did through `Any`, and ``boxed`` gives back what was given.
public struct TemplateValue {
    enum Kind {
        case text(String)
        case markup(RenderedMarkup)
        /// Markup written straight into the output where a tag places it (``markup(writtenBy:)``).
        case written(Box<(ByteBuffer) -> Void>)
        case flag(Bool)
        case number(Int)
        case values(TemplateValues)
        case list([TemplateValues])
        case rows(Box<TemplateRows>)
        /// Any other value: dictionaries, other arrays, optionals, structs read through `Mirror`.
        case other(Box<Any>)
    }

    /// A value kept behind a reference, so that no kind's payload is larger than a string's two
    /// words and copying a value is one retain (copying an `Any` went through its type's witnesses).
    final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Text, escaped by `{{name}}` and written as it is by `{{{name}}}`.
    public static func text(_ text: String) -> TemplateValue { .init(.text(text)) }
    /// Rendered markup, written as its bytes by `{{{name}}}`.
    public static func markup(_ markup: RenderedMarkup) -> TemplateValue { .init(.markup(markup)) }
    /// Markup that `write` appends to the bytes it is given, written where `{{{name}}}` stands
    /// without being held first: a layout's content is rendered into the page, not copied into
    /// it. Anything else a template does with it sees it as the ``RenderedMarkup`` it writes.
    public static func markup(writtenBy write: @escaping (ByteBuffer) -> Void) -> TemplateValue { .init(.written(Box(write))) }
    /// A flag: a section over it renders once when it is true, an inverted one when it is false.
    public static func flag(_ flag: Bool) -> TemplateValue { .init(.flag(flag)) }
    /// Keyed values, pushed by a section over them.
    public static func values(_ values: TemplateValues) -> TemplateValue { .init(.values(values)) }
    /// A list: a section renders once per element, each pushed in turn.
    public static func list(_ list: [TemplateValues]) -> TemplateValue { .init(.list(list)) }
    /// A list whose elements are made as the section reaches them.
    public static func rows(_ rows: TemplateRows) -> TemplateValue { .init(.rows(Box(rows))) }

    /// `value` by its dynamic type: any value a template can read (`String`, `Bool`, `Int`,
    /// ``TemplateValues``, ``RenderedMarkup``, ``TemplateRows``, arrays and string-keyed
    /// dictionaries of them, structs).
    public init(_ value: Any) {
        let type = Swift.type(of: value)
        if type == String.self, let text = TemplateContext.exactly(value, as: String.self) {
            kind = .text(text)
        } else if type == TemplateValues.self, let values = TemplateContext.exactly(value, as: TemplateValues.self) {
            kind = .values(values)
        } else if type == Bool.self, let flag = TemplateContext.exactly(value, as: Bool.self) {
            kind = .flag(flag)
        } else if type == [TemplateValues].self, let list = TemplateContext.exactly(value, as: [TemplateValues].self) {
            kind = .list(list)
        } else if type == RenderedMarkup.self, let markup = TemplateContext.exactly(value, as: RenderedMarkup.self) {
            kind = .markup(markup)
        } else if type == Int.self, let number = TemplateContext.exactly(value, as: Int.self) {
            kind = .number(number)
        } else if type == TemplateRows.self, let rows = TemplateContext.exactly(value, as: TemplateRows.self) {
            kind = .rows(Box(rows))
        } else {
            kind = .other(Box(value))
        }
    }

    /// The value as it was given.
    public var boxed: Any {
        switch kind {
        case .text(let text): text
        case .markup(let markup): markup
        case .written(let write): RenderedMarkup(write: write.value)
        case .flag(let flag): flag
        case .number(let number): number
        case .values(let values): values
        case .list(let list): list
        case .rows(let rows): rows.value
        case .other(let value): value.value
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral text: String) { kind = .text(text) }
    public init(booleanLiteral flag: Bool) { kind = .flag(flag) }
    public init(integerLiteral number: Int) { kind = .number(number) }
}
