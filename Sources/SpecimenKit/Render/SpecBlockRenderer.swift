/// Turns a spec block into the HTML that replaces it in the page, through
/// `Templates/partials/spec-block.mustache`.
public struct SpecBlockRenderer: Sendable {
    public let site: Site
    public let templates: TemplateSet

    /// The partial spec blocks render through.
    public static let template = "partials/spec-block"

    public init(site: Site, templates: TemplateSet) {
        self.site = site
        self.templates = templates
    }

    public func html(for block: SpecBlock, on page: Page) -> String {
        templates.render(view(for: block, on: page), template: Self.template) ?? ""
    }

    public func view(for block: SpecBlock, on page: Page) -> SpecBlockView {
        let componentID = block.component ?? ""
        let component = site.registry.component(componentID)
        let strings = InterfaceStrings.forLanguage(page.lang)
        let rules = block.rules.compactMap { rule -> SpecBlockView.RuleRow? in
            guard let id = rule.id else { return nil }
            return SpecBlockView.RuleRow(
                anchor: RuleAnchor.id(component: componentID, rule: id), id: id, levelKeyword: rule.level?.keyword ?? rule.levelText ?? "",
                level: rule.level?.rawValue ?? "", text: rule.text ?? "", property: rule.property,
                bound: rule.bounds.isEmpty ? nil : rule.bounds.summary,
                platforms: rule.platforms.isEmpty ? component?.platforms ?? [] : rule.platforms, since: rule.since)
        }
        let tokens = block.tokens.map { SpecBlockView.TokenRoleRow(role: $0.role, token: $0.token) }
        let contrast = block.contrast.map {
            SpecBlockView.ContrastRow(foreground: $0.foreground ?? "", background: $0.background ?? "", opacity: $0.opacity,
                                      use: $0.use?.rawValue ?? "", required: $0.use.map(Self.requiredRatio) ?? "")
        }
        let states = block.states.map { SpecBlockView.StateRow(name: $0.name ?? "", opacity: $0.opacity) }
        let anatomy = block.anatomy.map { SpecBlockView.AnatomyRow(part: $0.part ?? "", note: $0.note ?? "") }
        let name = component?.name ?? componentID
        let heading = page.outline.headings.last { $0.line < block.location.line && $0.level >= 2 }?.text
        return SpecBlockView(
            componentID: componentID, componentName: name, label: heading.map { "\(name) – \($0)" } ?? name,
            componentURL: RelativeURL(fromRoute: page.route).page(GeneratedRoute.components, fragment: ComponentsPageRenderer.anchor(componentID)),
            status: component?.status?.rawValue, isNotInSDK: component.map { !$0.sdk } ?? false,
            rules: rules, hasRules: !rules.isEmpty, tokens: tokens, hasTokens: !tokens.isEmpty, contrast: contrast, hasContrast: !contrast.isEmpty,
            states: states, hasStates: !states.isEmpty, anatomy: anatomy, hasAnatomy: !anatomy.isEmpty, strings: strings)
    }

    /// WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and user-interface components.
    static func requiredRatio(_ use: ContrastPair.Use) -> String {
        use == .text ? "4.5:1" : "3:1"
    }
}
