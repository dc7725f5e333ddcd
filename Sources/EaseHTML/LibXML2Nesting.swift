import Synchronization

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

    private static let answers = Mutex(PackedKeyMap<Question, Bool>())

    /// Everything answered so far (a reader looks answers up here without taking the lock).
    static var known: PackedKeyMap<Question, Bool> { answers.withLock { $0 } }

    /// Asks libxml2 (or the answers so far).
    static func answer(_ question: Question) -> Bool {
        if let known = answers.withLock({ $0[question] }) { return known }
        let answer = question.parent.count > 0 ? keepsNested(question.child.string, inside: question.parent.string)
            : isEmptyElement(question.child.string)
        answers.withLock { $0[question] = answer }
        return answer
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
