/// The names of the open elements and their codes, innermost last, in storage the reader is
/// handed for one page (on the stack): pushed and popped for every element without an array's
/// checks that its storage is its own and large enough.
struct OpenElements {
    /// The most elements open at once; a page nested deeper goes to libxml2.
    static var limit: Int { 200 }

    /// One open element.
    struct Entry {
        let name: PackedName
        let code: Int32
    }

    private let entries: UnsafeMutableBufferPointer<Entry>
    private(set) var count = 0

    /// An empty stack over `entries`, which holds ``limit`` elements.
    init(_ entries: UnsafeMutableBufferPointer<Entry>) {
        precondition(entries.count >= Self.limit)
        self.entries = entries
    }

    var isEmpty: Bool { count == 0 }
    var last: PackedName? { count == 0 ? nil : entries[count - 1].name }
    /// The innermost and outermost elements' codes; -1 when none is open.
    var lastCode: Int32 { count == 0 ? -1 : entries[count - 1].code }
    var firstCode: Int32 { count == 0 ? -1 : entries[0].code }

    /// Opens `name`, whose code is `code`; the reader checks ``limit`` first.
    mutating func append(_ name: PackedName, code: Int32) {
        precondition(count < Self.limit)
        (entries.baseAddress! + count).initialize(to: Entry(name: name, code: code))
        count += 1
    }

    /// Closes the innermost element.
    mutating func removeLast() {
        count -= 1
    }
}
