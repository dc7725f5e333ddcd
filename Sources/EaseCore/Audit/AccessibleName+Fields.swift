import EaseHTML

extension AccessibleName {
    /// Whether the form field at `index` of the page's elements has an accessible name: what
    /// `!of(_:in:).isEmpty` answers, with a field named by the text of the `<label>` around it
    /// (the motion setting's four radio buttons on every page) told from the label's bytes,
    /// without the name being made (``isNamedByTextOfWrappingLabel(fieldAt:in:)``). Any other
    /// field's name is computed.
    static func fieldIsNamed(at index: Int, in page: AuditPage) -> Bool {
        isNamedByTextOfWrappingLabel(fieldAt: index, in: page) || !of(page.document.element(at: index), in: page).isEmpty
    }

    /// Whether the field at `index` is named by a `<label>` around it that has text of its own
    /// with a character that is not white space. Such a field, a `select`, a `textarea` or an
    /// `input` of a type that takes its name from a label, with no `aria-labelledby`,
    /// `aria-label` or `id` (no `<label for>` can name it), is named by the nearest label around
    /// it, and the label's own text is part of that name. `false` means only that this did not
    /// tell: the name is then computed.
    static func isNamedByTextOfWrappingLabel(fieldAt index: Int, in page: AuditPage) -> Bool {
        let names = AuditNameCodes.shared, document = page.document
        switch document.nameCode(ofElementAt: index) {
        case names.select, names.textarea:
            break
        case names.input:
            // The types named otherwise (by `alt`, by `value` or a default) are computed.
            let type = document.attribute(names.type, ofElementAt: index)?.lowercased() ?? "text"
            guard type != "image", type != "submit", type != "reset", type != "button" else { return false }
        default:
            return false
        }
        guard !document.hasAttribute(names.ariaLabelledby, ofElementAt: index), !document.hasAttribute(names.ariaLabel, ofElementAt: index),
              !document.hasAttribute(names.id, ofElementAt: index) else { return false }
        var label = document.parentIndex(ofElementAt: index)
        while label >= 0, document.nameCode(ofElementAt: label) != names.label { label = document.parentIndex(ofElementAt: label) }
        guard label >= 0 else { return false }
        return document.hasTextChild(ofElementAt: label, where: hasCharacterOtherThanWhiteSpace)
    }

    /// Whether UTF-8 text has a character that is not white space (the ASCII white space, and
    /// the rest of Unicode's by ``startsNonASCIIWhitespace(_:at:)``, as ``collapse(_:)`` has them).
    static func hasCharacterOtherThanWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x80 {
                if !isASCIIWhiteSpace(byte) { return true }
            } else if byte >= 0xC2 && !startsNonASCIIWhitespace(bytes, at: index) {
                return true
            }
        }
        return false
    }
}
