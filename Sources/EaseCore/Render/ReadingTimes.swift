/// The reading time a page shows for each reading ("4 minutes to read"), by the number of
/// minutes: a site's readings take a handful of different times, so each time's text is made
/// once (its plural form looked up and its number put in) instead of once for each reading.
struct ReadingTimes {
    /// The text of each number of minutes the readings take, by that number (`nil` for numbers
    /// none takes).
    private let texts: [String?]
    /// The site whose `reading-time` text is filled in, for a number not in `texts`.
    private let site: SiteConfiguration

    /// The texts of the numbers of minutes `readings` take.
    init(_ readings: [Reading], site: SiteConfiguration) {
        self.site = site
        let minutes = readings.map(Self.minutes(of:))
        var texts = [String?](repeating: nil, count: (minutes.max() ?? 0) + 1)
        for number in minutes where texts[number] == nil { texts[number] = Self.text(number, site: site) }
        self.texts = texts
    }

    /// The reading time of `reading`.
    func text(of reading: Reading) -> String {
        let minutes = Self.minutes(of: reading)
        // A reading edited since the table was made (``ReadingEditBuild``) may take a new time.
        if minutes < texts.count, let text = texts[minutes] { return text }
        return Self.text(minutes, site: site)
    }

    private static func minutes(of reading: Reading) -> Int {
        ItemEncoder.readingMinutes(words: reading.item.document.wordCount)
    }

    private static func text(_ minutes: Int, site: SiteConfiguration) -> String {
        site.text("reading-time", count: minutes)
    }
}
