@testable import EaseHTML
import Testing

/// The short-name table gives every shared name of up to eight bytes its shared code, and no
/// code for any other name: longer shared names, a page's own names, names one letter off.
@Suite struct ShortNameCodesTests {
    static func packed(_ name: String) -> PackedName? {
        var name = name
        return name.withUTF8 { PackedName($0) }
    }

    @Test func everyShortSharedNameHasItsCode() {
        let table = ShortNameCodes.shared
        var short = 0
        for (code, name) in HTMLNames.all.enumerated() {
            guard let word = Self.packed(name)?.shortWord else {
                #expect(name.utf8.count > 8, "\(name)")
                continue
            }
            short += 1
            #expect(table.code(ofWord: word) == Int32(code), "\(name)")
        }
        // Most shared names are short; the table must not have lost them to a wrong packing.
        #expect(short > HTMLNames.all.count / 2)
    }

    @Test func otherNamesHaveNoCode() {
        let table = ShortNameCodes.shared
        let shared = Set(HTMLNames.all)
        var others = ["x-card", "hrefs", "clas", "dat", "my-elem", "zz", "aa", "h7", "ab", "datax"]
        // Every shared short name with its last letter changed, unless that is a shared name too.
        for name in HTMLNames.all where name.utf8.count <= 8 {
            let changed = String(name.dropLast()) + (name.last == "q" ? "z" : "q")
            if !shared.contains(changed) { others.append(changed) }
        }
        for name in others where !shared.contains(name) {
            guard let word = Self.packed(name)?.shortWord else { continue }
            #expect(table.code(ofWord: word) == nil, "\(name)")
        }
    }

    @Test func aTableOfFewNamesFindsThemAll() {
        let names = ["a", "b", "longer-than-eight", "ok"]
        let table = ShortNameCodes(names)
        #expect(table.code(ofWord: Self.packed("a")!.shortWord!) == 0)
        #expect(table.code(ofWord: Self.packed("ok")!.shortWord!) == 3)
        #expect(table.code(ofWord: Self.packed("c")!.shortWord!) == nil)
        #expect(Self.packed("longer-than-eight")?.shortWord == nil)
    }
}
