/// A name a template reads (`{{name}}`, `{{{name}}}`, `{{#name}}`, `{{^name}}`) or a partial it
/// includes (`{{> name}}`), with the sections around it and where it stands: what a check of the
/// names against the values a renderer gives needs.
public struct TemplateNameUse: Sendable, Equatable {
    /// What the tag does with the name.
    public enum Kind: Sendable, Equatable {
        /// `{{name}}`, `{{{name}}}` or `{{& name}}`.
        case variable
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
    /// 1-based line of the name's first character.
    public let line: Int
    /// 1-based column of the name's first character, in characters.
    public let column: Int
    /// The name's length in characters.
    public var length: Int { name.count }

    /// The name's dotted parts (`ui.skip-to-content` → `ui`, `skip-to-content`); none for `.`.
    public var parts: [String] { name.split(separator: ".").map(String.init) }
}

extension TemplateParser {
    /// A name read, at the index of its first character; made a ``TemplateNameUse`` once the
    /// whole text is read (``nameUses``), when lines and columns are counted in one pass.
    struct PendingUse {
        let name: String
        let kind: TemplateNameUse.Kind
        let sections: [String]
        let offset: Int
    }

    /// Records the name just read by ``readName()`` (or ``readPartialName()``).
    mutating func recordUse(_ name: String, _ kind: TemplateNameUse.Kind) {
        pendingUses.append(PendingUse(name: name, kind: kind, sections: openSections, offset: lastNameStart))
    }

    /// The names read, in order, with their lines and columns.
    var nameUses: [TemplateNameUse] {
        var uses: [TemplateNameUse] = []
        uses.reserveCapacity(pendingUses.count)
        var (line, column, index) = (1, 1, 0)
        for use in pendingUses {
            while index < use.offset {
                if characters[index].isNewline { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
            uses.append(TemplateNameUse(name: use.name, kind: use.kind, sections: use.sections, line: line, column: column))
        }
        return uses
    }
}
