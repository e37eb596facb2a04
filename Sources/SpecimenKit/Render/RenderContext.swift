/// What every page of a site is rendered with, made once per build: the frame with its
/// pre-rendered sidebar, the swatch factory with its usage index, the body renderer and the
/// index of rules. `serve` keeps one between edits that change only page bodies.
public struct RenderContext: Sendable {
    public let layout: LayoutRenderer
    public let swatches: TokenSwatchFactory
    public let pageRenderer: PageRenderer
    public let ruleIndex: RuleIndex

    public init(site: Site, templates: TemplateSet) {
        layout = LayoutRenderer(site: site, templates: templates)
        swatches = TokenSwatchFactory(site: site)
        pageRenderer = PageRenderer(site: site, templates: templates, swatches: swatches)
        ruleIndex = RuleIndex(site: site)
    }
}
