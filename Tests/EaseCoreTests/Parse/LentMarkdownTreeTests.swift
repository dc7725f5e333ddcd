@testable import EaseCore
import EaseDiagnostics
import EaseMarkdown
import Foundation
import Testing

/// A body's tree parsed once for a build's two readers (its page and its bundle file), then dropped.
@Suite struct LentMarkdownTreeTests {
    /// Counts the parses a lent tree asks for; each parse gives a tree of its own number.
    final class Parses: @unchecked Sendable {
        private let lock = NSLock()
        private var made = 0
        /// What each tree's text starts with: the body it belongs to.
        let body: String

        init(body: String = "") {
            self.body = body
        }

        var count: Int { lock.withLock { made } }

        func parse() -> MarkdownRenderTree {
            tree(number: lock.withLock { made += 1; return made })
        }

        /// The tree of the `number`th parse.
        func tree(number: Int) -> MarkdownRenderTree {
            MarkdownRenderTree(MarkdownDocument(blocks: [MarkdownBlock(.html("\(body)parse \(number)"), range: SourceRange(line: 1, column: 1, length: 1))]))
        }
    }

    @Test func theSecondReaderTakesTheFirstReadersTreeAndALaterReaderParsesAgain() {
        let parses = Parses()
        let lent = LentMarkdownTree(readers: 2, budget: LendingBudget())
        let first = lent.read(parsing: parses.parse)
        #expect(parses.count == 1)
        #expect(lent.read(parsing: parses.parse) == first)
        #expect(parses.count == 1)
        // Both readers have read it: it is no longer held, and a third reader parses its own.
        #expect(lent.read(parsing: parses.parse) != first)
        #expect(parses.count == 2)
    }

    @Test func readersAtTheSameMomentShareOneParse() {
        for _ in 0..<200 {
            let parses = Parses()
            let lent = LentMarkdownTree(readers: 2, budget: LendingBudget())
            let trees = (0..<2).map { _ in RenderTreeBox() }
            DispatchQueue.concurrentPerform(iterations: 2) { trees[$0].tree = lent.read(parsing: parses.parse) }
            #expect(parses.count == 1)
            #expect(trees[0].tree == trees[1].tree)
        }
    }

    @Test func noMoreTreesAreLentThanTheBudgetHolds() {
        let parses = Parses()
        let budget = LendingBudget(trees: 1)
        let (first, second) = (LentMarkdownTree(readers: 2, budget: budget), LentMarkdownTree(readers: 2, budget: budget))
        _ = first.read(parsing: parses.parse)
        // The budget is spent on the first body's tree: the second body's is not kept, and its
        // second reader parses it again.
        _ = second.read(parsing: parses.parse)
        _ = second.read(parsing: parses.parse)
        #expect(parses.count == 3)
        // The first body's second reader takes its tree (no parse) and gives the room back.
        _ = first.read(parsing: parses.parse)
        #expect(parses.count == 3)
        let third = LentMarkdownTree(readers: 2, budget: budget)
        _ = third.read(parsing: parses.parse)
        _ = third.read(parsing: parses.parse)
        #expect(parses.count == 4)
    }

    @Test func manyBodiesReadOnManyThreadsAreEachParsedOnceAndGetTheirOwnTree() {
        // More bodies than the budget has lock stripes, read by their two readers at once on every
        // core: bodies sharing a stripe do not mix up their trees.
        let budget = LendingBudget(trees: 4_096, lockStripes: 8)
        let bodies = (0..<500).map { (LentMarkdownTree(readers: 2, budget: budget), Parses(body: "body \($0), ")) }
        let trees = (0..<1_000).map { _ in RenderTreeBox() }
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            let (lent, parses) = bodies[index / 2]
            trees[index].tree = lent.read(parsing: parses.parse)
        }
        #expect(bodies.allSatisfy { $0.1.count == 1 })
        #expect((0..<500).allSatisfy { trees[2 * $0].tree == trees[2 * $0 + 1].tree })
        #expect((0..<500).allSatisfy { trees[2 * $0].tree == bodies[$0].1.tree(number: 1) })
    }

    /// A tree written by one worker, read after the workers are done.
    final class RenderTreeBox: @unchecked Sendable {
        var tree: MarkdownRenderTree?
    }
}
