import EaseDiagnostics
import EaseTemplates

/// What a template includes through partials, for the checks that count a partial's markup as the
/// including template's own (``TemplateContentCheck``, ``TemplateElementIDs``).
enum TemplatePartials {
    /// `name` and every template it includes at any depth, each once, in the order a page made
    /// with it reaches them (a template before the partials it includes, those in the order it
    /// includes them); names of no template in `templates` are left out.
    static func withIncluded(_ name: String, in templates: [String: (file: SourceFile, template: CompiledTemplate)]) -> [String] {
        var order: [String] = []
        var visited: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted, let template = templates[next]?.template else { continue }
            order.append(next)
            pending += template.partialNames.reversed()
        }
        return order
    }
}
