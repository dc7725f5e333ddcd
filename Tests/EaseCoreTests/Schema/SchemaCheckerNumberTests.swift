import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Numbers in another form than their field takes are reported with the range they must lie in,
/// never as "must be a number, found the number .inf".
@Suite struct SchemaCheckerNumberTests {
    /// A breathing exercise's front matter with the given `timing.inhale` and `cycles`.
    func check(inhale: String, cycles: String) -> ([Diagnostic], MarkedText) {
        SchemaCheckerTests().check("""
        ---
        id: box
        kind: breathing
        title: Box
        summary: S
        instructions: I
        instruction-fade-seconds: 4
        timing: { inhale: 1️⃣\(inhale), hold: 4, exhale: 4, rest: 4 }
        cycles: 2️⃣\(cycles)
        prompts: { inhale: In, hold: Hold, exhale: Out, rest: Wait }
        ---
        """, against: ExerciseSchema.breathing)
    }

    /// The one diagnostic of a check.
    func only(_ diagnostics: [Diagnostic]) throws -> Diagnostic {
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        return try #require(diagnostics.first)
    }

    @Test(arguments: [("4", "\"7\"", "cycles", "a whole number", "7"), ("'4.5'", "7", "inhale", "a number", "4.5"),
                      ("\" 4 \"", "7", "inhale", "a number", "4")])
    func aNumberInQuotesSaysSoWithAFixIt(_ inhale: String, _ cycles: String, _ key: String, _ expected: String, _ number: String) throws {
        let diagnostic = try only(check(inhale: inhale, cycles: cycles).0)
        #expect(diagnostic.message == "'\(key)' must be \(expected), found text '\(number)'; write it without quotes")
        #expect(diagnostic.fixIts.first?.replacement == number)
    }

    @Test func textThatIsNoNumberGetsNoFixIt() throws {
        let diagnostic = try only(check(inhale: "4", cycles: "\"7 times\"").0)
        #expect(diagnostic.message == "'cycles' must be a whole number, found text '7 times'")
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test(arguments: [("4s", "'inhale' must be a number of seconds, written without a unit; found '4s'", "4"),
                      ("4.5 seconds", "'inhale' must be a number of seconds, written without a unit; found '4.5 seconds'", "4.5"),
                      ("4000ms", "'inhale' must be a number of seconds, written without a unit; found '4000ms', 4 seconds", "4"),
                      ("1 min", "'inhale' must be a number of seconds, written without a unit; found '1 min', 60 seconds", nil)])
    func aTimeWithAUnitGetsAFixItToItsNumber(_ inhale: String, _ message: String, _ number: String?) throws {
        let (diagnostics, text) = check(inhale: inhale, cycles: "7")
        let diagnostic = try only(diagnostics)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location?.range.start == text["1️⃣"])
        #expect(diagnostic.fixIts.first?.replacement == number)
        // Out of the field's range: a note says what it takes instead of a fix-it.
        #expect(diagnostic.notes.map(\.message) == (number == nil ? ["'inhale' takes a number from 1 to 20"] : []))
    }

    @Test func aWholeNumberFieldTakesOnlyAWholeNumberOfItsUnit() throws {
        let diagnostic = try only(check(inhale: "4", cycles: "7s").0)
        #expect(diagnostic.message == "'cycles' must be a whole number, found text '7s'", "cycles count plays, not time")
        // Session lengths are whole minutes: 90 seconds is not one.
        let run = try PipelineRun.sample(replacing: "durations: [2, 5, 10]", with: "durations: [2min, 90s, 10]", in: "site.yml")
        let found = run.diagnostics(in: "site.yml").filter { $0.id == "schema.type-mismatch" }
        #expect(found.map(\.message) == ["'durations' must be a whole number of minutes, written without a unit; found '2min'",
                                          "'durations' must be a whole number of minutes, written without a unit; found '90s', 1.5 minutes"])
        #expect(found.map { $0.fixIts.map(\.replacement) } == [["2"], []])
    }

    @Test func aWholeNumberWithADecimalPointGetsAFixIt() throws {
        let (diagnostics, text) = check(inhale: "4", cycles: "1e1")
        let diagnostic = try only(diagnostics)
        #expect(diagnostic.id == "schema.type-mismatch")
        #expect(diagnostic.message == "'cycles' must be a whole number written without a decimal point or exponent; found 1e1")
        #expect(diagnostic.location?.range.start == text["2️⃣"])
        #expect(diagnostic.fixIts.first?.replacement == "10")
    }

    @Test(arguments: [("2.5", "schema.type-mismatch", "'cycles' must be a whole number from 1 to 60; found 2.5"),
                      ("1e20", "schema.out-of-range", "'cycles' must be between 1 and 60; found 1e20"),
                      ("99999999999999999999", "schema.out-of-range", "'cycles' must be between 1 and 60; found 99999999999999999999"),
                      ("1e400", "schema.out-of-range", "'cycles' must be between 1 and 60; found 1e400"),
                      (".inf", "schema.type-mismatch", "'cycles' must be a whole number from 1 to 60; found .inf (infinity)"),
                      (".NaN", "schema.type-mismatch", "'cycles' must be a whole number from 1 to 60; found .NaN (not a number)")])
    func wholeNumbersInAnotherFormNameTheirRange(_ cycles: String, _ id: String, _ message: String) throws {
        let diagnostic = try only(check(inhale: "4", cycles: cycles).0)
        #expect(diagnostic.id == id)
        #expect(diagnostic.message == message)
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test(arguments: [(".inf", "'inhale' must be a number from 1 to 20; found .inf (infinity)"),
                      ("-.Inf", "'inhale' must be a number from 1 to 20; found -.Inf (infinity)"),
                      (".nan", "'inhale' must be a number from 1 to 20; found .nan (not a number)"),
                      ("1e400", "'inhale' must be between 1 and 20; found 1e400"),
                      ("0.5", "'inhale' must be between 1 and 20; found 0.5"),
                      ("1.2.3", "'inhale' must be a number from 1 to 20; found 1.2.3")])
    func numbersNoTimingCanUseNameTheRange(_ inhale: String, _ message: String) throws {
        let (diagnostics, text) = check(inhale: inhale, cycles: "4")
        let diagnostic = try only(diagnostics)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location?.range.start == text["1️⃣"])
    }

    @Test func numbersInTheirFieldsFormPass() {
        #expect(check(inhale: "4.5", cycles: "60").0.isEmpty)
        #expect(check(inhale: "1_0", cycles: "1_0").0.isEmpty)
        #expect(check(inhale: "4", cycles: "0x1F").0.isEmpty, "YAML's hexadecimal form")
    }
}
