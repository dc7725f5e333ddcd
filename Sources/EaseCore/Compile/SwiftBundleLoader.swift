extension SwiftBundleTypes {
    /// The part of `ContentBundle.swift` that reads a bundle folder: `ContentBundle(contentsOf:locale:)`,
    /// with the locale-folder fallback that docs/BUNDLE.md describes.
    static var bundleLoader: String {
        """

        /// A whole bundle read from a folder.
        public struct ContentBundle: Sendable {
            public var manifest: BundleManifest
            public var site: Site
            public var accessibility: AccessibilityInventory
            public var motion: MotionBundle
            public var copingStatements: CopingStatements?
            public var readings: [Reading]
            public var exercises: [Exercise]
            public var onboardingPages: [OnboardingPage]

            /// Reads and decodes every file the manifest lists, in the default locale or in `locale`:
            /// a file of `locales/<locale>/` replaces the root's file of the same path.
            public init(contentsOf folder: URL, locale: String? = nil) throws {
                let manifest = try JSONDecoder().decode(BundleManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
                let listed = Set(manifest.files.map(\\.path))
                let prefix = locale.map { "locales/\\($0)/" } ?? ""
                func localized(_ path: String) -> String { listed.contains(prefix + path) ? prefix + path : path }
                func decode<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
                    try JSONDecoder().decode(T.self, from: Data(contentsOf: folder.appendingPathComponent(localized(path))))
                }
                self.manifest = manifest
                site = try decode(Site.self, "site.json")
                accessibility = try decode(AccessibilityInventory.self, "accessibility.json")
                motion = try decode(MotionBundle.self, "motion.json")
                let paths = manifest.files.map(\\.path).filter { !$0.hasPrefix("locales/") }
                copingStatements = paths.contains("coping-statements.json") ? try decode(CopingStatements.self, "coping-statements.json") : nil
                readings = try paths.filter { $0.hasPrefix("readings/") }.map { try decode(Reading.self, $0) }
                exercises = try paths.filter { $0.hasPrefix("exercises/") }.map { try decode(Exercise.self, $0) }
                onboardingPages = try paths.filter { $0.hasPrefix("onboarding/") }.map { try decode(OnboardingPage.self, $0) }
                    .sorted { $0.page < $1.page }
            }
        }

        """
    }
}
