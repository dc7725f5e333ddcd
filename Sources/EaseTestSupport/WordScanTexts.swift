/// Texts for testing scans that read eight bytes at a time: one `special` character at every
/// position of texts up to `maximumLength` characters long, after ASCII letters and before
/// two-byte characters, so that it lands at every offset of a word, in the tail shorter than a
/// word, and beside multi-byte UTF-8.
public enum WordScanTexts {
    /// Every placement of `special`, shortest texts first.
    public static func placing(_ special: String, maximumLength: Int = 20) -> [String] {
        (0..<maximumLength).flatMap { length in
            (0...length).map { position in
                String(repeating: "a", count: position) + special + String(repeating: "é", count: length - position)
            }
        }
    }
}
