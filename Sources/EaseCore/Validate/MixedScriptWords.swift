import EaseBytes

/// Words that mix the letters of two scripts: `Wоrry` with a Cyrillic `о`, `Тpевога` with a Latin
/// `p`. They look right and are wrong: typed with the keyboard in the other layout, or pasted. A
/// screen reader reads the odd letter in the other language's voice or spells the word out, and a
/// search for the word does not find it.
struct MixedScriptWord: Equatable {
    /// The scripts told apart.
    enum Script: String {
        case latin = "Latin", cyrillic = "Cyrillic", greek = "Greek"

        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: self = .latin
            case 0x400...0x52F: self = .cyrillic
            case 0x370...0x3FF: self = .greek
            default: return nil
            }
        }
    }

    /// The word as written.
    var word: String
    /// Where it starts and ends in the text, in UTF-8 bytes.
    var bytes: Range<Int>
    /// The script most of its letters are in (on a tie, the text's own).
    var script: Script
    /// The letters in another script.
    var oddLetters: [Unicode.Scalar]
    /// The word with each odd letter replaced by its lookalike in ``script``; `nil` when one has none.
    var repaired: String?

    /// The mixed words of `text`, in order; a tie between two scripts goes to `preferred`.
    ///
    /// A word's letters are only noted by script, one bit each, as the text is read: a word of one
    /// script (nearly all) is let go without its letters being kept; a mixed one is read again
    /// from its bytes.
    static func find(in text: String, preferred: Script) -> [MixedScriptWord] {
        guard mayMix(text) else { return [] }
        var found: [MixedScriptWord] = []
        var start = 0
        var offset = 0
        var inWord = false
        var scriptBits: UInt8 = 0
        func endWord() {
            defer {
                inWord = false
                scriptBits = 0
            }
            guard scriptBits.nonzeroBitCount > 1 else { return }
            let utf8 = text.utf8
            let first = utf8.index(utf8.startIndex, offsetBy: start)
            let word = Array(text[first..<utf8.index(first, offsetBy: offset - start)].unicodeScalars)
            found.append(mixedWord(word, bytes: start..<offset, preferred: preferred))
        }
        for scalar in text.unicodeScalars {
            // A common scalar (a Latin or Cyrillic letter, a space, a dash) is never a combining mark.
            let isLetter = CommonScalars.isAlphabetic(scalar)
                ?? (scalar.properties.isAlphabetic || (inWord && scalar.properties.generalCategory == .nonspacingMark))
            if isLetter {
                if !inWord {
                    start = offset
                    inWord = true
                }
                switch Script(scalar) {
                case .latin: scriptBits |= 1
                case .cyrillic: scriptBits |= 2
                case .greek: scriptBits |= 4
                case nil: break
                }
            } else if inWord {
                endWord()
            }
            offset += scalar.utf8.count
        }
        if inWord { endWord() }
        return found
    }

    /// The mixed word of letters `word`, at `bytes` of its text.
    private static func mixedWord(_ word: [Unicode.Scalar], bytes: Range<Int>, preferred: Script) -> MixedScriptWord {
        let scripts = word.compactMap(Script.init)
        let counts = Dictionary(scripts.map { ($0, 1) }, uniquingKeysWith: +)
        let most = counts.values.max() ?? 0
        let script = counts[preferred] == most ? preferred : counts.first { $0.value == most }!.key
        let odd = word.filter { Script($0).map { $0 != script } ?? false }
        var repairedScalars = String.UnicodeScalarView()
        var repairable = true
        for scalar in word {
            guard let letterScript = Script(scalar), letterScript != script else {
                repairedScalars.append(scalar)
                continue
            }
            guard let lookalike = lookalike(of: scalar, in: script) else {
                repairable = false
                break
            }
            repairedScalars.append(lookalike)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: word)
        return MixedScriptWord(word: String(view), bytes: bytes, script: script, oddLetters: odd,
                               repaired: repairable ? String(repairedScalars) : nil)
    }

    /// Whether `text` may have a mixed word (``ScriptRuns/mayMix(_:)``, from its bytes): a run of
    /// two scripts' letters, which needs a Greek or Cyrillic one. Most text has none.
    static func mayMix(_ text: String) -> Bool {
        text.withContiguousUTF8(ScriptRuns.mayMix)
    }

    /// `text` with each mixed word that has lookalikes in its own script written in them.
    static func repairing(_ text: String, preferred: Script) -> String {
        guard mayMix(text) else { return text }
        var utf8 = Array(text.utf8)
        for word in find(in: text, preferred: preferred).reversed() {
            guard let repaired = word.repaired else { continue }
            utf8.replaceSubrange(word.bytes, with: Array(repaired.utf8))
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Letters of one script drawn as a letter of another, upright: Cyrillic and Greek to Latin.
    private static let latinLookalikes: [Unicode.Scalar: Unicode.Scalar] = [
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
        "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S", "У": "Y",
        "ο": "o", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
        "Ο": "O", "Ρ": "P", "Τ": "T", "Χ": "X", "Υ": "Y",
    ]

    private static func lookalike(of scalar: Unicode.Scalar, in script: Script) -> Unicode.Scalar? {
        if script == .latin { return latinLookalikes[scalar] }
        // Latin to the script: the table read backwards, among that script's letters.
        return latinLookalikes.first { $0.value == scalar && Script($0.key) == script }?.key
    }
}
