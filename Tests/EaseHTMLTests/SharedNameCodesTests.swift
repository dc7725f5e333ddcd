@testable import EaseHTML
import Testing

/// The shared names' table gives every shared name its code — one of up to eight bytes by its one
/// word, a longer one from the map — and no code for any other name: each short one with its last
/// letter changed, names of a page's own, short or long.
@Suite struct SharedNameCodesTests {
    static func packed(_ name: String) -> PackedName? {
        var name = name
        return name.withUTF8 { PackedName($0) }
    }

    @Test func everySharedNameHasItsCode() {
        let table = SharedNameCodes.shared
        var short = 0
        for (code, name) in HTMLNames.all.enumerated() {
            guard let packed = Self.packed(name) else { continue }
            #expect(table.code(of: packed) == Int32(code), "\(name)")
            guard let word = packed.shortWord else {
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
        let table = SharedNameCodes.shared
        let shared = Set(HTMLNames.all)
        var others = ["x-card", "hrefs", "clas", "dat", "my-elem", "zz", "aa", "h7", "ab", "datax", "data-motion-scope", "aria-labelledbyx"]
        // Every shared short name with its last letter changed, unless that is a shared name too.
        for name in HTMLNames.all where name.utf8.count <= 8 {
            let changed = String(name.dropLast()) + (name.last == "q" ? "z" : "q")
            if !shared.contains(changed) { others.append(changed) }
        }
        for name in others where !shared.contains(name) {
            guard let packed = Self.packed(name) else { continue }
            #expect(table.code(of: packed) == nil, "\(name)")
            if let word = packed.shortWord { #expect(table.code(ofWord: word) == nil, "\(name)") }
        }
    }

    @Test func aTableOfFewNamesFindsThemAll() {
        let names = ["a", "b", "longer-than-eight", "ok"]
        let table = SharedNameCodes(names)
        #expect(table.code(ofWord: Self.packed("a")!.shortWord!) == 0)
        #expect(table.code(ofWord: Self.packed("ok")!.shortWord!) == 3)
        #expect(table.code(ofWord: Self.packed("c")!.shortWord!) == nil)
        #expect(Self.packed("longer-than-eight")?.shortWord == nil)
        #expect(table.code(of: Self.packed("longer-than-eight")!) == 2)
        #expect(table.code(of: Self.packed("longer-than-nine")!) == nil)
    }
}
