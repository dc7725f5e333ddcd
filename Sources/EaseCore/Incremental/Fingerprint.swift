import EaseTemplates

/// A 128-bit digest of values, for recognising unchanged inputs within one process: two
/// independently seeded SipHash states over the same bytes. Not stable across processes
/// (Swift seeds `Hasher` per process); use ``SHA256`` for anything written down.
struct Fingerprint: Sendable {
    private var first = Hasher()
    private var second = Hasher()

    init() {
        second.combine(0x5EED_0F_EA5E as UInt64)
    }

    /// The digest so far.
    var value: Value {
        Value(first: first.finalize(), second: second.finalize())
    }

    /// A finished digest.
    struct Value: Hashable, Sendable {
        let first: Int
        let second: Int
    }

    /// The digest of string tables (link routes, media names), keys sorted.
    static func of(tables: [[String: String]]) -> Value {
        var digest = Fingerprint()
        for table in tables {
            digest.add(table.count)
            for key in table.keys.sorted() {
                digest.add(key)
                digest.add(table[key]!)
            }
        }
        return digest.value
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
    }

    mutating func add(bytes: UnsafeRawBufferPointer) {
        first.combine(bytes: bytes)
        second.combine(bytes: bytes)
        add(bytes.count)
    }

    mutating func add(_ number: Int) {
        first.combine(number)
        second.combine(number)
    }

    /// Adds a Mustache context value: strings, numbers, booleans, arrays and string-keyed
    /// dictionaries of them (keys sorted), each tagged with its kind so `["a"]` and `"a"` differ.
    mutating func add(templateValue value: Any) {
        // The most frequent kinds first, and each collection cast to its exact type: casting
        // `[[String: Any]]` to `[Any]` or `[String: String]` to `[String: Any]` would copy it. A
        // collection that matches a narrower case adds the same as it would through the wider one.
        switch value {
        case let text as String:
            add(1); add(text)
        case let dictionary as [String: String]:
            add(6); add(dictionary.count)
            for key in dictionary.keys.sorted() {
                add(key)
                add(1); add(dictionary[key]!)
            }
        case let values as TemplateValues:
            addValues(values)
        case let list as [TemplateValues]:
            add(5); add(list.count)
            for element in list { addValues(element) }
        case let dictionary as [String: Any]:
            addDictionary(dictionary)
        case let list as [[String: Any]]:
            add(5); add(list.count)
            for element in list { addDictionary(element) }
        case let flag as Bool:
            add(3); add(flag ? 1 : 0)
        case let number as Int:
            add(2); add(number)
        case let list as [String]:
            add(5); add(list.count)
            for element in list { add(1); add(element) }
        case let list as [Any]:
            add(5); add(list.count)
            for element in list { add(templateValue: element) }
        case let rows as TemplateRows:
            // Rows made as the page renders them: made here too, and added as the same list in an array would be.
            add(5); add(rows.count)
            for index in 0..<rows.count { add(templateValue: rows.element(at: index)) }
        case let number as Double:
            add(4); add(Int(truncatingIfNeeded: number.bitPattern))
        case Optional<Any>.none:
            add(7)
        default:
            // Anything else is described; a kind the templates never receive costs time, not correctness.
            add(8); add(String(describing: type(of: value))); add(String(reflecting: value))
        }
    }

    /// ``TemplateValues`` as the dictionary of the same keys and values adds.
    private mutating func addValues(_ values: TemplateValues) {
        let entries = values.sortedByKey
        add(6); add(entries.count)
        for entry in entries {
            add(entry.key)
            add(templateValue: entry.value)
        }
    }

    private mutating func addDictionary(_ dictionary: [String: Any]) {
        add(6); add(dictionary.count)
        for key in dictionary.keys.sorted() {
            add(key)
            add(templateValue: dictionary[key]!)
        }
    }
}
