@testable import EaseCore
import Testing

/// Alt text that ends with an image file's extension is a file name: the byte test for ASCII
/// text says what `hasSuffix` says, and other text is left to `hasSuffix`.
@Suite struct ImageAltRuleTests {
    @Test(arguments: ["lake.png", "lake.jpg", "a.jpeg", "x.gif", "x.webp", "x.svg", "x.avif", ".png", "png", "lake png", "lake.pngx",
                      "", "a calm lake at dawn", "lake.jp", "озеро.png", "lake\u{301}.png", "lake.png\u{301}", "\u{600}.png", "x.svg "])
    func fileExtensionsAsHasSuffixReadsThem(_ alt: String) {
        #expect(ImageAltRule.endsWithFileExtension(alt) == ImageAltRule.fileExtensions.contains(where: alt.hasSuffix), "\(alt.debugDescription)")
    }

    @Test(arguments: ["/media/lake.jpg", "lake.jpg", "/a/b/", "a//b", "/", "", "///x///", "media/é.png", "/x/\u{301}y", "https://x.org/p/q.png"])
    func fileNamesAsSplitFindsThem(_ src: String) {
        #expect(ImageAltRule.fileName(of: src).map(String.init) == src.split(separator: "/").last.map(String.init), "\(src.debugDescription)")
    }
}
