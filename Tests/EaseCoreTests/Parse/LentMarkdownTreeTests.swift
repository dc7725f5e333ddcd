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
        var count: Int { lock.withLock { made } }

        func parse() -> MarkdownDocument {
            let number = lock.withLock { made += 1; return made }
            return MarkdownDocument(blocks: [MarkdownBlock(.html("parse \(number)"), range: SourceRange(line: 1, column: 1, length: 1))])
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
            let trees = (0..<2).map { _ in MarkdownDocumentBox() }
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

    /// A tree written by one worker, read after the workers are done.
    final class MarkdownDocumentBox: @unchecked Sendable {
        var tree: MarkdownDocument?
    }
}
