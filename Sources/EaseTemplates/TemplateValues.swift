/// The values a template names, for what Ease renders by the thousand: the layout, a reading
/// page, its contents and related lists, the tab bar, the rows of the Learn list and of the
/// labels inventory, the chrome strings.
///
/// A `[String: Any]` works too, but it hashes the name with `Hasher` for every lookup (and every
/// key as it is made): at ten thousand reading pages of some ninety lookups each, that was a
/// quarter of their templates' time. Here each key is kept beside a small hash of its bytes
/// (``hash(_:)``), made once as it is set; a template's names have theirs made when the template
/// is compiled; and a lookup runs down the short list comparing those integers, and compares
/// strings only where they agree.
public struct TemplateValues: ExpressibleByDictionaryLiteral, @unchecked Sendable {
    // The values are what templates take (strings, numbers, booleans, markup, arrays and keyed
    // values of them), only read once made; each is sorted by kind as it is set (``TemplateValue``).
    struct Entry {
        let hash: UInt32
        let key: String
        var value: TemplateValue
    }

    private(set) var entries: [Entry] = []

    /// No values.
    public init() {}

    /// The values of a literal, whose keys are distinct (as a dictionary literal's must be).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        // Each pair copied once (naming its key and its value apart copied the pair each time),
        // with room for the few values a page sets after its literal.
        entries.reserveCapacity(elements.count + 8)
        for index in elements.indices {
            let (key, value) = elements[index]
            entries.append(Entry(hash: Self.hash(key), key: key, value: value))
        }
        assert(Set(entries.map(\.key)).count == entries.count, "a key given twice in \(entries.map(\.key))")
    }

    /// Two values, as the literal `[first.key: first.value, second.key: second.value]` holds them,
    /// without the array of pairs a literal is handed: the runtime frees that array's pairs through
    /// its generic tuple witness, about 570 instructions a literal, and a build makes a table of
    /// contents' entries by the ten thousand. The keys differ.
    public init(_ first: (key: String, value: TemplateValue), _ second: (key: String, value: TemplateValue)) {
        assert(first.key != second.key, "a key given twice: \(first.key)")
        entries.reserveCapacity(2)
        entries.append(Entry(hash: Self.hash(first.key), key: first.key, value: first.value))
        entries.append(Entry(hash: Self.hash(second.key), key: second.key, value: second.value))
    }

    /// The values of a dictionary.
    public init(_ dictionary: [String: Any]) {
        entries = dictionary.map { Entry(hash: Self.hash($0.key), key: $0.key, value: TemplateValue($0.value)) }
    }

    /// The value of `key`; setting `nil` removes it.
    public subscript(key: String) -> TemplateValue? {
        get { value(forKey: key, hash: Self.hash(key)) }
        set {
            let hash = Self.hash(key)
            let position = self.position(ofKey: key, hash: hash)
            if let newValue {
                if let position { entries[position].value = newValue } else { entries.append(Entry(hash: hash, key: key, value: newValue)) }
            } else if let position {
                entries.remove(at: position)
            }
        }
    }

    /// Where `key` (whose ``hash(_:)`` is `hash`) is in `entries`, read in place without copying an entry.
    private func position(ofKey key: String, hash: UInt32) -> Int? {
        entries.withUnsafeBufferPointer { entries in
            entries.indices.first { entries[$0].hash == hash && entries[$0].key == key }
        }
    }

    /// The value of `key`, whose ``hash(_:)`` is `hash`.
    func value(forKey key: String, hash: UInt32) -> TemplateValue? {
        // Only the value found is copied out (reading `entries[position]` copied the whole entry).
        position(ofKey: key, hash: hash).map { position in entries.withUnsafeBufferPointer { $0[position].value } }
    }

    /// The keys and values, sorted by key.
    public var sortedByKey: [(key: String, value: Any)] {
        entries.map { ($0.key, $0.value.boxed) }.sorted { $0.key < $1.key }
    }

    /// FNV-1a over the key's UTF-8 bytes: a few instructions a byte, and keys are short.
    static func hash(_ key: String) -> UInt32 {
        var key = key
        return key.withUTF8 { bytes in
            var hash: UInt32 = 0x811C_9DC5
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
            return hash
        }
    }
}
