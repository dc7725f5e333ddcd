/// A name a template reads (`{{name}}`, `{{{name}}}`, `{{#name}}`, `{{^name}}`) or a partial it
/// includes (`{{> name}}`), with the sections around it and where it stands: what a check of the
/// names against the values a renderer gives needs.
public struct TemplateNameUse: Sendable, Equatable {
    /// What the tag does with the name.
    public enum Kind: Sendable, Equatable {
        /// `{{name}}`: the value is escaped.
        case variable
        /// `{{{name}}}` or `{{& name}}`: the value is written as it is.
        case unescapedVariable
        /// `{{#name}}`: the value is pushed for the names inside.
        case section
        /// `{{^name}}`: nothing is pushed.
        case invertedSection
        /// `{{> name}}`: the partial renders with the sections around the tag.
        case partial
    }

    /// The name as written (`title`, `ui.skip-to-content`, `.`).
    public let name: String
    /// What the tag does with it.
    public let kind: Kind
    /// The names of the sections (`{{#name}}`, not inverted ones) around the tag, outermost
    /// first: each pushed its value, in which the names inside are looked up first.
    public let sections: [String]
    /// Where the name starts: its first byte's offset in the template's UTF-8 (names are ASCII,
    /// so each part's offset is the name's plus the bytes before it).
    public let utf8Offset: Int
    /// Where the name of a section's closing tag (`{{/name}}`) starts, as a UTF-8 offset; `nil`
    /// for other tags.
    public internal(set) var closingUTF8Offset: Int?
    /// The whole tag, from its `{{` to its `}}` (or `}}}`), as UTF-8 offsets.
    public let tagUTF8Range: Range<Int>

    /// The name's dotted parts (`ui.skip-to-content` → `ui`, `skip-to-content`); none for `.`.
    public var parts: [String] { name.split(separator: ".").map(String.init) }
}

extension TemplateParser {
    /// Records the name just read by ``readName()`` (or ``readPartialName()``) in the tag whose
    /// sigil (or name) is at the character index `tag`, right after the tag's end; returns its
    /// index in ``nameUses``, for a section's closing tag (``recordClosing(of:)``).
    @discardableResult
    mutating func recordUse(_ name: String, _ kind: TemplateNameUse.Kind, tag: Int) -> Int {
        // The tag starts at its `{{`, two one-byte characters before `tag`.
        nameUses.append(TemplateNameUse(name: name, kind: kind, sections: openSections, utf8Offset: offsets[lastNameStart], closingUTF8Offset: nil,
                                        tagUTF8Range: (offsets[tag] - 2)..<offsets[position]))
        return nameUses.count - 1
    }

    /// Records that the name just read closes the section recorded at `index`.
    mutating func recordClosing(of index: Int) {
        nameUses[index].closingUTF8Offset = offsets[lastNameStart]
    }
}
