/// Routes of the pages Specimen generates itself; a content page at one of them is SP004.
public enum GeneratedRoute {
    /// The registry as a table.
    public static let components = "components/"
    /// Every rule in one table.
    public static let rules = "rules/"
    /// Every rule as data for tools.
    public static let rulesJSON = "rules.json"
    /// Every design token as a swatch.
    public static let tokens = "tokens/"
    /// Custom properties and swatch rules.
    public static let tokensCSS = "tokens.css"
    /// Every token with its resolved value.
    public static let tokensJSON = "tokens.resolved.json"

    /// Every licence, and (below it) one page per licence.
    public static let licensing = "licensing/"
    /// What each version introduced.
    public static let changes = "changes/"
    /// The search index script.
    public static let searchIndex = "search-index.js"

    /// The generated routes of a site: the reference pages with a registry, the token page with
    /// tokens, the licensing pages with licences.
    public static func all(for site: Site) -> [String] {
        (site.registry.components.isEmpty ? [] : [components, rules]) + (site.tokens.names.isEmpty ? [] : [tokens])
            + (site.licences.isEmpty ? [] : [licensing] + site.licences.map { LicensingRenderer.route($0.id) })
            + (ChangesRenderer.hasChanges(site) ? [changes] : [])
    }
}
