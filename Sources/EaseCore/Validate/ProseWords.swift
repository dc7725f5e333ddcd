/// Counts the words of a text as a reader would: runs between ASCII white space that hold a
/// letter or a digit (a dash, a quotation mark or a Markdown marker alone is none). Read as
/// bytes: an ASCII letter or digit settles a run, and only a run of other characters has its
/// scalars' properties looked up.
enum ProseWords {
    static func count(_ text: String) -> Int {
        var count = 0
        for run in text.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
            if run.contains(where: { $0 < 0x80 && (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x30 && $0 <= 0x39) }) {
                count += 1
            } else if run.contains(where: { $0 >= 0x80 }),
                      String(decoding: run, as: UTF8.self).unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
                count += 1
            }
        }
        return count
    }
}
