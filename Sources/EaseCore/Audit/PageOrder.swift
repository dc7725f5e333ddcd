/// The order in which the audit's workers take a site's pages.
///
/// A site has a few pages far larger than the rest: at 10,000 readings the list of every reading
/// and the labels inventory are about 2 MB each, a reading's page 8 KB, and a parsed page holds
/// several times its size. Taken in path order, two of them could be in memory at once (one
/// worker still on the first when the other reaches the second), and that was a build's highest
/// moment. The large pages are spread evenly through the order instead, the largest first, so
/// each is done long before the next comes up. Results are put back in path order.
struct PageOrder {
    /// Pages of at least this many bytes are spread out.
    static let largePage = 256 * 1024

    /// For each position of the order, the index in path order of the page taken there.
    private let indices: [Int]
    /// Whether the order is path order (no two large pages).
    private let isPathOrder: Bool

    /// The order for pages of `sizes` bytes, given in path order (0 for a size not known).
    init(_ sizes: [Int]) {
        let large = sizes.indices.filter { sizes[$0] >= Self.largePage }
            .sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        guard large.count > 1 else {
            indices = Array(sizes.indices)
            isPathOrder = true
            return
        }
        // The k-th largest page goes at position k × count / large.count; the other pages fill the
        // positions between, in path order.
        let isLarge = Set(large)
        var others = sizes.indices.lazy.filter { !isLarge.contains($0) }.makeIterator()
        var order: [Int] = []
        order.reserveCapacity(sizes.count)
        var nextLarge = 0
        for position in sizes.indices {
            if nextLarge < large.count, position == nextLarge * sizes.count / large.count {
                order.append(large[nextLarge])
                nextLarge += 1
            } else if let other = others.next() {
                order.append(other)
            }
        }
        indices = order
        isPathOrder = false
    }

    /// The index in path order of the page taken at `position`.
    func path(at position: Int) -> Int {
        indices[position]
    }

    /// Results made in this order (one per page), in path order.
    func inPathOrder<Result>(_ results: [Result]) -> [Result] {
        guard !isPathOrder else { return results }
        var slots = [Result?](repeating: nil, count: results.count)
        for (position, result) in zip(indices, results) { slots[position] = result }
        return slots.compactMap { $0 }
    }
}
