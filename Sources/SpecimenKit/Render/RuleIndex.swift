/// Every rule of the site with its component and page, in registry order then page order: the
/// data behind `rules/`, `rules.json` and, later, the changelog and search.
public struct RuleIndex: Sendable {
    /// One rule in context.
    public struct Entry: Sendable {
        public var rule: Rule
        public var componentID: String
        public var component: Component?
        /// The page the rule is on: its path and route only (entries are copied and sorted by the
        /// thousand; a whole page in each made those copies a tenth of rendering the rules).
        public var page: PageReference
        /// The rule's platforms, or its component's when it names none.
        public var platforms: [String]
        /// `rule-<component>-<id>`.
        public var anchor: String
    }

    public let entries: [Entry]

    /// Where a page is, without the page.
    public struct PageReference: Sendable, Hashable {
        /// Path inside `Content/`.
        public var relativePath: String
        public var route: String
    }

    public init(site: Site) {
        let order = Dictionary(site.registry.components.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [Entry] = []
        // By index: iterating `site.specBlocks` copies every page whole.
        for index in site.pages.indices where !site.pages[index].specBlocks.isEmpty {
            let page = PageReference(relativePath: site.pages[index].relativePath, route: site.pages[index].route)
            for block in site.pages[index].specBlocks {
                guard let componentID = block.component else { continue }
                let component = site.registry.component(componentID)
                for rule in block.rules {
                    guard let id = rule.id else { continue }
                    entries.append(Entry(rule: rule, componentID: componentID, component: component, page: page,
                                         platforms: rule.platforms.isEmpty ? component?.platforms ?? [] : rule.platforms,
                                         anchor: RuleAnchor.id(component: componentID, rule: id)))
                }
            }
        }
        // Stable: registry order, then the order rules appear in pages (already sorted by path).
        let keys = entries.enumerated().map { (order[$0.element.componentID] ?? Int.max, $0.offset) }
        self.entries = keys.sorted { $0 < $1 }.map { entries[$0.1] }
    }
}
