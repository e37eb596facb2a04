import SpecimenTemplates
import SpecimenFormats

/// `tokens/`: every design token as a swatch, by group, colour ramps as ordered rows.
package struct TokensPageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet
    package let swatches: TokenSwatchFactory

    package init(site: Site, templates: TemplateSet, swatches: TokenSwatchFactory) {
        self.site = site
        self.templates = templates
        self.swatches = swatches
    }

    /// Renders `tokens.mustache` into `output` (at 10,000 pages this page is megabytes).
    package func write(into output: inout ByteWriter) {
        var groups: [String] = []
        var members: [String: [ResolvedToken]] = [:]
        for name in site.tokens.names {
            guard let token = site.tokens[name] else { continue }
            if members[token.token.group] == nil { groups.append(token.token.group) }
            members[token.token.group, default: []].append(token)
        }
        let route = GeneratedRoute.tokens
        let views = groups.map { group -> TokensView.Group in
            let tokens = swatches.ordered(members[group] ?? [])
            return TokensView.Group(title: group.isEmpty ? "tokens" : group, anchor: "group-" + TokenSwatchFactory.anchor(group).dropFirst("token-".count),
                                    isRamp: swatches.isRamp(tokens), tokens: tokens.compactMap { swatches.swatch($0.token.name, from: route, withUsages: true) })
        }
        let strings = site.strings(for: site.config.language)
        let urls = RelativeURL(fromRoute: route)
        let view = TokensView(title: strings["tokensTitle"], groups: views, cssURL: urls.file(GeneratedRoute.tokensCSS),
                              jsonURL: urls.file(GeneratedRoute.tokensJSON), strings: strings)
        templates.render(view, template: "tokens", into: &output)
    }
}
