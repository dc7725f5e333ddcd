/// What is wrong with a source's `pages` as written (`"418–417"`, `"pp. 12–14"`, `"173-"`), and
/// what it should say, when that is clear. Each page reads as the site shows it, after the word
/// its locale puts in front ("pages 173–180", "с. 173–180"), so the value is page numbers and
/// ranges, separated by commas. Anything else that is not plainly a mistake (`xi–xiv`, `e12`,
/// `173 ff.`) passes: sources number their pages in many ways.
struct SourcePages {
    /// One mistake in the value.
    struct Problem: Equatable {
        /// What is wrong, as the finding's message ends.
        var message: String
        /// The whole value as it should be written, when there is one clear way.
        var corrected: String?
    }

    /// The words and abbreviations for "page" or "pages" a value may start with, lowered, with
    /// the punctuation after them.
    static let pageWords = ["pages", "page", "pp.", "pp", "p.", "pgs.", "pg.", "стр.", "с."]

    /// The separators of a range's two ends: the en dash, the hyphen and the em dash.
    static let rangeSeparators: Set<Character> = ["–", "-", "—"]

    /// The first mistake in `pages`, or `nil` when it reads as pages.
    static func problem(in pages: String) -> Problem? {
        // Most values are a page or a range of two, read here from the bytes: the checks below
        // took 4,000 instructions a reading.
        var copy = pages
        if copy.withUTF8(isPlainPageOrRange) { return nil }
        if let word = leadingPageWord(in: pages) {
            let rest = pages.dropFirst(word.count).drop(while: \.isWhitespace)
            return Problem(message: "start with '\(word)', and the site already writes the word for pages in front of it",
                           corrected: rest.isEmpty ? nil : String(rest))
        }
        let entries = pages.split(separator: ",", omittingEmptySubsequences: false)
        var corrected: [String] = []
        var found: Problem?
        for entry in entries {
            let trimmed = entry.trimmingSpaces
            guard found == nil else { corrected.append(String(entry)); continue }
            if trimmed.isEmpty {
                found = Problem(message: entries.count == 1 ? "are empty" : "have an empty entry between their commas", corrected: nil)
                continue
            }
            guard var problem = rangeProblem(trimmed) else { corrected.append(String(entry)); continue }
            if entries.count > 1 { problem.message += ", '\(trimmed)'" }
            found = problem
            guard let fixed = problem.corrected else { return problem }
            // Keep the spaces around the entry, so that only the range changes.
            let leading = entry.prefix(while: \.isWhitespace), trailing = entry.reversed().prefix(while: \.isWhitespace)
            corrected.append(leading + fixed + String(trailing.reversed()))
        }
        guard var problem = found else { return nil }
        problem.corrected = problem.corrected == nil ? nil : corrected.joined(separator: ",")
        return problem
    }

    /// Whether `bytes` are a page (`173`) or a range of two pages in order (`173–180`, `173-80`),
    /// digits around a hyphen, en dash or em dash.
    private static func isPlainPageOrRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func number() -> (value: Int, digits: Int)? {
            var value = 0, digits = 0
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10, digits < 9 {
                value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            return digits == 0 ? nil : (value, digits)
        }
        guard let first = number() else { return false }
        if index == bytes.count { return true }
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
        } else if index + 3 <= bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0x93 || bytes[index + 2] == 0x94 {
            index += 3
        } else {
            return false
        }
        guard let last = number(), index == bytes.count else { return false }
        var shortened = 1
        for _ in 0..<last.digits { shortened *= 10 }
        let end = last.digits < first.digits ? first.value / shortened * shortened + last.value : last.value
        return end > first.value
    }

    /// The page word `pages` starts with, as written, when a space, a digit or the end follows it.
    private static func leadingPageWord(in pages: String) -> Substring? {
        let lowered = pages.lowercased()
        for word in pageWords where lowered.hasPrefix(word) {
            let after = lowered.dropFirst(word.count).first
            if after == nil || after!.isWhitespace || after!.isNumber { return pages.prefix(word.count) }
        }
        return nil
    }

    /// What is wrong with one entry, a page or a range: an end left out, more than two ends, or
    /// numbered ends that run backwards or are the same page. A shortened end (`173–80`) reads
    /// as the first end with its last digits replaced (`173–180`), as style guides write it.
    private static func rangeProblem(_ entry: Substring) -> Problem? {
        let ends = entry.split(omittingEmptySubsequences: false, whereSeparator: rangeSeparators.contains).map(\.trimmingSpaces)
        guard ends.count > 1 else { return nil }
        guard ends.count == 2 else { return Problem(message: "have a range with \(ends.count) ends", corrected: nil) }
        let separator = entry.first(where: rangeSeparators.contains)!
        guard !ends[0].isEmpty, !ends[1].isEmpty else {
            return Problem(message: "have a range with its \(ends[0].isEmpty ? "first" : "last") page left out", corrected: nil)
        }
        guard let first = Int(ends[0]), let written = Int(ends[1]) else { return nil }
        let last = ends[1].count < ends[0].count ? Int(ends[0].dropLast(ends[1].count) + ends[1]) ?? written : written
        if last == first {
            return Problem(message: "have a range that starts and ends on page \(first)", corrected: String(ends[0]))
        }
        guard last < first else { return nil }
        // Backwards: the same ends, the lower first.
        return Problem(message: "have a range that runs backwards",
                       corrected: "\(last)\(separator)\(first)")
    }
}

private extension Substring {
    /// The text without the spaces at either end.
    var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
