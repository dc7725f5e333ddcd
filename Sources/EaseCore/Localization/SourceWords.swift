import EaseBytes
import EaseDiagnostics

/// What a translation translates of its source, and the `source-hash` it records of it: the
/// texts of the source's front matter, every text field its kind's schema lists (in schema order,
/// each with its key path: `title`, `scenes[2].image.alt`), but its `id`, its `source-hash` and the
/// `source` a reading draws on (a book keeps its title in every language), then its Markdown body
/// with each run of spaces, tabs and line breaks read as one space.
///
/// So a source whose number, switch, choice or media file changed (a breathing exercise's fade or
/// its pace, a new illustration) leaves its translations current: each translation's own values
/// are compared with the source's by `l10n.value-differs`, which says what to change, and a
/// translation may set its fade and its media for itself. Nor does a paragraph wrapped anew
/// make them stale. A changed word, heading, link, `alt` text or prompt does.
public enum SourceWords {
    /// The top-level keys whose texts are not the source's words to translate.
    static let keysNotTranslated = TranslationLeftInSourceRule.keysNotTranslated

    /// The `source-hash` of an item's words: the first 12 hex digits of their SHA-256.
    public static func hash(of item: ContentItem) -> String {
        SourceHash.of(bytes(of: item))
    }

    /// The words as hashed: each front matter text as `path=text` and a line feed, a record
    /// separator, then the body (the whole file, when its front matter does not close). The
    /// texts are the fields ``TranslatedFrontMatter`` gives, the ones `l10n.untranslated` compares
    /// a translation's with (the item taken as its own translation: every field of its kind).
    static func bytes(of item: ContentItem) -> [UInt8] {
        var bytes: [UInt8] = []
        let fields = TranslatedFrontMatter.fields(of: item, source: item, leaving: { key, topLevel in topLevel && keysNotTranslated.contains(key) })
        for (path, node, _) in fields.flatMap(\.texts) {
            guard let text = node.string else { continue }
            bytes += path.utf8
            bytes.append(UInt8(ascii: "="))
            appendCollapsingSpaces(text.utf8, into: &bytes)
            bytes.append(0x0A)
        }
        bytes.append(0x1E)
        appendCollapsingSpaces(ContentParser.markdownBody(of: item.document.source.file).text.utf8, into: &bytes)
        return bytes
    }

    /// Appends `text` with each run of spaces, tabs, carriage returns and line feeds as one
    /// space, and none at either end: the whole text copied at once, then its spaces closed up
    /// in place (a source's whole body is hashed; appended byte by byte, or a word at a time,
    /// the copy took longer than the hash).
    private static func appendCollapsingSpaces(_ text: some Sequence<UInt8>, into bytes: inout [UInt8]) {
        if text.withContiguousStorageIfAvailable({ appendCollapsingSpaces($0, into: &bytes) }) == nil {
            Array(text).withUnsafeBufferPointer { appendCollapsingSpaces($0, into: &bytes) }
        }
    }

    private static func appendCollapsingSpaces(_ text: UnsafeBufferPointer<UInt8>, into bytes: inout [UInt8]) {
        guard !text.isEmpty else { return }
        let start = bytes.count
        // Room for all of it, growing as appending does (a room of exactly enough each time
        // would copy the bytes for each of an exercise's prompts).
        if bytes.capacity < start + text.count { bytes.reserveCapacity(max(2 * bytes.capacity, start + text.count)) }
        // From a buffer, one copy (a string's UTF-8 view was appended a byte at a time).
        bytes.append(contentsOf: text)
        let end = bytes.withUnsafeMutableBufferPointer { buffer in
            start + SpaceRuns.close(UnsafeBufferPointer(rebasing: buffer[start...]), into: buffer.baseAddress! + start, isSpace: isSpace)
        }
        bytes.removeLast(bytes.count - end)
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
