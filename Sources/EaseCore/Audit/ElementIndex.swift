import EaseHTML

/// A page's elements by id, and the queries that let each rule visit only the elements it can
/// report on instead of every element.
public struct ElementIndex: Sendable {
    private let document: HTMLDocument
    /// Elements by `id`.
    public let ids: [String: [HTMLElement]]

    /// Indexes a document's ids.
    public init(_ document: HTMLDocument) {
        self.document = document
        ids = document.elementsByID()
    }

    /// The elements with one of the tag names, one of the attributes, or an attribute whose name
    /// starts with one of the prefixes: each once, in document order.
    public func elements(named names: [String] = [], withAttributes attributes: [String] = [],
                         attributePrefixes prefixes: [String] = []) -> [HTMLElement] {
        document.elements(named: names, withAttributes: attributes, attributePrefixes: prefixes)
    }
}
