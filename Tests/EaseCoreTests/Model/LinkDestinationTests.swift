@testable import EaseCore
import EaseTestSupport
import Testing

/// A destination is another site's (a scheme, or `//`) and has a fragment exactly as the
/// definitions say, read from its bytes: on random destinations built of the pieces that decide
/// it (schemes of every allowed byte, colons, slashes, `#`, non-ASCII text).
@Suite struct LinkDestinationTests {
    /// The definitions, spelled with `String`'s own operations.
    static func isExternal(_ destination: String) -> Bool {
        if destination.hasPrefix("/") { return destination.hasPrefix("//") }
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
        }
    }

    @Test func destinationsAreReadAsTheirDefinitionsSay() {
        var generator = SeededGenerator(seed: 93)
        let pieces = ["https", "HTTP", "mailto", "x+y", "a.b-c", "1", ":", "/", "//", "#", "#part", "learn", "é", "?q=1", " ", "_", "%3A", "ü:"]
        for _ in 0..<5_000 {
            let destination = generator.text(of: pieces, most: 5)
            #expect(ContentCatalog.isExternal(destination) == Self.isExternal(destination), "\(destination.debugDescription)")
            #expect(ContentCatalog.fragment(of: destination) == ContentCatalog.splitFragment(destination).fragment, "\(destination.debugDescription)")
        }
        #expect(ContentCatalog.fragment(of: "/a/#b#c") == "b#c" && ContentCatalog.fragment(of: "#") == "" && ContentCatalog.fragment(of: "/a/") == nil)
    }
}
