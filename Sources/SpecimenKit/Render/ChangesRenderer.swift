import SpecimenTemplates

/// `changes/`: what each design-system version introduced, from the `since` of components (in the
/// registry) and rules (in spec blocks).
public struct ChangesRenderer: Sendable {
    public let site: Site
    public let templates: TemplateSet

    /// Every rule; pass the build's shared index so it is not built again.
    public let rules: RuleIndex

    public init(site: Site, templates: TemplateSet, rules: RuleIndex? = nil) {
        self.site = site
        self.templates = templates
        self.rules = rules ?? RuleIndex(site: site)
    }

    /// True when any component or rule says which version introduced it.
    public static func hasChanges(_ site: Site) -> Bool {
        site.registry.components.contains { $0.since != nil } || site.specBlocks.contains { $0.block.rules.contains { $0.since != nil } }
    }

    public func main() -> [UInt8] {
        ByteWriter.collect { write(into: &$0) }
    }

    /// `main()` appended to `output`: the layout's, when the page is written straight into it
    /// (see `TemplateWriter`; at 10,000 pages this page is megabytes, copied twice otherwise).
    public func write(into output: inout ByteWriter) {
        let urls = RelativeURL(fromRoute: GeneratedRoute.changes)
        let strings = InterfaceStrings.forLanguage(site.config.language)
        let documenting = ComponentsPageRenderer(site: site, templates: templates)
        var components: [String: [ChangesView.Item]] = [:]
        var rules: [String: [ChangesView.Item]] = [:]
        for component in site.registry.components {
            guard let since = component.since else { continue }
            let url = documenting.documentingRoute(component.id).map { urls.page($0) }
                ?? urls.page(GeneratedRoute.components, fragment: ComponentsPageRenderer.anchor(component.id))
            components[since, default: []].append(.init(title: component.name, context: nil, levelKeyword: nil, level: nil, url: url))
        }
        for entry in self.rules.entries {
            guard let since = entry.rule.since else { continue }
            rules[since, default: []].append(.init(title: entry.rule.text ?? "", context: entry.component?.name ?? entry.componentID,
                                                   levelKeyword: entry.rule.level?.keyword, level: entry.rule.level?.rawValue,
                                                   url: urls.page(entry.page.route, fragment: entry.anchor)))
        }
        let versions = Set(components.keys).union(rules.keys).sorted { VersionOrder.isOlder($1, than: $0) }
        let view = ChangesView(title: strings.changesTitle, versions: versions.map { version in
            let c = components[version] ?? [], r = rules[version] ?? []
            return ChangesView.Version(version: version, anchor: "version-" + version.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined(),
                                       components: c, hasComponents: !c.isEmpty, rules: r, hasRules: !r.isEmpty)
        }, strings: strings)
        templates.render(view, template: "changes", into: &output)
    }
}
