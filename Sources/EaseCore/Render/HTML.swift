import EaseBytes
import EaseTemplates

/// HTML text helpers.
public enum HTML {
    /// Escapes text for element content and double-quoted attribute values. Text without `&`,
    /// `<`, `>`, `"` or `'` (most of it) is returned as it is; the rest is escaped byte by byte
    /// (the five characters are ASCII, so no UTF-8 sequence is split).
    public static func escape(_ text: String) -> String {
        guard HTMLEscaping.needsEscaping(text) else { return text }
        let out = ByteBuffer(capacity: text.utf8.count + 16)
        HTMLEscaping.append(text, to: out)
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
