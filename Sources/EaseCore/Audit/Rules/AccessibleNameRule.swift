import EaseBytes
import EaseDiagnostics
import EaseHTML

/// Links, buttons, iframes and SVG images have an accessible name that is more than an emoji or
/// the control's type (WCAG 4.1.2 Name, Role, Value; 2.4.4 Link Purpose; 1.1.1 for SVG).
struct AccessibleNameRule: AuditRule {
    let id = "audit.accessible-name"
    let wcag = "4.1.2"
    let help = "give every link, button, frame and image an accessible name in words"

    static let typeWords: Set<String> = ["button", "link", "image", "graphic", "icon", "click", "click here", "here",
                                         "кнопка", "ссылка", "здесь", "тут", "сюда", "нажмите", "нажмите здесь", "нажмите тут", "нажмите сюда"]

    static let named = HTMLElementQuery(named: ["a", "button", "iframe", "svg", "input"], withAttributes: ["role"])

    /// The ASCII type words' bytes.
    static let asciiTypeWords = typeWords.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }

    /// Whether a name, lower-cased, is one of the type words. An ASCII name (most of them) is
    /// compared with the ASCII type words byte by byte, letters in any case, without being
    /// lower-cased and hashed (lower-casing keeps an ASCII name's length; the other type words
    /// are not ASCII, and no ASCII name lower-cases to one of them).
    ///
    /// Most names are longer than any type word, and are told apart by their length alone: an
    /// ASCII name by the ASCII words' longest, any other by three times the longest word's bytes
    /// (lower-casing shrinks a character at most from three bytes to one, as `K`'s Kelvin sign).
    static func isTypeWord(_ name: String) -> Bool {
        let utf8 = name.utf8
        let count = utf8.count
        if count > 3 * longestTypeWord { return false }
        // Over the contiguous bytes: stepping the UTF-8 view's index took most of the test's time.
        guard !name.containsByte(atLeast: 0x80) else { return isTypeWordNotASCII(name) }
        // A name whose first letter starts no type word (most of them) is none.
        guard count <= longestASCIITypeWord, let first = utf8.first else { return false }
        let letter = (first | 0x20) &- 0x61
        guard letter < 26, asciiTypeWordFirstLetters & (1 << UInt32(letter)) != 0 else { return false }
        return asciiTypeWords.contains { utf8.equalsIgnoringASCIICase($0) }
    }

    /// ``isTypeWord(_:)`` for a name that is not ASCII. Where each of its scalars is one
    /// ``CommonScalars/lowercased(_:)`` answers (a Russian name), it is lower-cased scalar by
    /// scalar (``CommonScalars/withLowercasedUTF8(of:_:)``, the quick path of
    /// ``CommonScalars/lowercased(text:)``) and its bytes compared with the type words': such text (Latin-1, Cyrillic,
    /// punctuation, no combining mark) is canonically equivalent to a type word only when it is
    /// the same scalars (`typeWordsCompareByTheirBytes` tests every pair of those scalars), and
    /// the set's lookup had hashed it in its normalized form (0.6% of a translated build). Any
    /// other name is lower-cased and looked up as before.
    static func isTypeWordNotASCII(_ name: String) -> Bool {
        CommonScalars.withLowercasedUTF8(of: name) { lowered in typeWordBytes.contains { $0.elementsEqual(lowered) } }
            ?? typeWords.contains(name.lowercased())
    }

    /// Every type word's bytes.
    static let typeWordBytes = typeWords.map { Array($0.utf8) }

    /// The first letters of the ASCII type words, lower-cased, as bits: `a` the lowest.
    static let asciiTypeWordFirstLetters: UInt32 = asciiTypeWords.reduce(0) { mask, word in
        guard let first = word.first, case let letter = (first | 0x20) &- 0x61, letter < 26 else { return mask }
        return mask | 1 << UInt32(letter)
    }

    /// The type words' longest spellings in bytes: all of them, and the ASCII ones.
    static let longestTypeWord = typeWords.map(\.utf8.count).max() ?? 0
    static let longestASCIITypeWord = asciiTypeWords.map(\.count).max() ?? 0

    /// The `type`s that make an `<input>` a button.
    static let buttonInputTypes: [[UInt8]] = ["submit", "button", "reset"].map { Array($0.utf8) }

    /// Whether an `<input>`'s `type` makes it a button (compared in any case).
    static func isButtonType(_ type: String) -> Bool {
        buttonInputTypes.contains { type.utf8.equalsIgnoringASCIICase($0) }
    }

    /// The candidates are read by position (``HTMLDocument/attribute(_:ofElementAt:)``): an
    /// element value is made only for those whose text does not settle it (``textNamePasses(_:)``).
    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = AuditNameCodes.shared
        let document = page.document
        for index in document.elements(matching: Self.named).elementIndices {
            let role = document.attribute(names.role, ofElementAt: index) ?? ""
            let name = document.nameCode(ofElementAt: index)
            let kind: String
            if name == names.a, document.hasAttribute(names.href, ofElementAt: index) { kind = "link" }
            else if name == names.button || role == "button" { kind = "button" }
            else if role == "link" { kind = "link" }
            else if name == names.iframe { kind = "frame" }
            else if role == "img", name != names.img { kind = "image" }
            else if name == names.input, Self.isButtonType(document.attribute(names.type, ofElementAt: index) ?? "") { kind = "button" }
            else { continue }
            if page.isInsideHidden(elementAt: index) || document.attribute(names.ariaHidden, ofElementAt: index) == "true" { continue }
            // A link or button named by its text alone (most of them) is settled from the text's bytes.
            if name == names.a || name == names.button, !document.hasAttribute(names.ariaLabelledby, ofElementAt: index),
               !document.hasAttribute(names.ariaLabel, ofElementAt: index),
               document.withOnlyText(ofElementAt: index, Self.textNamePasses) == true { continue }
            let element = document.element(at: index)
            let accessibleName = AccessibleName.of(element, in: page)
            let at = page.reference(element)
            if accessibleName.isEmpty {
                diagnostics.append(violation("\(kind) has no accessible name", at: at))
            } else if WCAG.isOnlyEmoji(accessibleName) {
                diagnostics.append(violation("\(kind)'s name \"\(accessibleName)\" is only an emoji; screen readers read the emoji's name", at: at))
            } else if Self.isTypeWord(accessibleName) {
                diagnostics.append(violation("\(kind)'s name \"\(accessibleName)\" says only what the control is, not what it does", at: at))
            }
        }
        return diagnostics
    }
}
