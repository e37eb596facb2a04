/// Routes of the pages Specimen generates itself; a content page at one of them is SP004.
public enum GeneratedRoute {
    /// The registry as a table.
    public static let components = "components/"
    /// Every rule in one table.
    public static let rules = "rules/"
    /// Every rule as data for tools.
    public static let rulesJSON = "rules.json"

    /// The generated routes of a site: none without a registry.
    public static func all(for site: Site) -> [String] {
        site.registry.components.isEmpty ? [] : [components, rules]
    }
}
