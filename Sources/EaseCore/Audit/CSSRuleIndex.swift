import EaseHTML

/// A stylesheet's unconditional rules indexed by their selectors' rightmost id, class or tag, as
/// browsers do, so each element is matched only against rules that can apply to it. Built once
/// per distinct set of stylesheets and shared by every page that uses it.
public struct CSSRuleIndex: Sendable {
    private var byID: [String: [(CSSSelector, Int)]] = [:]
    private var byClass: [String: [(CSSSelector, Int)]] = [:]
    private var byTag: [String: [(CSSSelector, Int)]] = [:]
    private var universal: [(CSSSelector, Int)] = []
    /// Attribute names any selector tests; with tag, id and classes they decide which rules match.
    public private(set) var testedAttributes: Set<String> = ["hidden", "aria-hidden"]
    /// The ids any selector tests; an element's other ids cannot change its style.
    public private(set) var testedIDs: Set<String> = []

    /// Indexes the rules outside `@media` (the audit evaluates the default, no-preference page).
    public init(_ stylesheet: CSSStylesheet) {
        for (index, rule) in stylesheet.rules.enumerated() where rule.media.isEmpty {
            for selector in rule.selectors {
                let key = selector.key
                if let id = key.id { byID[id, default: []].append((selector, index)) }
                else if let name = key.className { byClass[name, default: []].append((selector, index)) }
                else if let tag = key.tag { byTag[tag, default: []].append((selector, index)) }
                else { universal.append((selector, index)) }
                testedAttributes.formUnion(selector.testedAttributes)
                testedIDs.formUnion(selector.testedIDs)
            }
        }
    }

    /// The selectors (with their rule's index) that could match the element.
    func candidates(for element: HTMLElement) -> [(CSSSelector, Int)] {
        var candidates = universal + (byTag[element.name] ?? [])
        if let id = element["id"] { candidates += byID[id] ?? [] }
        for name in element.classes { candidates += byClass[name] ?? [] }
        return candidates
    }
}
