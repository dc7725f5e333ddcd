public import EaseDiagnostics
import Foundation

/// Checks a YAML value against an ``ObjectSchema``: required keys, unknown keys (with "did you mean"),
/// types, choices, ranges and list lengths. Every problem is reported; checking never stops early.
public struct SchemaChecker: Sendable {
    let path: String

    /// Creates a checker for values in the file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Checks `node` against `schema`; `anchor` is where to report a missing key when the mapping has no position of its own.
    public func check(_ node: YAMLNode, against schema: ObjectSchema, anchor: SourceRange? = nil) -> [Diagnostic] {
        checkRepairing(node, against: schema, anchor: anchor).diagnostics
    }

    /// Checks `node` against `schema` (``check(_:against:anchor:)``), and reads each misspelt key
    /// as the key its "did you mean" names, when the mapping does not have that one: its value is
    /// checked as that key's, and `repaired` is `node` with those keys renamed (`nil` when none
    /// is), for the model to be built from what the author meant. The misspelling stays an error;
    /// what depends on the key (a session matrix under `sesions:`, an image under `imag:`) is then
    /// not reported missing too.
    public func checkRepairing(_ node: YAMLNode, against schema: ObjectSchema, anchor: SourceRange? = nil)
        -> (diagnostics: [Diagnostic], repaired: YAMLNode?) {
        var diagnostics: [Diagnostic] = []
        var readAs: [SourcePosition: String] = [:]
        checkObject(node, schema, anchor: anchor ?? node.range, into: &diagnostics, readAs: &readAs)
        return (diagnostics, readAs.isEmpty ? nil : node.renamingKeys(readAs))
    }

    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(path: path, range: range)
    }

    private func checkObject(_ node: YAMLNode, _ schema: ObjectSchema, anchor: SourceRange, into diagnostics: inout [Diagnostic],
                             readAs: inout [SourcePosition: String]) {
        guard let entries = node.entries else {
            diagnostics.append(.error("schema.type-mismatch", "\(schema.name) must be a mapping of keys to values, found \(node.typeDescription)",
                                      at: location(node.range)))
            return
        }
        // A key misspelt is one mistake: it is read as the key "did you mean" names, which is then not reported missing too.
        var meantKeys: [String] = []
        // By index, each entry read where the mapping holds it (`for entry in` copied each one:
        // a retain and a release of its key and its value's storage, on every front matter).
        for index in entries.indices {
            guard let field = schema.field(entries[index].key) else {
                let meant = reportUnknownKey(entries[index], of: entries, in: schema, claimed: meantKeys, into: &diagnostics)
                if let meant {
                    meantKeys.append(meant.key)
                    readAs[entries[index].keyRange.start] = meant.key
                    checkValue(entries[index].value, meant.type, key: meant.key, unit: meant.unit, into: &diagnostics, readAs: &readAs)
                }
                continue
            }
            checkValue(entries[index].value, field.type, key: entries[index].key, unit: field.unit, into: &diagnostics, readAs: &readAs)
        }
        // A few keys each: looked for one by one rather than through a set made per object.
        for field in schema.fields where field.isRequired && !Self.contains(field.key, in: entries) && !meantKeys.contains(field.key) {
            diagnostics.append(.error("schema.missing-key", "\(schema.name) is missing required key '\(field.key)'",
                                      at: location(anchor),
                                      notes: [DiagnosticNote("'\(field.key)': \(field.summary) (\(field.type.summary))")]))
        }
    }

    /// Whether a front matter's media path is written from the content folder, under `media/`.
    static func acceptsMediaPath(_ text: String) -> Bool {
        text.hasPrefix("media/")
    }

    /// The path under `media/` that a media path written another way means: with `\` for `/`
    /// (`media\scenes\lake.jpg`), or from `./`, `/` or `../` (as a body writes it); `nil` when it
    /// does not lead to `media/` that way.
    static func mediaPathMeant(_ text: String) -> String? {
        var path = Substring(text.replacingOccurrences(of: "\\", with: "/"))
        while let prefix = ["./", "../", "/"].first(where: { path.hasPrefix($0) }) { path = path.dropFirst(prefix.count) }
        return path.hasPrefix("media/") && path.count > "media/".count ? String(path) : nil
    }

    static func contains(_ key: String, in entries: [YAMLEntry]) -> Bool {
        entries.contains { $0.key == key }
    }

    func mismatch(_ key: String, expected: String, _ node: YAMLNode, fixIts: [FixIt] = [], into diagnostics: inout [Diagnostic]) {
        diagnostics.append(.error("schema.type-mismatch", "'\(key)' must be \(expected), found \(node.typeDescription)",
                                  at: location(node.range), fixIts: fixIts))
    }

    func checkValue(_ node: YAMLNode, _ type: SchemaType, key: String, unit: TimeUnit? = nil, into diagnostics: inout [Diagnostic],
                    readAs: inout [SourcePosition: String]) {
        if node.scalar?.resolved == .null, !(type.acceptsEmpty) {
            diagnostics.append(.error("schema.missing-value", "'\(key)' has no value", at: location(node.range),
                                      notes: [DiagnosticNote("expected \(type.summary)")]))
            return
        }
        switch type {
        case .text:
            guard let text = node.string else { return mismatch(key, expected: "text", node, fixIts: Self.colonInTextFixIts(node), into: &diagnostics) }
            if text.isBlank {
                diagnostics.append(.error("schema.missing-value", "'\(key)' is empty", at: location(node.range)))
            }
        case .optionalText:
            if node.scalar == nil { mismatch(key, expected: "text", node, fixIts: Self.colonInTextFixIts(node), into: &diagnostics) }
        case .identifier:
            guard let text = node.string else { return mismatch(key, expected: "an id", node, into: &diagnostics) }
            if !Self.isIdentifier(text) {
                // A lookalike (Cyrillic 'а' for 'a') is named, and the fix-it swaps it for the letter it imitates.
                let lookalikes = Confusables.lookalikes(in: text)
                let suggestion = Self.repairedIdentifier(text)
                let reason = lookalikes.isEmpty ? "ids use lower-case letters, digits and single hyphens"
                    : lookalikes.map { Confusables.describe($0.scalar, looksLike: $0.looksLike) }.joined(separator: "; ") + ", but ids are ASCII only"
                diagnostics.append(.error("schema.invalid-value",
                                          "'\(text)' is not a valid id; \(reason)",
                                          at: location(node.range),
                                          fixIts: suggestion.isEmpty ? [] : [FixIt("use '\(suggestion)'", replacing: node.range, with: suggestion)]))
            } else if text.utf8.count > Self.longestIdentifier {
                diagnostics.append(.error("schema.invalid-value",
                                          "this id is \(text.utf8.count) characters long; an id names files of the bundle and the site "
                                            + "('readings/<id>.json'), and a file name holds at most 255 bytes, so an id has at most \(Self.longestIdentifier)",
                                          at: location(node.range)))
            }
        case .integer(let range):
            checkInteger(node, range, key: key, unit: unit, into: &diagnostics)
        case .number(let range):
            checkNumber(node, range, key: key, unit: unit, into: &diagnostics)
        case .boolean:
            if node.bool == nil { mismatch(key, expected: "true or false", node, fixIts: Self.booleanFixIts(node), into: &diagnostics) }
        case .choice(let words):
            guard let text = node.string else { return mismatch(key, expected: "one of \(words.joined(separator: ", "))", node, into: &diagnostics) }
            if !words.contains(text) {
                let suggestion = NameSuggester.suggestion(for: text, among: words)
                diagnostics.append(.error("schema.invalid-value",
                                          "'\(key)' must be one of \(words.joined(separator: ", ")); found '\(text)'" +
                                          NameSuggester.didYouMean(suggestion),
                                          at: location(node.range),
                                          fixIts: FixIt.suggested(suggestion, replacing: node.range)))
            }
        case .color:
            guard let text = node.string, ColorValue(hex: text) != nil else {
                return invalid(key, "a colour written #RRGGBB", node, into: &diagnostics)
            }
        case .clockTime:
            guard let text = node.string, ClockTime(text) != nil else {
                return invalid(key, "a time of day written HH:MM (00:00–23:59)", node, fixIts: Self.clockTimeFixIts(node), into: &diagnostics)
            }
        case .mediaPath:
            guard let text = node.string else { return mismatch(key, expected: "a media path", node, into: &diagnostics) }
            if !Self.acceptsMediaPath(text) {
                let meant = Self.mediaPathMeant(text)
                diagnostics.append(.error("schema.invalid-value", "'\(key)' must be a path under media/, found '\(text)'",
                                          at: location(node.range),
                                          notes: [DiagnosticNote("media paths in front matter are relative to the content folder, like media/scenes/lake.jpg")],
                                          fixIts: meant.map { [FixIt("write '\($0)'", replacing: node.range, with: $0)] } ?? []))
            }
        case .easing:
            guard let text = node.string, EasingCurve(text) != nil else {
                return invalid(key, "a CSS easing (linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(x1, y1, x2, y2) with x in 0…1)", node, into: &diagnostics)
            }
        case .list(let element, let count):
            guard let items = node.items else { return mismatch(key, expected: "a list", node, fixIts: Self.listFixIts(node), into: &diagnostics) }
            if !count.contains(items.count) {
                let expected = count.lowerBound == count.upperBound ? "exactly \(count.lowerBound)"
                    : count.upperBound == Int.max ? "at least \(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
                diagnostics.append(.error("schema.item-count", "'\(key)' must have \(expected) item\(count.upperBound == 1 ? "" : "s"); found \(items.count)",
                                          at: location(node.range)))
            }
            for item in items { checkValue(item, element, key: key, unit: unit, into: &diagnostics, readAs: &readAs) }
        case .object(let schema):
            checkObject(node, schema, anchor: node.range, into: &diagnostics, readAs: &readAs)
        case .choreography:
            if node.entries == nil { mismatch(key, expected: "a choreography (a mapping with sequence, parallel or element)", node, into: &diagnostics) }
        case .localizable:
            if let entries = node.entries {
                for entry in entries {
                    guard let category = PluralCategory(rawValue: entry.key) else {
                        let names = PluralCategory.allCases.map(\.rawValue)
                        let suggestion = NameSuggester.suggestion(for: entry.key, among: names)
                        diagnostics.append(.error("schema.invalid-value",
                                                  "'\(entry.key)' in '\(key)' is not a CLDR plural category (\(names.joined(separator: ", ")))" +
                                                  NameSuggester.didYouMean(suggestion),
                                                  at: location(entry.keyRange),
                                                  fixIts: FixIt.suggested(suggestion, replacing: entry.keyRange)))
                        continue
                    }
                    checkValue(entry.value, .text, key: "\(key).\(category.rawValue)", into: &diagnostics, readAs: &readAs)
                }
            } else {
                checkValue(node, .text, key: key, into: &diagnostics, readAs: &readAs)
            }
        case .stringTable:
            guard let entries = node.entries else { return mismatch(key, expected: "a mapping of string keys", node, into: &diagnostics) }
            for entry in entries { checkValue(entry.value, .localizable, key: "\(key).\(entry.key)", into: &diagnostics, readAs: &readAs) }
        case .dictionary(let element):
            guard let entries = node.entries else { return mismatch(key, expected: "a mapping", node, into: &diagnostics) }
            for entry in entries {
                if !Self.isIdentifier(entry.key) {
                    let suggestion = Self.repairedIdentifier(entry.key)
                    diagnostics.append(.error("schema.invalid-value", "'\(entry.key)' is not a valid id in '\(key)'",
                                              at: location(entry.keyRange),
                                              fixIts: suggestion.isEmpty ? [] : [FixIt("use '\(suggestion)'", replacing: entry.keyRange, with: suggestion)]))
                }
                checkValue(entry.value, element, key: "\(key).\(entry.key)", unit: unit, into: &diagnostics, readAs: &readAs)
            }
        }
    }

    private func invalid(_ key: String, _ expected: String, _ node: YAMLNode, fixIts: [FixIt] = [], into diagnostics: inout [Diagnostic]) {
        diagnostics.append(.error("schema.invalid-value", "'\(key)' must be \(expected), found \(node.typeDescription)",
                                  at: location(node.range), fixIts: fixIts))
    }

    /// The most characters an id has: the bundle names a file `<id>.json` (`<id>.ahap` for an
    /// exercise's haptics), and a file name holds at most 255 bytes. A longer id passed the check
    /// and stopped the build at its write, with no line to point at.
    public static let longestIdentifier = 250

    /// Whether `text` is a valid id.
    public static func isIdentifier(_ text: String) -> Bool {
        // Byte by byte: every id of the content passes through here.
        var previous: UInt8 = UInt8(ascii: "-")
        for byte in text.utf8 {
            let isWordByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard isWordByte || (byte == UInt8(ascii: "-") && previous != UInt8(ascii: "-")) else { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "-")
    }

    /// The id the schema's fix-it writes for `text`, which is not one: its lookalike letters made
    /// ASCII if that makes an id (`brеathing` with a Cyrillic `е`), else ``identifier(from:)``.
    static func repairedIdentifier(_ text: String) -> String {
        let ascii = Confusables.asASCII(text)
        return !Confusables.lookalikes(in: text).isEmpty && isIdentifier(ascii) ? ascii : identifier(from: text)
    }

    /// A valid id made from arbitrary text, for fix-its.
    static func identifier(from text: String) -> String {
        let mapped = text.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        return String(mapped).split(separator: "-").joined(separator: "-")
    }
}
