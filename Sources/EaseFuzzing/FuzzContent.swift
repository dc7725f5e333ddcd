import Foundation

/// Where the harnesses find the repository's files: the small content folder they build around
/// their input (`Fuzz/Content`) and the site's templates.
enum FuzzContent {
    /// The repository root, found from this file's path.
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `Fuzz/Content`: three moods, two exercises, one onboarding page, one reading, and a scene
    /// image and an audio file with its transcript for exercise inputs to use.
    static var root: String { repositoryRoot + "/Fuzz/Content" }

    /// The site's Mustache templates.
    static var templates: String { repositoryRoot + "/Templates" }

    /// A calming-scene exercise (`exercises/calming-scene.md`) whose `scenes:` list is `scenes`,
    /// each line indented by two spaces: the scene harnesses' page around their input.
    static func calmingScene(scenes: String) -> [UInt8] {
        Array("""
        ---
        id: calming-scene
        kind: calming-scene
        title: Calming scene
        summary: A lake to rest your eyes on.
        instructions: Let your eyes rest on the water.
        seconds: 120
        scenes:
        \(scenes)
        ---

        Rest your eyes on the water for a while.

        """.utf8)
    }
}
