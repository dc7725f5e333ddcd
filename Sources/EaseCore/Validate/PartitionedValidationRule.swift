import EaseDiagnostics

/// A rule whose check is pieces of work that run on all cores beside the other rules' checks.
///
/// The pipeline runs the rules on every core, one rule a task, and a task cannot hand work to the
/// other cores (libdispatch runs a parallel loop inside another one on its own thread). A rule
/// over every translation of a site took several times as long as all the other rules together
/// for a site translated in full, on one core while the other waited; split by source, its pieces
/// share the cores with everything else.
///
/// Such a rule gives its pieces (``ValidationRule/pieces(_:)``, made on one core: only what to do
/// in each) and takes its check from them.
public protocol PartitionedValidationRule: ValidationRule {}

extension PartitionedValidationRule {
    /// The pieces run one after the other.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        pieces(context).flatMap { $0() }
    }
}

/// Runs the rules of a check on all cores.
enum ValidationRunner {
    /// Each rule's findings, in the rules' order: every piece of every rule (a rule that is not
    /// partitioned is one piece) handed out to the cores in that order, and each rule's pieces'
    /// findings joined in theirs.
    static func run(_ rules: [any ValidationRule], in context: ValidationContext) -> [[Diagnostic]] {
        let pieces = rules.map { $0.pieces(context) }
        let all = pieces.flatMap { $0 }
        var findings = parallelMap(all.count) { all[$0]() }
        var start = 0
        return pieces.map { rulePieces in
            defer { start += rulePieces.count }
            return (start..<(start + rulePieces.count)).flatMap { findings.take(at: $0, leaving: []) }
        }
    }
}
