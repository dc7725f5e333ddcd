/// A list for a section whose elements are made one at a time, as the section comes to them,
/// instead of being held as an array: of a list of thousands of rows (every reading on the Learn
/// tab, every control in the labels inventory) only the rows being rendered are in memory. Long
/// lists are rendered on every core like arrays (``ParallelSection``), so `make` may be called
/// from several threads at once, and more than once for an index.
public struct TemplateRows: Sendable {
    /// How many elements the list has.
    public let count: Int
    private let make: @Sendable (Int) -> Any

    /// A list of `count` elements, the element at an index made by `make`.
    public init(count: Int, _ make: @escaping @Sendable (Int) -> Any) {
        self.count = count
        self.make = make
    }

    /// The element at `index` (`0..<count`), made now.
    public func element(at index: Int) -> Any {
        make(index)
    }
}
