/// Descriptions of every diagnostic id the pipeline emits, for SARIF's rule table and the docs.
public enum DiagnosticIDs {
    /// Ids emitted outside the validation rules (load, parse, schema).
    public static let stages: [String: String] = [
        "usage.content-directory": "the content folder does not exist",
        "io.unreadable": "a file or folder cannot be read",
        "content.missing-site": "the content folder has no site.yml",
        "content.not-a-file": "a folder or special file stands where a content file is expected",
        "content.not-a-folder": "a file stands where a content folder is expected",
        "content.unexpected-file": "a file that is not content was ignored",
        "source.byte-order-mark": "a file starts with a UTF-8 byte-order mark",
        "source.not-text": "a file contains NUL bytes",
        "source.invalid-utf8": "a file is not valid UTF-8",
        "source.empty-file": "a file is empty",
        "source.mixed-line-endings": "a file mixes CRLF and LF line endings",
        "source.carriage-return": "a line ends with a carriage return alone",
        "source.too-large": "a file is larger than the size limit",
        "frontmatter.missing": "a Markdown file has no front matter",
        "frontmatter.unterminated": "front matter is never closed",
        "frontmatter.empty": "front matter has no keys",
        "yaml.syntax": "YAML syntax error",
        "yaml.continued-item": "a line starting with '- ' indented more than the text above it, which YAML reads as more of that text",
        "yaml.comment-in-value": "a comment glued to a word after a text value (`Step #1`), which YAML leaves out of the value",
        "yaml.tab-indentation": "a tab is used for indentation in YAML",
        "yaml.duplicate-key": "a YAML mapping sets a key twice",
        "yaml.too-large": "YAML is nested too deeply or expands to too many values",
        "markdown.too-deep": "Markdown is nested too deeply",
        "schema.unknown-key": "a key is not part of the schema",
        "schema.missing-key": "a required key is missing",
        "schema.kind-mismatch": "an exercise's keys are another kind's than its 'kind:' names",
        "schema.missing-value": "a key has no value",
        "schema.type-mismatch": "a value has the wrong type",
        "schema.invalid-value": "a value is not one of the allowed values or forms",
        "schema.out-of-range": "a number is outside its allowed range",
        "schema.item-count": "a list has too few or too many items",
        "io.write-failed": "the output, or a file the fix-its changed, could not be written",
        "io.output-locked": "another build is writing to the same output folder",
        "io.source-changed": "a content file changed while the build was making its output",
        "usage.templates-directory": "the templates folder does not exist",
        "template.syntax": "a Mustache template does not parse",
        "template.unknown-partial": "a template includes a partial that does not exist",
        "template.missing": "a required page template is missing",
        "template.partial-cycle": "a template includes itself through partials",
        "template.unknown-name": "a template reads a name Ease never gives it, so it renders as nothing",
        "template.escaped-markup": "a template writes HTML escaped ({{body}}), so the page shows its tags as text",
        "template.unescaped-text": "a template writes text unescaped ({{{title}}}), so content could put markup in the page",
        "template.missing-content": "a layout or page template never writes its page's content or body",
        "site.unread-ui-string": "a ui string of site.yml is not one of Ease's and no template reads it",
        "heading.anchor-taken": "a heading's anchor is an id a template already gives an element of the same page",
        "usage.audit-folder": "the folder to audit is not a folder",
        "usage.unknown-rule": "an audit rule named on the command line does not exist",
        "usage.invalid-catalog": "a string catalog to import cannot be read or is for another language",
        "build.stale-output": "the output differs from what a build would write (ease build --verify)",
    ]

    /// Every id with its description: the stages', every validation rule's and every audit
    /// rule's (a build's report has the audit's findings).
    public static var all: [String: String] {
        var all = stages
        for rule in ValidationRules.all {
            all.merge(rule.diagnosticIDs) { first, _ in first }
        }
        all.merge(SiteAuditor.ruleDescriptions) { first, _ in first }
        return all
    }
}
