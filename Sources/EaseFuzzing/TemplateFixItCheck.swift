import EaseCore
import EaseDiagnostics
import Foundation

/// Checks that a template's fix-its fix what they say: each applied alone to the template, a
/// template that parsed still parses and the diagnostic is no longer reported where it was. The template's
/// file is written back as it was afterwards.
struct TemplateFixItCheck {
    /// The template as the build read it.
    let file: SourceFile
    /// The templates folder it is in.
    let templates: String
    /// How many fix-its one input has applied at most: each is a load of every template.
    static let limit = 4

    func check(_ diagnostics: [Diagnostic]) -> [FuzzFinding] {
        let fixes = diagnostics.filter { $0.location?.path == file.path }.flatMap { diagnostic in diagnostic.fixIts.map { (diagnostic, $0) } }
        guard !fixes.isEmpty else { return [] }
        defer { _ = FileManager.default.createFile(atPath: file.path, contents: Data(file.text.utf8)) }
        // A template that does not parse may still have fix-its (an unknown partial is found in
        // its text): those need not make it parse.
        let parsed = !diagnostics.contains { $0.id == "template.syntax" && $0.location?.path == file.path }
        var findings: [FuzzFinding] = []
        for (diagnostic, fixIt) in fixes.prefix(Self.limit) {
            let what = "fix-it '\(fixIt.message)' of \(diagnostic.id) at \(fixIt.range)"
            guard let replaced = file.byteRange(of: fixIt.range) else {
                findings.append(FuzzFinding("fix-it-applies", "\(what): the range is not in the file"))
                continue
            }
            var bytes = Array(file.text.utf8)
            bytes.replaceSubrange(replaced, with: Array(fixIt.replacement.utf8))
            _ = FileManager.default.createFile(atPath: file.path, contents: Data(bytes))
            let after = TemplateSet.load(from: templates).1.filter { $0.location?.path == file.path }
            if parsed, let broken = after.first(where: { $0.id == "template.syntax" }) {
                findings.append(FuzzFinding("fix-it-fixes", "\(what) breaks the template: \(broken.message)"))
            } else if after.contains(where: { $0.id == diagnostic.id && $0.location?.range.start == fixIt.range.start }) {
                findings.append(FuzzFinding("fix-it-fixes", "\(what) leaves the problem where it was"))
            }
        }
        return findings
    }

}
