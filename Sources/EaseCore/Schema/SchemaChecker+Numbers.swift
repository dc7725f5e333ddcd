import EaseDiagnostics

/// Whole numbers and numbers against their ranges. A number written in another form than the
/// field takes is reported with the range it must lie in: `cycles: 4.0` as a whole number written
/// with a decimal point (with a fix-it to `4`), `cycles: 1e20` as out of range, `cycles: 2.5` as
/// not whole, and `.inf` or `.nan` in any number field as what no field takes.
extension SchemaChecker {
    func checkInteger(_ node: YAMLNode, _ range: ClosedRange<Int>, key: String, unit: TimeUnit?, into diagnostics: inout [Diagnostic]) {
        if let value = node.int {
            if !range.contains(value) { outOfRange(key, "\(value)", "\(range.lowerBound)", "\(range.upperBound)", node, into: &diagnostics) }
            return
        }
        // A whole number past what an `Int` holds (`99999999999999999999`) is out of any range.
        if let scalar = node.scalar, scalar.resolved == .integer {
            return outOfRange(key, scalar.text, "\(range.lowerBound)", "\(range.upperBound)", node, into: &diagnostics)
        }
        guard let scalar = node.scalar, scalar.resolved == .float else {
            if let quoted = Self.quotedNumber(node), Int(quoted) != nil { return unquote(key, expected: "a whole number", quoted, node, into: &diagnostics) }
            if let unit, let written = node.string, let time = TimeQuantity(written) {
                return timeWithUnit(key, time, written, in: unit, Double(range.lowerBound)...Double(range.upperBound), whole: true, node, into: &diagnostics)
            }
            return mismatch(key, expected: "a whole number", node, into: &diagnostics)
        }
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard let value = Self.value(of: scalar) else {
            return notFinite(key, expected: expected, scalar, node, into: &diagnostics)
        }
        guard value == value.rounded() else {
            return diagnostics.append(.error("schema.type-mismatch", "'\(key)' must be \(expected); found \(scalar.text)",
                                             at: location(node.range)))
        }
        guard Double(range.lowerBound) <= value, value <= Double(range.upperBound) else {
            return outOfRange(key, scalar.text, "\(range.lowerBound)", "\(range.upperBound)", node, into: &diagnostics)
        }
        let whole = String(Int(value))
        diagnostics.append(.error("schema.type-mismatch",
                                  "'\(key)' must be a whole number written without a decimal point or exponent; found \(scalar.text)",
                                  at: location(node.range),
                                  fixIts: [FixIt("write \(whole)", replacing: node.range, with: whole)]))
    }

    func checkNumber(_ node: YAMLNode, _ range: ClosedRange<Double>, key: String, unit: TimeUnit?, into diagnostics: inout [Diagnostic]) {
        let low = SchemaType.format(range.lowerBound), high = SchemaType.format(range.upperBound)
        if let scalar = node.scalar, scalar.resolved == .float, Self.value(of: scalar) == nil {
            return notFinite(key, expected: "a number from \(low) to \(high)", scalar, node, into: &diagnostics)
        }
        guard let value = node.double else {
            if let quoted = Self.quotedNumber(node) { return unquote(key, expected: "a number", quoted, node, into: &diagnostics) }
            if let unit, let written = node.string, let time = TimeQuantity(written) {
                return timeWithUnit(key, time, written, in: unit, range, whole: false, node, into: &diagnostics)
            }
            return mismatch(key, expected: "a number", node, into: &diagnostics)
        }
        if !range.contains(value) { outOfRange(key, node.scalar?.text ?? "\(value)", low, high, node, into: &diagnostics) }
    }

    /// The text of a string scalar that reads as a finite number (`"2022"`, `'4.5'`): a number
    /// written in quotes, which YAML reads as text.
    static func quotedNumber(_ node: YAMLNode) -> String? {
        guard let scalar = node.scalar, scalar.resolved == .string else { return nil }
        let text = scalar.text.trimmingWhitespace()
        guard !text.isEmpty, let value = Double(text), value.isFinite, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
        return text
    }

    /// A number written in quotes: the error says so, with a fix-it writing it without them. Its
    /// range is checked once the quotes are gone.
    private func unquote(_ key: String, expected: String, _ number: String, _ node: YAMLNode, into diagnostics: inout [Diagnostic]) {
        diagnostics.append(.error("schema.type-mismatch", "'\(key)' must be \(expected), found text '\(number)'; write it without quotes",
                                  at: location(node.range),
                                  fixIts: [FixIt("write \(number)", replacing: node.range, with: number)]))
    }

    /// A time written with a unit (`4s`, `2 min`) where the field takes a number of `unit`s: the
    /// error says so, with a fix-it to the number in the field's unit when that is one the field
    /// takes (whole, for a whole-number field, and in its range).
    private func timeWithUnit(_ key: String, _ time: TimeQuantity, _ written: String, in unit: TimeUnit, _ range: ClosedRange<Double>,
                              whole: Bool, _ node: YAMLNode, into diagnostics: inout [Diagnostic]) {
        let value = time.counted(in: unit)
        let number = SchemaType.format(value)
        let fits = range.contains(value) && (!whole || value == value.rounded())
        let kind = whole ? "a whole number" : "a number"
        let same = time.unit == unit ? "" : ", \(number) \(unit.name)"
        diagnostics.append(.error("schema.type-mismatch", "'\(key)' must be \(kind) of \(unit.name), written without a unit; found '\(written)'\(same)",
                                  at: location(node.range),
                                  notes: fits ? [] : [DiagnosticNote("'\(key)' takes \(kind) from \(SchemaType.format(range.lowerBound)) to \(SchemaType.format(range.upperBound))")],
                                  fixIts: fits ? [FixIt("write \(number)", replacing: node.range, with: number)] : []))
    }

    func outOfRange(_ key: String, _ value: String, _ low: String, _ high: String, _ node: YAMLNode,
                    into diagnostics: inout [Diagnostic]) {
        diagnostics.append(.error("schema.out-of-range", "'\(key)' must be between \(low) and \(high); found \(value)",
                                  at: location(node.range)))
    }

    /// A float scalar with no value: YAML's `.inf`, `-.inf` and `.nan` in any of their spellings,
    /// which no field takes, or a lookalike such as `1.2.3`.
    private func notFinite(_ key: String, expected: String, _ scalar: YAMLScalar, _ node: YAMLNode,
                           into diagnostics: inout [Diagnostic]) {
        let spelling = scalar.text.lowercased()
        let what = spelling == ".nan" ? "\(scalar.text) (not a number)"
            : spelling.hasSuffix(".inf") ? "\(scalar.text) (infinity)" : scalar.text
        diagnostics.append(.error("schema.type-mismatch", "'\(key)' must be \(expected); found \(what)", at: location(node.range)))
    }

    /// The value of a float scalar, or `nil` for YAML's `.inf` and `.nan`, which Swift's
    /// `Double(_:)` does not read, and for what only looks like a number (`1.2.3`, `1e`). A number
    /// too large for a `Double` (`1e400`) is infinite here.
    private static func value(of scalar: YAMLScalar) -> Double? {
        guard let value = Double(scalar.textWithoutUnderscores) else { return nil }
        return value.isNaN ? nil : value
    }
}
