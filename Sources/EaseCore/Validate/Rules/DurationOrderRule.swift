import EaseDiagnostics

/// `site.yml`'s `durations` run from the shortest to the longest: the Relax tab offers them in
/// the order listed, under "How much time do you have?", and a reader scanning for the length
/// they have, by eye or with VoiceOver, expects them in order (`2, 10, 5` reads as a slip). A
/// warning at the first length listed after a longer one, with a fix-it that writes the lengths
/// in order, each where a length is written now (the commas, brackets or `- ` between them kept).
/// Repeats are `site.repeated`'s: the order is that of each length's first place, and the
/// fix-it is offered only when nothing repeats.
struct DurationOrderRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["site.durations-order": "site.yml's durations are not listed from the shortest to the longest"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        let durations = site.durations
        guard let slip = durations.indices.dropFirst().first(where: { durations[$0].value < durations[$0 - 1].value }) else { return [] }
        let order = durations.map(\.value).sorted()
        var fixIts: [FixIt] = []
        if site.repeatedDurations.isEmpty, let file = context.sourceFile(of: site.document), let fix = inOrder(durations, in: file) {
            fixIts.append(fix)
        }
        return [.warning("site.durations-order",
                         "\(durations[slip].value) minutes is listed after \(durations[slip - 1].value) minutes; the Relax tab offers the lengths in the order listed",
                         at: durations[slip].location,
                         notes: [DiagnosticNote("list them from the shortest to the longest: \(order.map(String.init).joined(separator: ", "))")],
                         fixIts: fixIts)]
    }

    /// A fix-it that writes the lengths in order, each where a length is written now.
    private func inOrder(_ durations: [Located<Int>], in file: SourceFile) -> FixIt? {
        let order = durations.indices.sorted { (durations[$0].value, $0) < (durations[$1].value, $1) }
        return .rearranging(durations.map { $0.location.range }, into: order, in: file, label: "list the lengths in order")
    }
}
