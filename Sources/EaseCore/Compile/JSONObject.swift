/// A JSON object's members sorted by key, as they are written. Made from a dictionary literal
/// (`.members(["type": …, "content": …])`) it is sorted once, without hashing: the bundle makes
/// a few hundred objects per reading, and a dictionary each (then sorted again when written)
/// was a tenth of a build's time.
public struct JSONObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// A member: its key and its value.
    ///
    /// A struct, not a tuple: an array's elements are freed through their type's value witness,
    /// and a tuple's is the runtime's generic one, which walks the tuple's element types for each
    /// member, where the struct's frees its two fields directly (a reading's bundle file some
    /// 1,600 instructions cheaper).
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue
    }

    /// The members in key order; keys are unique.
    public private(set) var members: [Member]

    /// The members of `dictionary`, sorted.
    public init(_ dictionary: [String: JSONValue]) {
        members = dictionary.sorted { $0.key < $1.key }.map { Member(key: $0.key, value: $0.value) }
    }

    /// The members of a literal, sorted; a key written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = []
        members.reserveCapacity(elements.count)
        // Each inserted where it sorts (a literal has a handful of members).
        for (key, value) in elements { self[key] = value }
    }

    /// The value of `key`; setting one keeps the members in key order (`nil` removes the member).
    public subscript(key: String) -> JSONValue? {
        get {
            let index = position(of: key)
            return index < members.count && members[index].key == key ? members[index].value : nil
        }
        set {
            let index = position(of: key)
            let exists = index < members.count && members[index].key == key
            switch (newValue, exists) {
            case (let value?, true): members[index].value = value
            case (let value?, false): members.insert(Member(key: key, value: value), at: index)
            case (nil, true): members.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// Where `key` is, or would go, among the members (a handful: searched in order).
    func position(of key: String) -> Int {
        members.firstIndex { $0.key >= key } ?? members.count
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }
}
