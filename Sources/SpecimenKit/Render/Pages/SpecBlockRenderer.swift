import SpecimenTemplates
import SpecimenFormats

/// Turns a spec block into the HTML that replaces it in the page, through
/// `Templates/partials/spec-block.mustache`.
package struct SpecBlockRenderer: Sendable {
    package let site: Site
    package let templates: TemplateSet
    package let swatches: TokenSwatchFactory
    /// The examples of each rule (do/don't blocks naming it), linked from its row; nil for none.
    package let rules: RuleIndex?

    /// The partial spec blocks render through.
    package static let template = "partials/spec-block"

    package init(site: Site, templates: TemplateSet, swatches: TokenSwatchFactory? = nil, rules: RuleIndex? = nil) {
        self.site = site
        self.templates = templates
        self.swatches = swatches ?? TokenSwatchFactory(site: site)
        self.rules = rules
        // The pages of the components that replace deprecated ones, found once (not per block).
        let replacements = site.registry.components.compactMap { component -> String? in
            if case .component(let id)? = component.deprecation?.replacement { return id }
            return nil
        }
        if replacements.isEmpty {
            replacementRoutes = [:]
        } else {
            let documenting = ComponentsPageRenderer(site: site, templates: templates)
            replacementRoutes = Dictionary(replacements.compactMap { id in documenting.documentingRoute(id).map { (id, $0) } },
                                           uniquingKeysWith: { first, _ in first })
        }
    }

    /// The route of the page documenting each component that replaces a deprecated one.
    private let replacementRoutes: [String: String]

    /// The block's HTML; `context` is the page's, made once for all its blocks (made here when nil).
    package func html(for block: SpecBlock, on page: Page, context: SpecBlockPageContext? = nil) -> String {
        templates.render(view(for: block, on: page, context: context), template: Self.template) ?? ""
    }

    /// `html(for:on:)` appended to `output` (the page's body, as it is written).
    package func write(_ block: SpecBlock, on page: Page, context: SpecBlockPageContext? = nil, into output: inout ByteWriter) {
        templates.render(view(for: block, on: page, context: context), template: Self.template, into: &output)
    }

    /// What every block of `page` needs from the whole page.
    package func context(for page: Page) -> SpecBlockPageContext {
        SpecBlockPageContext(page: page, tokens: site.tokens, registry: site.registry)
    }

    /// The swatch grid that replaces a ```` ```tokens ```` block.
    package func gridHTML(for grid: TokenGridBlock, on page: Page) -> String {
        let tokens = swatches.ordered(site.tokens.tokens(inGroup: grid.group))
        let view = TokenGridView(group: grid.group, isRamp: swatches.isRamp(tokens),
                                 tokens: tokens.compactMap { swatches.swatch($0.token.name, from: page.route) },
                                 strings: site.strings(for: page.lang))
        return templates.render(view, template: Self.gridTemplate) ?? ""
    }

    /// The partial ```` ```tokens ```` grids render through.
    package static let gridTemplate = "partials/token-grid"

    package func view(for block: SpecBlock, on page: Page, context: SpecBlockPageContext? = nil) -> SpecBlockView {
        let context = context ?? self.context(for: page)
        let componentID = block.component ?? ""
        let component = site.registry.component(componentID)
        let strings = site.strings(for: page.lang)
        let pageURLs = RelativeURL(fromRoute: page.route)
        let deprecation = DeprecationNote(component, registry: site.registry) { id in replacementRoutes[id].map { pageURLs.page($0) } }
        let rules = block.rules.compactMap { rule -> SpecBlockView.RuleRow? in
            guard let id = rule.id else { return nil }
            return SpecBlockView.RuleRow(
                anchor: RuleAnchor.id(component: componentID, rule: id), id: id, levelKeyword: rule.level?.keyword ?? rule.levelText ?? "",
                level: rule.level?.rawValue ?? "", text: rule.text ?? "", property: rule.property,
                bound: rule.bounds.isEmpty ? nil : rule.bounds.summary,
                platforms: PlatformChip.chips(rule.platforms.isEmpty ? component?.platforms ?? [] : rule.platforms, registry: site.registry, strings: strings),
                platformList: (rule.platforms.isEmpty ? component?.platforms ?? [] : rule.platforms).joined(separator: " "),
                deprecation: deprecation, since: rule.since,
                examples: examples(of: RuleAnchor.id(component: componentID, rule: id), from: page))
        }
        let tokens = block.tokens.map { SpecBlockView.TokenRoleRow(role: $0.role, token: $0.token, swatch: swatches.swatch($0.token, from: page.route)) }
        // One row per context: the default, then each context that changes one of the pair's tokens.
        let contrast = block.contrast.flatMap { pair -> [SpecBlockView.ContrastRow] in
            let contexts = site.tokenContexts.contexts(changingAny: pair.tokenNames, from: site.tokens)
            let defaults = site.tokenContexts.defaults(for: contexts)
            let rows: [(TokenContext?, String?, DesignTokens)] = [(defaults.first, defaults.isEmpty ? nil : defaults.map(\.description).joined(separator: ", "), site.tokens)]
                + contexts.compactMap { context in site.tokenContexts.variants[context].map { (context, context.description, $0) } }
            return rows.map { context, label, tokens in
                let result = ContrastResult(pair, tokens: tokens)
                return SpecBlockView.ContrastRow(
                    foreground: pair.foreground ?? "", background: pair.background ?? "", opacity: pair.opacity,
                    opacityPercent: pair.opacity.flatMap(tokens.number).map { TokenValue.number($0 * 100) + " %" },
                    use: pair.use?.rawValue ?? "", required: pair.use.map { Contrast.format(Contrast.minimumAA($0)) } ?? "",
                    ratio: result.map { Contrast.format($0.ratio) }, passesAA: result?.passesAA ?? false, passesAAA: result?.passesAAA ?? false,
                    requiredAAA: pair.use.flatMap { $0 == .ui ? nil : Contrast.format(Contrast.minimumAAA($0)) }, accepted: pair.accepted,
                    isFailure: result.map { !$0.passesAA && pair.accepted == nil } ?? false,
                    contextLabel: label, contextAttribute: label == nil ? nil : context?.attribute, contextValue: label == nil ? nil : context?.context)
            }
        }
        // States are drawn in the component's first colour role, from this block or another block for it on the page.
        let firstColor = block.states.isEmpty ? nil
            : block.tokens.first { site.tokens.color($0.token) != nil }?.token ?? context.firstColor(for: block.component)
        // States are drawn in each context that changes their colour or an opacity, the default first.
        let stateTokens = ([firstColor] + block.states.map(\.opacity)).compactMap { $0 }
        let changing = block.states.isEmpty ? [] : site.tokenContexts.contexts(changingAny: stateTokens, from: site.tokens)
        let stateContexts = (site.tokenContexts.defaults(for: changing) + changing)
            .map { SpecBlockView.ContextCell(contextLabel: $0.description, contextAttribute: $0.attribute, contextValue: $0.context) }
        let states = block.states.map {
            SpecBlockView.StateRow(name: $0.name ?? "", opacity: $0.opacity,
                                   opacityPercent: $0.opacity.flatMap(site.tokens.number).map { TokenValue.number($0 * 100) + " %" }, colorToken: firstColor,
                                   previews: stateContexts)
        }
        let anatomy = block.anatomy.map { SpecBlockView.AnatomyRow(part: $0.part ?? "", note: $0.note ?? "") }
        let name = component?.name ?? componentID
        let heading = context.heading(before: block.location.line)
        var view = SpecBlockView(
            componentID: componentID, componentName: name, label: heading.map { "\(name) – \($0)" } ?? name,
            componentURL: RelativeURL(fromRoute: page.route).page(GeneratedRoute.components, fragment: ComponentsPageRenderer.anchor(componentID)),
            status: component?.status.map { StatusBadge($0, strings: strings) },
            platformStatuses: component.map { $0.status == nil ? PlatformChip.chips($0.platforms, registry: site.registry, lifecycle: $0.lifecycle, strings: strings) : [] } ?? [],
            deprecation: deprecation, isNotInSDK: component.map { !$0.sdk } ?? false,
            rules: rules, hasRules: !rules.isEmpty, tokens: tokens, hasTokens: !tokens.isEmpty, contrast: contrast, hasContrast: !contrast.isEmpty,
            states: states, hasStates: !states.isEmpty, anatomy: anatomy, hasAnatomy: !anatomy.isEmpty, strings: strings)
        let columns = RuleColumns(bounds: rules.map(\.bound), platforms: rules.map { $0.platforms.map(\.id) }, since: rules.map(\.since),
                                  expectedPlatforms: component?.platforms ?? [])
        view.showsBound = columns.showsBound
        view.contrastHasContexts = contrast.contains { $0.contextLabel != nil }
        view.stateContexts = stateContexts
        view.hasStateContexts = !stateContexts.isEmpty
        view.showsPlatforms = columns.showsPlatforms
        view.showsSince = columns.showsSince
        if !rules.isEmpty, block.location == context.firstRulesBlock, !context.switcherPlatforms.isEmpty {
            view.switcherPlatforms = context.switcherPlatforms
            view.hasPlatformSwitcher = true
        }
        return view
    }


    /// Links to the do/don't blocks that show the rule at `anchor`, as seen from `page`.
    private func examples(of anchor: String, from page: Page) -> [SpecBlockView.ExampleLink] {
        guard let examples = rules?.examples[anchor] else { return [] }
        let strings = site.strings(for: page.lang), urls = RelativeURL(fromRoute: page.route)
        return examples.map { SpecBlockView.ExampleLink($0, urls: urls, strings: strings) }
    }
}
