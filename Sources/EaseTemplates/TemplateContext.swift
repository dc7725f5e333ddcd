import EaseBytes

/// How a template finds values in the data it renders: ``TemplateValues``, nested string-keyed
/// dictionaries, arrays, strings, booleans and numbers (the values `SiteRenderer` makes), and, for
/// anything else, the stored properties that `Mirror` shows.
///
/// A name is looked up from the innermost context outwards: sections over a dictionary or an
/// array element push it, and the first context that has the name's first part wins; the other
/// dotted parts are looked up inside what it found, without going outwards again.
enum TemplateContext {
    /// The value `name` stands for, or `nil` when no context has it; `parts` is the program's
    /// table of dotted parts the name's range points into.
    static func resolve(_ name: TemplateProgram.Name, parts: UnsafeBufferPointer<TemplateProgram.NamePart>,
                        in stack: [TemplateValue]) -> TemplateValue? {
        if name.isDot { return stack.last }
        let start = Int(name.parts.lowerBound), end = Int(name.parts.upperBound)
        if name.innermostOnly {
            guard let innermost = stack.last else { return nil }
            return descend(UnsafeBufferPointer(rebasing: parts[start..<end]), from: innermost)
        }
        // Innermost first; a name of one part (most of them) is what its first context holds.
        // The contexts are read in place: taking each out of the array copied it.
        let found = stack.withUnsafeBufferPointer { frames -> TemplateValue? in
            var level = frames.count
            while level > 0 {
                level -= 1
                if let found = child(name.head, hash: name.headHash, of: frames[level]) { return found }
            }
            return nil
        }
        guard let found else { return nil }
        return name.isSingle ? found : descend(UnsafeBufferPointer(rebasing: parts[(start + 1)..<end]), from: found)
    }

    private static func descend(_ parts: UnsafeBufferPointer<TemplateProgram.NamePart>, from object: TemplateValue) -> TemplateValue? {
        var object = object
        for index in parts.indices {
            guard let next = child(parts[index].text, hash: parts[index].hash, of: object) else { return nil }
            object = next
        }
        return object
    }

    /// The value named `name` (whose ``TemplateValues/hash(_:)`` is `hash`) inside `object`.
    static func child(_ name: String, hash: UInt32, of object: TemplateValue) -> TemplateValue? {
        switch object.kind {
        case .values(let values): values.value(forKey: name, hash: hash)
        case .text, .flag, .number: nil
        case .markup, .written, .list, .rows, .other: child(name, of: object.boxed).map(TemplateValue.init)
        }
    }

    /// The value named `name` inside `object`, a value of any other kind. The exact types Ease's
    /// pages use are tested first (a cast to another collection type would convert the whole
    /// collection).
    private static func child(_ name: String, of object: Any) -> Any? {
        let type = Swift.type(of: object)
        if type == [String: Any].self, let dictionary = exactly(object, as: [String: Any].self) { return dictionary[name] }
        if type == [String: String].self, let dictionary = exactly(object, as: [String: String].self) { return dictionary[name] }
        if type == TemplateValues.self, let values = exactly(object, as: TemplateValues.self) { return values[name] }
        if type == String.self || type == Bool.self || type == Int.self { return nil }
        if let parent = object as? any TemplateKeyedValue { return parent.templateChild(named: name) }
        guard let match = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
        return unwrapped(match.value)
    }

    /// `object`, whose dynamic type is `T` exactly (the caller has compared `type(of:)`), as a
    /// `T`: the existential is opened and its value reinterpreted as the same type, without the
    /// runtime's general cast from `Any` (which looks through every kind of existential first).
    /// An unconstrained generic parameter would bind to `Any` itself, so the box is opened
    /// explicitly; a box inside a box (which `type(of:)` looks through) takes the general cast.
    @inline(__always)
    static func exactly<T>(_ object: Any, as _: T.Type) -> T? {
        func open<Opened>(_ value: Opened) -> T? {
            Opened.self == T.self ? unsafeBitCast(value, to: T.self) : value as? T
        }
        return _openExistential(object, do: open)
    }

    /// A stored `Optional` as its wrapped value; `nil` for an empty one.
    private static func unwrapped(_ value: Any) -> Any? {
        if let optional = value as? any TemplateOptional { return optional.templateWrapped }
        return value
    }

    /// The text a variable tag writes for `value` (before escaping).
    static func text(of value: TemplateValue) -> String {
        switch value.kind {
        case .text(let text): text
        case .markup(let markup): markup.text
        case .flag(let flag): String(describing: flag)
        case .number(let number): String(describing: number)
        case .written, .values, .list, .rows, .other: text(of: value.boxed)
        }
    }

    private static func text(of value: Any) -> String {
        if let string = value as? String { return string }
        if let markup = value as? RenderedMarkup { return markup.text }
        if let optional = value as? any TemplateOptional, let wrapped = optional.templateWrapped {
            return String(describing: wrapped)
        }
        return String(describing: value)
    }

    /// What a section does with `value`.
    enum SectionValue {
        /// Render the body once per element, each element pushed.
        case elements([TemplateValues])
        /// The same, for elements of any kind.
        case others([Any])
        /// The same, the elements made as they are reached.
        case rows(TemplateRows)
        /// Render the body once, with the same contexts.
        case same
        /// Render the body once, with `value` pushed.
        case pushed(TemplateValue)
        /// Render nothing.
        case skipped
    }

    /// How a section (`inverted == false`) or inverted section treats `value`.
    static func section(_ value: TemplateValue?, inverted: Bool) -> SectionValue {
        guard let value else { return inverted ? .same : .skipped }
        switch value.kind {
        case .list(let list):
            if inverted { return list.isEmpty ? .pushed(value) : .skipped }
            return .elements(list)
        case .flag(let flag):
            return flag != inverted ? .same : .skipped
        case .rows(let rows):
            if inverted { return rows.value.count == 0 ? .pushed(value) : .skipped }
            return .rows(rows.value)
        case .text, .markup, .written, .number, .values:
            return inverted ? .skipped : .pushed(value)
        case .other(let box):
            let object = box.value
            let type = Swift.type(of: object)
            var elements: [Any]?
            if type == [[String: Any]].self, let list = exactly(object, as: [[String: Any]].self) {
                elements = list
            } else if type != [String: Any].self, let sequence = object as? any TemplateSequence {
                elements = sequence.templateElements
            }
            if let elements {
                if inverted { return elements.isEmpty ? .pushed(value) : .skipped }
                return .others(elements)
            }
            return inverted ? .skipped : .pushed(value)
        }
    }
}

/// A value whose children a template can name: every dictionary with string keys.
protocol TemplateKeyedValue {
    func templateChild(named name: String) -> Any?
}

extension Dictionary: TemplateKeyedValue where Key == String {
    func templateChild(named name: String) -> Any? { self[name] }
}

/// A collection a section iterates: arrays, sets and reversed collections.
protocol TemplateSequence {
    var templateElements: [Any] { get }
}

extension Array: TemplateSequence {
    var templateElements: [Any] { map { $0 } }
}

extension Set: TemplateSequence {
    var templateElements: [Any] { map { $0 } }
}

extension ReversedCollection: TemplateSequence {
    var templateElements: [Any] { map { $0 } }
}

/// An `Optional` seen through `Any`.
protocol TemplateOptional {
    var templateWrapped: Any? { get }
}

extension Optional: TemplateOptional {
    var templateWrapped: Any? { self.map { $0 } }
}

/// Rendered markup a template places as it is: the output of another template, kept as the bytes
/// it was rendered to instead of being made a string and back (`{{{content}}}` of a layout).
/// An escaped tag (`{{content}}`) escapes it like any text.
public struct RenderedMarkup: Sendable {
    /// The UTF-8 bytes.
    public let bytes: [UInt8]

    /// Wraps rendered bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The markup as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes `write` appends to an empty buffer.
    init(write: (ByteBuffer) -> Void) {
        let buffer = ByteBuffer()
        write(buffer)
        bytes = buffer.array
    }
}
