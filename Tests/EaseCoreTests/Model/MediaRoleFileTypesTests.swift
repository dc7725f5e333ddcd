import EaseCore
import Testing

/// Which files can serve in each media role, by their extensions.
@Suite struct MediaRoleFileTypesTests {
    @Test(arguments: [
        (MediaRole.image, "media/a.JPG", true), (.image, "media/a.svg", true), (.image, "media/a.mp3", false),
        (.poster, "media/a.webp", true), (.audio, "media/a.m4a", true), (.audio, "media/a.txt", false),
        (.video, "media/a.mp4", true), (.video, "media/a.gif", false), (.transcript, "media/a.txt", true),
        (.transcript, "media/a.mp3", false), (.captions, "media/a.vtt", true), (.captions, "media/a.txt", false),
        (.image, "media/no-extension", false), (.image, "media.d/no-extension", false),
    ])
    func aFileFitsItsRoleByItsExtension(_ role: MediaRole, _ path: String, _ fits: Bool) {
        #expect(role.fits(path) == fits)
    }
}
