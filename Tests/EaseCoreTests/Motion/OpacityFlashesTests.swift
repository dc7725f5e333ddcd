@testable import EaseCore
import EaseDiagnostics
import Testing

/// WCAG 2.3.1's count: pairs of opposing changes of opacity in any one second, followed through
/// keyframes, repeats and steps in a row, changes under a tenth left out.
@Suite struct OpacityFlashesTests {
    /// An opacity animation of `element` through `values`, evenly spaced over `duration` ms.
    func fade(_ values: [Double], of element: String = "title", start: Double = 0, duration: Double, period: Double? = nil,
              plays: Int? = 1, line: Int = 1) -> TimedAnimation {
        let keyframes = values.enumerated().map { index, value in
            let at = values.count == 1 ? 0 : Double(index) / Double(values.count - 1)
            return MotionKeyframe(start: at, end: at, value: .opacity(value))
        }
        return TimedAnimation(element: element, properties: [MotionProperty(kind: .opacity, keyframes: keyframes)], start: start,
                              offset: 0, duration: duration, period: period ?? duration, iterations: plays, easing: "linear",
                              location: SourceLocation(path: "page.md", range: SourceRange(line: line, column: 1, length: 1)))
    }

    @Test func aFadeRepeatedTenTimesASecondFlashesNineTimesInIt() throws {
        // Each play rises; the jump back to the first keyframe at the next play is the fall.
        let flashes = try #require(OpacityFlashes.find(in: [fade([0, 1], duration: 100, plays: 10)]).first)
        #expect(flashes.element == "title" && flashes.count == 9 && flashes.from == 100 && !flashes.isAtLeast)
    }

    @Test func threeFlashesASecondAreAllowedAndFourAreNot() {
        #expect(OpacityFlashes.find(in: [fade([0, 1], duration: 1000.0 / 3, plays: 30)]).isEmpty, "exactly 3 a second")
        #expect(OpacityFlashes.find(in: [fade([0, 1], duration: 300, plays: 4)]).isEmpty, "four rises, three falls: three flashes")
        #expect(OpacityFlashes.find(in: [fade([0, 1], duration: 300, plays: 5)]).map(\.count) == [4])
    }

    @Test func keyframesThatTurnWithinOneStepAreFlashes() {
        let turns: [Double] = [1, 0, 1, 0, 1, 0, 1, 0, 1]
        #expect(OpacityFlashes.find(in: [fade(turns, duration: 400)]).map(\.count) == [4])
        #expect(OpacityFlashes.find(in: [fade(turns, duration: 2000)]).isEmpty, "the same turns over 2 s: two a second")
        // Played every 5 s, each play's four flashes are in a second of their own.
        #expect(OpacityFlashes.find(in: [fade(turns, start: 5000, duration: 400, period: 5400, plays: 3)]).map(\.from) == [5050])
    }

    @Test func changesUnderATenthAreNotFlashes() {
        #expect(OpacityFlashes.find(in: [fade([1, 0.95, 1, 0.95, 1, 0.95, 1, 0.95, 1, 0.95, 1], duration: 500)]).isEmpty)
        #expect(OpacityFlashes.find(in: [fade([1, 0.9, 1, 0.9, 1, 0.9, 1, 0.9, 1, 0.9, 1], duration: 500)]).map(\.count) == [5])
        // A slow drift does not add up to a change while it never turns by a tenth.
        #expect(OpacityFlashes.find(in: [fade([0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5], duration: 100, plays: 30)]).map(\.count) == [10])
    }

    @Test func stepsOfOneElementInARowAddUp() throws {
        let steps = (0..<8).map { index in
            fade(index.isMultiple(of: 2) ? [1, 0] : [0, 1], start: Double(index) * 100, duration: 100, line: index + 1)
        }
        let flashes = try #require(OpacityFlashes.find(in: steps).first)
        #expect(flashes.count == 4 && flashes.from == 100)
        #expect(flashes.location?.range.start.line == 1, "the step whose change opens the second")
        #expect(OpacityFlashes.find(in: steps.enumerated().map { index, step in
            var other = step
            other.element = index.isMultiple(of: 2) ? "title" : "text"
            return other
        }).isEmpty, "the same steps split between two elements: each holds its value between its own steps")
    }

    @Test func eachElementIsCountedAloneInTheOrderItFirstMoves() {
        let found = OpacityFlashes.find(in: [fade([0, 1], of: "text", duration: 1000), fade([0, 1], of: "pager", duration: 50, plays: 20),
                                             fade([1, 0, 1, 0, 1, 0, 1, 0, 1], of: "title", duration: 300)])
        #expect(found.map(\.element) == ["pager", "title"])
    }

    @Test func repeatsPastTheLimitMakeTheCountAFloor() throws {
        let endless = try #require(OpacityFlashes.find(in: [fade([0, 1], duration: 1, plays: nil)]).first)
        #expect(endless.isAtLeast && endless.count == OpacityFlashes.maximumPlays - 1)
        let slow = OpacityFlashes.find(in: [fade([0, 1], duration: 100, period: 2000, plays: nil)])
        #expect(slow.isEmpty, "a fade every 2 s, forever, never flashes")
    }

    @Test func timesThatCannotBeCountedAreLeftToTheirOwnErrors() {
        #expect(OpacityFlashes.find(in: [fade([0, 1], duration: 0, plays: 50)]).isEmpty)
        #expect(OpacityFlashes.find(in: [fade([0, 1], duration: .infinity, plays: 50)]).isEmpty)
        #expect(OpacityFlashes.find(in: [fade([0, 1], duration: .nan, plays: 50)]).isEmpty)
        #expect(OpacityFlashes.find(in: [fade([0, 1], duration: 100, plays: 0)]).isEmpty)
    }
}
