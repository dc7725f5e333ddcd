import EaseLocks

/// What libxml2's HTML parser does with one element inside another, asked of libxml2 itself once
/// per pair of names and remembered for the process, so ``PlainHTMLReader`` builds the tree libxml2
/// would without carrying a copy of libxml2's rules.
///
/// libxml2 closes an open element when certain elements start inside it (a `<p>` inside a `<p>`,
/// a `<div>` inside a `<p>`), and closes elements it knows to be empty (`<img>`, `<meta>`) at once.
/// Whether it closes an element depends only on the element's name and the innermost open
/// element's name, so a two-element document answers for every page.
enum LibXML2Nesting {
    /// A question: does `child` stay inside `parent`; with an empty parent, is `child` an empty element.
    struct Question: PackedKey {
        let parent: PackedName
        let child: PackedName

        var mixed: UInt64 { parent.mixed &* 31 &+ child.mixed }
        static let none = Question(parent: .none, child: .none)
    }

    /// The answers so far, and the table made of them (`nil` once an answer came after it).
    private static let answers = Locked((map: PackedKeyMap<Question, Bool>(), table: Table?.none))

    /// Everything answered so far (a reader looks answers up here without taking the lock), by
    /// name and, for HTML's own elements, by code.
    static var known: (map: PackedKeyMap<Question, Bool>, table: Table) {
        answers.withLock { state in
            if state.table == nil { state.table = Table(state.map) }
            return (state.map, state.table!)
        }
    }

    /// Asks libxml2 (or the answers so far).
    static func answer(_ question: Question) -> Bool {
        if let known = answers.withLock({ $0.map[question] }) { return known }
        let answer = question.parent.count > 0 ? keepsNested(question.child.string, inside: question.parent.string)
            : isEmptyElement(question.child.string)
        answers.withLock { state in
            if state.map[question] == nil { state.table = nil }
            state.map[question] = answer
        }
        return answer
    }

    /// Answers about HTML's own elements (``HTMLNames/elements``) by their codes: a question is
    /// one load from a table instead of a lookup by two packed names, twice per start tag. Made
    /// from the answers known when asked for, and never changed: a question it cannot answer goes
    /// to the map (and to libxml2).
    final class Table: Sendable {
        /// How many codes the table covers: those of the elements.
        private let size: Int
        /// Row 0: whether a child is an empty element; row `p + 1`: whether a child stays inside
        /// parent `p`. 0 is not known, 1 is no, 2 is yes.
        private let cells: [UInt8]

        init(_ map: PackedKeyMap<Question, Bool>) {
            let size = HTMLNames.elements.count
            var cells = [UInt8](repeating: 0, count: (size + 1) * size)
            let codes = SharedNameCodes.shared
            map.forEach { question, answer in
                guard let child = codes.code(of: question.child), Int(child) < size else { return }
                var row = 0
                if question.parent.count > 0 {
                    guard let parent = codes.code(of: question.parent), Int(parent) < size else { return }
                    row = Int(parent) + 1
                }
                cells[row * size + Int(child)] = answer ? 2 : 1
            }
            self.size = size
            self.cells = cells
        }

        /// The answer for a child code inside a parent code (`-1`: is the child an empty
        /// element), when the table has it.
        @inline(__always)
        func answer(parent: Int32, child: Int32) -> Bool? {
            guard child >= 0, Int(child) < size, parent >= -1, Int(parent) < size else { return nil }
            let cell = cells[(Int(parent) + 1) * size + Int(child)]
            return cell == 0 ? nil : cell == 2
        }
    }

    /// Whether libxml2 keeps a `child` start tag inside an open `parent` (does not close `parent` first).
    private static func keepsNested(_ child: String, inside parent: String) -> Bool {
        let inner = "<\(child)></\(child)>"
        let page: String
        switch parent {
        case "html": page = "<html>\(inner)</html>"
        case "head": page = "<html><head>\(inner)</head></html>"
        case "body": page = "<html><head></head><body>\(inner)</body></html>"
        default: page = "<html><head></head><body><\(parent)>\(inner)</\(parent)></body></html>"
        }
        let document = HTMLParser.parseWithLibXML2(Array(page.utf8))
        // The last element of that name: the parent's own when both have one name.
        guard let element = document.elements.last(where: { $0.name == child }), let container = document.parent(of: element) else { return false }
        return container.name == parent
    }

    /// Whether libxml2 closes `name` as soon as it starts (an empty element such as `<img>`).
    private static func isEmptyElement(_ name: String) -> Bool {
        let page = "<html><head></head><body><\(name)><xprobe></xprobe></\(name)></body></html>"
        let document = HTMLParser.parseWithLibXML2(Array(page.utf8))
        guard let probe = document.first("xprobe"), let container = document.parent(of: probe) else { return true }
        return container.name != name
    }
}
