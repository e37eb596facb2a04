/// What every page of a site is rendered with, made once per build: the frame with its
/// pre-rendered sidebar, the swatch factory (its usage index made when a token page first asks
/// for it), the body renderer and the index of rules. `serve` keeps one between edits that change
/// only page bodies.
package struct RenderContext: Sendable {
    package let layout: LayoutRenderer
    package let swatches: TokenSwatchFactory
    /// Renders page bodies, straight into the pages.
    package let bodies: PageBodyRenderer
    package let ruleIndex: RuleIndex

    /// The three indexes are independent, and each walks the whole site: they are made side by side.
    /// `rules` is the site's rule index when the caller has one already (`VersionedSite.link`).
    package init(site: Site, templates: TemplateSet, parallelism: Parallelism = .parallel, rules index: RuleIndex? = nil) {
        enum Part: Sendable {
            case layout(LayoutRenderer), swatches(TokenSwatchFactory), rules(RuleIndex)
        }
        let parts = parallelism.map(index == nil ? [0, 1, 2] : [0, 1]) { part -> Part in
            switch part {
            case 0: .layout(LayoutRenderer(site: site, templates: templates))
            case 1: .swatches(TokenSwatchFactory(site: site))
            default: .rules(RuleIndex(site: site))
            }
        }
        guard case .layout(let layout) = parts[0], case .swatches(let swatches) = parts[1] else {
            preconditionFailure("Parallelism.map keeps the order of its items")
        }
        let rules: RuleIndex
        if let index {
            rules = index
        } else if case .rules(let made) = parts[2] {
            rules = made
        } else {
            preconditionFailure("Parallelism.map keeps the order of its items")
        }
        self.layout = layout
        self.swatches = swatches
        self.bodies = PageBodyRenderer(site: site, templates: templates, swatches: swatches, rules: rules)
        self.ruleIndex = rules
    }
}
