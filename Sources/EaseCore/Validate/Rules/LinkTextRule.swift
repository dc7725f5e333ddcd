import EaseBytes
import EaseDiagnostics
import EaseMarkdown

/// A link's text says where it leads: not empty, not only an emoji, and not a word that only
/// names the control ("click here", "link"; the site's audit's list, `AccessibleNameRule`). A
/// screen reader's list of links reads each one's text alone (WCAG 2.4.4 Link Purpose). The audit
/// finds the same text in the rendered page; this reports it where it is written. For the same
/// reason two links of one page that read alike lead to one place: "read more" to one reading
/// and "read more" to another would be two alike in that list (a warning at the second).
struct LinkTextRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["link.vague-text": "a link's text is empty, only an emoji, or only says it is a link",
         "link.same-text": "two links of one page read alike and lead to different places",
         "link.address-mismatch": "a link's text is a web address of another site than the one it leads to"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var naming = VagueLinkNaming(context)
        for document in context.subjectDocuments {
            let references = document.references
            diagnostics += Self.sameText(references, in: document)
            for index in references.indices where references[index].kind == .link {
                // Text that starts and ends with a visible ASCII character (nearly all) has nothing to trim.
                let written = references[index].text
                let text = Self.isVisibleASCII(written.utf8.first) && Self.isVisibleASCII(written.utf8.last) ? written : written.trimmingWhitespace()
                let destination = references[index].destination
                let message: String
                if text.isEmpty {
                    // An image with no alt text as the link's only content: that is the mistake, reported as the image's.
                    if Self.holdsImageWithoutAlt(references, link: index) { continue }
                    message = "the link to '\(destination)' has no text"
                }
                else if WCAG.isOnlyEmoji(text) { message = "the link to '\(destination)' is only an emoji" }
                else if AccessibleNameRule.isTypeWord(text) { message = "the link text '\(text)' says only that it is a link, not where it leads (to '\(destination)')" }
                else {
                    // Only a web or mail destination can name another address than its text: told by its first byte.
                    let location = document.location(references[index].range)
                    switch destination.utf8.first.map({ $0 | 0x20 }) {
                    case UInt8(ascii: "h"): if let mismatch = Self.addressMismatch(text, destination, at: location) { diagnostics.append(mismatch) }
                    case UInt8(ascii: "m"): if let mismatch = Self.mailAddressMismatch(text, destination, at: location) { diagnostics.append(mismatch) }
                    default: break
                    }
                    continue
                }
                diagnostics.append(.error("link.vague-text", message,
                                          at: document.location(references[index].range),
                                          notes: [DiagnosticNote("name what the link leads to; a screen reader's list of links reads each one's text alone (WCAG 2.4.4)")],
                                          fixIts: naming.fixIts(forLinkTo: destination, text: written, at: references[index].range, in: document)))
            }
        }
        return diagnostics
    }

    /// Whether the link at `link` holds an image with no alt text (the reference after it, inside
    /// its range): `image.missing-alt` reports that, with a note that the link has no name either.
    static func holdsImageWithoutAlt(_ references: [MarkdownReference], link: Int) -> Bool {
        let next = link + 1
        guard next < references.count, references[next].kind == .image else { return false }
        let (outer, inner) = (references[link].range, references[next].range)
        return inner.start >= outer.start && inner.end <= outer.end && references[next].text.trimmingWhitespace().isEmpty
    }

    /// The warning for a link whose text is a web address of another site than its destination's
    /// (`[www.nhs.uk](https://example.com/…)`): a reader trusts the address they read.
    static func addressMismatch(_ text: String, _ destination: String, at location: SourceLocation) -> Diagnostic? {
        // The destination first: the text is read only for a web destination.
        guard let leadsTo = WebAddressHost.ofDestination(destination), let shown = WebAddressHost.ofText(text),
              !WebAddressHost.sameSite(shown, leadsTo) else { return nil }
        return .warning("link.address-mismatch", "the link's text is an address on \(shown), but it leads to \(leadsTo) ('\(destination)')",
                        at: location,
                        notes: [DiagnosticNote("a reader, and a screen reader's list of links, trusts the address the text shows; make the text and the destination name the same site")])
    }

    /// The warning for a link whose text is an e-mail address and whose `mailto:` destination
    /// writes to another (`[help@example.org](mailto:other@example.org)`).
    static func mailAddressMismatch(_ text: String, _ destination: String, at location: SourceLocation) -> Diagnostic? {
        guard let writesTo = WebAddressHost.mailAddress(ofDestination: destination), let shown = WebAddressHost.mailAddress(ofText: text),
              shown != writesTo else { return nil }
        return .warning("link.address-mismatch", "the link's text is the address \(shown), but it writes to \(writesTo)",
                        at: location,
                        notes: [DiagnosticNote("a reader, and a screen reader's list of links, trusts the address the text shows; make the text and the destination the same address")])
    }

    /// Links after an earlier one that reads alike (letter case aside) and leads elsewhere, each
    /// reported once, at the first such repeat of its text.
    private static func sameText(_ references: [MarkdownReference], in document: ParsedDocument) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        var resolver: DocumentLinkResolver?
        for later in references.indices where references[later].kind == .link && !references[later].text.isEmpty {
            let text = references[later].text
            for earlier in references[..<later].indices where references[earlier].kind == .link {
                // Texts of other lengths (nearly all pairs) are told apart without lower-casing.
                guard references[earlier].text.utf8.count == text.utf8.count,
                      references[earlier].destination != references[later].destination,
                      Self.readAlike(references[earlier].text, text) else { continue }
                if resolver == nil { resolver = DocumentLinkResolver(documentPath: document.source.relativePath) }
                let places = [references[earlier].destination, references[later].destination]
                guard resolver?.resolve(places[0]) != resolver?.resolve(places[1]) || resolver?.resolve(places[0]) == nil,
                      reported.insert(text.lowercased()).inserted else { continue }
                diagnostics.append(.warning("link.same-text", "two links read '\(text)' and lead to different places ('\(places[0])', '\(places[1])'): a screen reader's list of links would show two alike",
                                            at: document.location(references[later].range),
                                            notes: [DiagnosticNote("the other '\(references[earlier].text)'", at: document.location(references[earlier].range)),
                                                    DiagnosticNote("say in each link's text where it leads (WCAG 2.4.4)")]))
                break
            }
        }
        return diagnostics
    }

    /// Whether two texts are the same but for letter case: ASCII byte by byte (lower-casing both
    /// made two strings for each pair of links of one length, 4 M instructions in a 1k check).
    static func readAlike(_ first: String, _ second: String) -> Bool {
        var isASCII = true
        let same = first.utf8.elementsEqual(second.utf8) { a, b in
            if a >= 0x80 || b >= 0x80 { isASCII = false }
            return (a >= 0x41 && a <= 0x5A ? a | 0x20 : a) == (b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
        }
        return isASCII ? same : CommonScalars.lowercased(text: first) == CommonScalars.lowercased(text: second)
    }

    private static func isVisibleASCII(_ byte: UInt8?) -> Bool {
        byte.map { $0 > 0x20 && $0 < 0x7F } ?? false
    }
}
