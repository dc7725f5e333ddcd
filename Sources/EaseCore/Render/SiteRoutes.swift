/// The site's URLs, one place for every page's path (always ending in `/` for folders).
public enum SiteRoutes {
    public static let home = "/"
    public static let learn = "/learn/"
    public static let relax = "/relax/"
    public static let reflect = "/reflect/"
    public static let accessibility = "/accessibility/"
    public static let labels = "/accessibility/labels/"
    public static let copingStatements = "/coping-statements/"

    /// The page of a tab (`learn`, `relax`, `reflect`).
    public static func tab(_ id: String) -> String {
        switch id {
        case "learn": return learn
        case "reflect": return reflect
        default: return relax
        }
    }

    public static func reading(_ id: String) -> String { "/learn/\(id)/" }
    public static func exercise(_ id: String) -> String { "/exercises/\(id)/" }
    public static func mood(_ mood: String) -> String { "/relax/\(mood)/" }
    public static func onboarding(_ page: Int) -> String { "/onboarding/\(page)/" }

    /// Step 1 of a session is the session's own folder; later steps are numbered below it.
    public static func sessionStep(mood: String, minutes: Int, step: Int) -> String {
        step == 1 ? "/relax/\(mood)/\(minutes)/" : "/relax/\(mood)/\(minutes)/\(step)/"
    }

    /// The file that serves a route: `/learn/` → `learn/index.html`.
    public static func file(for route: String) -> String {
        let trimmed = route.hasPrefix("/") ? String(route.dropFirst()) : route
        return trimmed.isEmpty || trimmed.hasSuffix("/") ? trimmed + "index.html" : trimmed
    }
}
