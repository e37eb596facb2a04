import Foundation

/// `rules/` and `rules.json`: every rule of the system in one table with filters by component,
/// level and platform, and the same data for tools.
public struct RulesPageRenderer: Sendable {
    public let site: Site
    public let templates: TemplateSet
    public let index: RuleIndex

    public init(site: Site, templates: TemplateSet, rules: RuleIndex? = nil) {
        self.site = site
        self.templates = templates
        self.index = rules ?? RuleIndex(site: site)
    }

    /// The page body (rendered `rules.mustache`).
    public func main() -> [UInt8] {
        let urls = RelativeURL(fromRoute: GeneratedRoute.rules)
        let strings = InterfaceStrings.forLanguage(site.config.language)
        let documenting = ComponentsPageRenderer(site: site, templates: templates)
        var componentURLs: [String: String?] = [:]
        let rows = index.entries.map { entry in
            if componentURLs[entry.componentID] == nil {
                componentURLs[entry.componentID] = .some(documenting.documentingRoute(entry.componentID).map { urls.page($0) })
            }
            return RulesView.Row(componentID: entry.componentID, componentName: entry.component?.name ?? entry.componentID,
                          componentURL: componentURLs[entry.componentID] ?? nil, id: entry.rule.id ?? "",
                          levelKeyword: entry.rule.level?.keyword ?? "", level: entry.rule.level?.rawValue ?? "", text: entry.rule.text ?? "",
                          property: entry.rule.property, bound: entry.rule.bounds.isEmpty ? nil : entry.rule.bounds.summary, platforms: entry.platforms,
                          platformList: entry.platforms.joined(separator: " "), since: entry.rule.since,
                          url: urls.page(entry.page.route, fragment: entry.anchor))
        }
        let usedComponents = Set(index.entries.map(\.componentID))
        let components = site.registry.components.filter { usedComponents.contains($0.id) }.map { RulesView.Option(value: $0.id, label: $0.name) }
        let levels = RuleLevel.allCases.map { RulesView.Option(value: $0.rawValue, label: $0.keyword) }
        let usedPlatforms = Set(index.entries.flatMap(\.platforms))
        let platformOrder = site.registry.platforms + usedPlatforms.sorted()
        var seen = Set<String>()
        let platforms = platformOrder.filter { usedPlatforms.contains($0) && seen.insert($0).inserted }.map { RulesView.Option(value: $0, label: $0) }
        let view = RulesView(title: strings.rulesTitle, rules: rows, count: rows.count, components: components, levels: levels,
                             platforms: platforms, jsonURL: urls.file(GeneratedRoute.rulesJSON),
                             filterScriptURL: urls.file("theme/rules-filter.js"), strings: strings)
        return templates.renderUTF8(view, template: "rules") ?? []
    }

    /// `rules.json`: `{"version": …, "rules": [{component, id, level, text, property, min, max, equals, platforms, since, url}]}`.
    public func json() -> Data {
        let rules = index.entries.map { entry -> PrettyJSON in
            let rule = entry.rule
            return .object([  // in key order, as they are written
                ("bound", rule.bounds.isEmpty ? nil : .string(rule.bounds.summary)), ("component", .string(entry.componentID)),
                ("componentName", .string(entry.component?.name ?? entry.componentID)), ("equals", rule.bounds.equals.map { .string($0.raw) }),
                ("id", .string(rule.id ?? "")), ("level", .string(rule.level?.rawValue ?? "")), ("max", rule.bounds.max.map { .string($0.raw) }),
                ("min", rule.bounds.min.map { .string($0.raw) }), ("page", .string(entry.page.relativePath)),
                ("platforms", .strings(entry.platforms)), ("property", rule.property.map(PrettyJSON.string)),
                ("since", rule.since.map(PrettyJSON.string)), ("text", .string(rule.text ?? "")),
                ("url", .string(RouteMapper().outputPath(forRoute: entry.page.route) + "#" + entry.anchor)),
            ])
        }
        let export = PrettyJSON.object([("rules", .array(rules)), ("version", site.config.version.isEmpty ? nil : .string(site.config.version))])
        return Data(export.utf8 + [UInt8(ascii: "\n")])
    }
}
