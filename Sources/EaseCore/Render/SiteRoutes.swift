import EaseBytes

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

    public func reading(_ id: String) -> String { route("/learn/", id) }
    public func exercise(_ id: String) -> String { route("/exercises/", id) }
    public func mood(_ mood: String) -> String { route("/relax/", mood) }
    public func onboarding(_ page: Int) -> String {
        let folder: StaticString = "/onboarding/"
        return String(byteCount: prefix.utf8.count + folder.utf8CodeUnitCount + UTF8Writer.decimalCount(page) + 1) { out in
            out.append(prefix)
            out.append(literal: folder)
            out.append(decimal: page)
            out.append(literal: "/")
        }
    }

    /// `prefix`, `folder`, `name` and a slash, written at once (``UTF8Writer``): every reading
    /// page asks for several routes, and interpolating one cost about a thousand instructions.
    private func route(_ folder: StaticString, _ name: String) -> String {
        String(byteCount: prefix.utf8.count + folder.utf8CodeUnitCount + name.utf8.count + 1) { out in
            out.append(prefix)
            out.append(literal: folder)
            out.append(name)
            out.append(literal: "/")
        }
    }

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
        // The leading slash is a character of its own when `hasASCIIPrefix` says so: one byte dropped.
        let trimmed = route.hasASCIIPrefix("/") ? route[route.utf8.index(after: route.startIndex)...] : Substring(route)
        // What is left is empty or ends with a slash exactly when the route does (a route of a
        // slash alone leaves nothing).
        guard route.isEmpty || route.hasASCIISuffix("/") else { return String(trimmed) }
        let index: StaticString = "index.html"
        return String(byteCount: trimmed.utf8.count + index.utf8CodeUnitCount) { out in
            out.append(trimmed)
            out.append(literal: index)
        }
    }
}
