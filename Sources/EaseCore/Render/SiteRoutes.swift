/// The site's URLs, one place for every page's path (always ending in `/` for folders).
/// The default locale's pages are at the root; another locale's under `/<locale>/`.
public struct SiteRoutes: Sendable {
    /// "" for the default locale, "/ru" for Russian.
    public let prefix: String

    /// The routes of a locale.
    public init(locale: String, defaultLocale: String) {
        prefix = locale == defaultLocale ? "" : "/" + locale
    }

    public var home: String { prefix + "/" }
    public var learn: String { prefix + "/learn/" }
    public var relax: String { prefix + "/relax/" }
    public var reflect: String { prefix + "/reflect/" }
    public var accessibility: String { prefix + "/accessibility/" }
    public var labels: String { prefix + "/accessibility/labels/" }
    public var copingStatements: String { prefix + "/coping-statements/" }
    public var notFound: String { prefix + "/404.html" }

    /// The page of a tab (`learn`, `relax`, `reflect`).
    public func tab(_ id: String) -> String {
        switch id {
        case "learn": return learn
        case "reflect": return reflect
        default: return relax
        }
    }

    public func reading(_ id: String) -> String { prefix + "/learn/\(id)/" }
    public func exercise(_ id: String) -> String { prefix + "/exercises/\(id)/" }
    public func mood(_ mood: String) -> String { prefix + "/relax/\(mood)/" }
    public func onboarding(_ page: Int) -> String { prefix + "/onboarding/\(page)/" }

    /// Step 1 of a session is the session's own folder; later steps are numbered below it.
    public func sessionStep(mood: String, minutes: Int, step: Int) -> String {
        prefix + (step == 1 ? "/relax/\(mood)/\(minutes)/" : "/relax/\(mood)/\(minutes)/\(step)/")
    }

    /// The same page in another locale's routes.
    public func translate(_ route: String, to other: SiteRoutes) -> String {
        other.prefix + (route.hasPrefix(prefix) ? String(route.dropFirst(prefix.count)) : route)
    }

    /// The file that serves a route: `/learn/` → `learn/index.html`.
    public static func file(for route: String) -> String {
        let trimmed = route.hasPrefix("/") ? String(route.dropFirst()) : route
        return trimmed.isEmpty || trimmed.hasSuffix("/") ? trimmed + "index.html" : trimmed
    }
}
