import EaseBytes

/// The elements of a page by name code, in document order: for each tag name the elements of
/// that name, or for each attribute name the elements carrying it. A query
/// (``HTMLDocument/elements(matching:)``) then reads the lists of its names instead of scanning
/// every element and attribute of the page; the audit runs over a dozen queries on each page.
///
/// The lists are one array, cut by code (a counting sort of the page's codes), built with the tree.
struct HTMLCodeIndex: Sendable {
    /// The elements of code `c` are `elements[starts[c]..<starts[c + 1]]`.
    private let starts: [Int32]
    private let elements: [Int32]
    /// The shared codes (``HTMLNames``) with at least one element: a query's codes are matched
    /// against them sixty-four at a time.
    let present: HTMLCodeBits

    /// The index of `codes`, in document order: position `p` of `codes` belongs to element
    /// `owners[p]`, or to element `p` when there are no owners (tag names).
    init(codes: HTMLTreeTable<Int32>, owners: [Int32]? = nil) {
        // Runs only up to the highest code the page uses (tag names are the lowest codes).
        let codeCount = Int(codes.max() ?? -1) + 1
        var starts = [Int32](filledWith: 0, count: codeCount + 1)
        var present = HTMLCodeBits()
        var elements = [Int32](filledWith: 0, count: codes.count)
        starts.withUnsafeMutableBufferPointer { starts in
            codes.withUnsafeBufferPointer { codes in
                present = HTMLCodeBits(countingInto: starts, codes)
                for code in 0..<codeCount { starts[code + 1] += starts[code] }
                // Each position goes to the next free place of its code's run, counted down from
                // the run's end: the runs' starts are left as they are, the positions met in reverse.
                elements.withUnsafeMutableBufferPointer { elements in
                    var fill = Array(starts.dropFirst())
                    fill.withUnsafeMutableBufferPointer { fill in
                        for position in codes.indices.reversed() {
                            let code = Int(codes[position])
                            fill[code] -= 1
                            elements[Int(fill[code])] = Int32(position)
                        }
                    }
                    // Attribute positions are made their elements' numbers in place.
                    if let owners {
                        owners.withUnsafeBufferPointer { owners in
                            for slot in elements.indices { elements[slot] = owners[Int(elements[slot])] }
                        }
                    }
                }
            }
        }
        self.starts = starts
        self.elements = elements
        self.present = present
    }

    /// The elements of `code` (none for a code the page does not use): the index's own storage, not a copy.
    func elements(of code: Int32) -> ArraySlice<Int32> {
        guard Int(code) + 1 < starts.count else { return [] }
        return elements[Int(starts[Int(code)])..<Int(starts[Int(code) + 1])]
    }

    /// Whether any element is listed under `code`.
    func contains(_ code: Int32) -> Bool {
        count(of: code) > 0
    }

    /// How many elements are listed under `code`.
    func count(of code: Int32) -> Int {
        Int(code) + 1 < starts.count ? Int(starts[Int(code) + 1] - starts[Int(code)]) : 0
    }

    /// Appends the elements of `code` (none for a code the page does not use) to `out`.
    func append(elementsOf code: Int32, to out: inout [Int32]) {
        guard Int(code) + 1 < starts.count else { return }
        let start = Int(starts[Int(code)]), end = Int(starts[Int(code) + 1])
        // From the buffer: an `ArraySlice` append is a generic call of some 280 instructions.
        if start < end { elements.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end])) } }
    }

    /// The element of each attribute position, from the elements' attribute ranges.
    static func attributeOwners(attributeStarts: HTMLTreeTable<Int32>) -> [Int32] {
        let count = Int(attributeStarts.last ?? 0)
        // Made filled and then written (``Array/init(filledWith:count:)``, which leaves the empty
        // array every thread shares alone for a page without attributes): made uninitialised, the
        // array's storage class was looked up in the runtime's table for every page.
        var owners = [Int32](filledWith: 0, count: count)
        owners.withUnsafeMutableBufferPointer { owners in
            attributeStarts.withUnsafeBufferPointer { starts in
                for element in 0..<max(0, starts.count - 1) {
                    for position in Int(starts[element])..<Int(starts[element + 1]) { owners[position] = Int32(element) }
                }
            }
        }
        return owners
    }
}
