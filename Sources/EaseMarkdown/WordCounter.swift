import EaseBytes

/// Counts runs of non-space bytes across pieces of text, as if they were one string (ASCII white
/// space separates words; this is a reading-time estimate).
struct WordCounter {
    private(set) var count = 0
    private var inWord = false
    /// Whether the inlines added held raw HTML (which adds no words).
    private(set) var sawRawHTML = false
    /// Whether text added as text (not code) held a byte GitHub's own Markdown is written with and
    /// CommonMark reads as text: `|` (tables), `~` (strikethrough), `]` (task-list boxes) or `^`
    /// (footnotes), or a byte beside one of them (`}`, DEL, `\`, `_`): one masked test of sixteen
    /// bytes at once; or a `/`, which a web address written as text has (GitHub links it,
    /// CommonMark does not), one more test (a colon before it too cost the parse 1.5%); or a `*`
    /// (a run of them left as text: emphasis never closed), one more; or a piece that opens with
    /// `#` (a paragraph that was meant as a heading); or two `w`s in a row (an address GitHub
    /// links with no `/`, `www.nhs.uk`: of its three, two always fall in one of the pieces the
    /// bytes are tested in), one more test. It tells the rules which bodies to look at
    /// more closely (``GitHubSyntaxFinder``, ``LiteralMarkupFinder``).
    private(set) var sawLiteralMarkupMarker = false

    /// Adds code (a code span or block): its words, no markers.
    mutating func add(_ code: Substring) {
        // Read in place (a slice of a native string is contiguous), without copying the slice.
        if code.utf8.withContiguousStorageIfAvailable({ bytes in add(bytes) }) == nil {
            Array(code.utf8).withUnsafeBufferPointer { add($0) }
        }
    }

    /// Adds text: its words, and whether it holds a marker of GitHub's Markdown.
    mutating func add(text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes in add(text: bytes) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { add(text: $0) }
        }
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        count(bytes, lookingForMarkers: false)
    }

    mutating func add(text bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.first == UInt8(ascii: "#") { sawLiteralMarkupMarker = true }
        count(bytes, lookingForMarkers: true)
    }

    @inline(__always)
    private mutating func count(_ bytes: UnsafeBufferPointer<UInt8>, lookingForMarkers: Bool) {
        var (count, inWord) = (self.count, self.inWord)
        var index = 0
        // The markers: the bytes 0x5C to 0x5F and 0x7C to 0x7F, which differ from 0x5C only in
        // the bits 0xDC leaves out: one masked test.
        var markers = ByteBlock.Matches.none
        var wordMarkers: UInt64 = 0
        // Sixteen bytes at a time, then eight: a word starts at each byte that is not a space
        // after one that is (the block's first after the last byte before it).
        while index + ByteBlock.width <= bytes.count {
            let block = ByteBlock(bytes, at: index)
            let spaces = block.matches(0x20) | block.matches(0x0A) | block.matches(0x09) | block.matches(0x0D)
            let afterSpaceLow = spaces.low << 8 | (inWord ? 0 : 0xFF), afterSpaceHigh = spaces.high << 8 | spaces.low >> 56
            count &+= ByteBlock.lanesMarked(~spaces.low & afterSpaceLow) + ByteBlock.lanesMarked(~spaces.high & afterSpaceHigh)
            inWord = spaces.high >> 63 == 0
            if lookingForMarkers {
                // Two `w`s in a row within either half of the block: `www` always has two in one.
                markers = markers | block.matches(0x5C, under: 0xDC) | block.matches(0x2F) | block.matches(0x2A) | block.matches(0x77).pairs
            }
            index += ByteBlock.width
        }
        let afterBlocks = index
        while index + 8 <= bytes.count {
            let word = ByteWord.load(bytes, at: index)
            let spaces = ByteWord.zeroBytes(word ^ 0x2020_2020_2020_2020) | ByteWord.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
                | ByteWord.zeroBytes(word ^ 0x0909_0909_0909_0909) | ByteWord.zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
            let afterSpace = spaces << 8 | (inWord ? 0 : 0x80)
            count &+= ByteBlock.lanesMarked((~spaces & afterSpace) >> 7)
            inWord = spaces >> 63 == 0
            if lookingForMarkers {
                wordMarkers |= ByteWord.zeroBytes((word & 0xDCDC_DCDC_DCDC_DCDC) ^ 0x5C5C_5C5C_5C5C_5C5C)
                    | ByteWord.zeroBytes(word ^ 0x2F2F_2F2F_2F2F_2F2F) | ByteWord.zeroBytes(word ^ 0x2A2A_2A2A_2A2A_2A2A)
            }
            index += 8
        }
        if lookingForMarkers, afterBlocks < bytes.count {
            // The pairs of `w`s in the bytes after the last block: the last sixteen bytes at once
            // (some tested already), or the first and last eight of a shorter text.
            if bytes.count >= ByteBlock.width {
                markers = markers | ByteBlock(bytes, at: bytes.count - ByteBlock.width).matches(0x77).pairs
            } else if bytes.count >= 8 {
                let first = ByteWord.zeroBytes(ByteWord.load(bytes, at: 0) ^ 0x7777_7777_7777_7777)
                let last = ByteWord.zeroBytes(ByteWord.load(bytes, at: bytes.count - 8) ^ 0x7777_7777_7777_7777)
                wordMarkers |= first & (first >> 8) | last & (last >> 8)
            } else {
                for at in 1..<bytes.count where bytes[at] == UInt8(ascii: "w") && bytes[at - 1] == UInt8(ascii: "w") { wordMarkers = 1 }
            }
        }
        for byte in bytes[index...] {
            // Space, line feed, tab and carriage return are the only bytes at or below 0x20 that separate words.
            let isSpace = byte <= 0x20 && (byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D)
            count &+= (!isSpace && !inWord) ? 1 : 0
            inWord = !isSpace
            if lookingForMarkers, byte & 0xDC == 0x5C || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") { wordMarkers = 1 }
        }
        (self.count, self.inWord) = (count, inWord)
        if lookingForMarkers, !markers.isEmpty || wordMarkers != 0 { sawLiteralMarkupMarker = true }
    }

    /// A break between pieces of text: the next text starts a word.
    mutating func endWord() {
        inWord = false
    }

    /// Adds inlines as ``MarkdownDocument/plainText(_:)`` writes them: breaks as a space, images
    /// by their alt text, raw HTML not at all.
    mutating func add(_ inlines: [MarkdownInline]) {
        for index in inlines.indices {
            switch inlines[index].kind {
            case .text(let text): add(text: text)
            case .code(let code): add(code)
            case .softBreak, .lineBreak: endWord()
            case .html: sawRawHTML = true
            case .emphasis(let children), .strong(let children), .link(_, _, let children), .image(_, _, let children): add(children)
            }
        }
    }
}
