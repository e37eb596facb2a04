import SpecimenTemplates
import SpecimenFormats

/// The pages of the design tokens (`TokenPages`): `tokens/`, the index of top-level groups with
/// every token below it on a small system, and, on a larger one, a page per top-level group
/// (`tokens/color/`) with its tokens, a section per subgroup.
package struct TokensPageRenderer: MainContentRenderer {
    /// Pages of up to this many tokens show them as cards until the reader chooses; longer ones
    /// as a table, which a screen holds many more rows of.
    package static let cardsLimit = 60
    /// The most tokens a group's preview in the index shows.
    package static let previewLimit = 8

    package let site: Site
    package let templates: TemplateSet
    package let swatches: TokenSwatchFactory
    /// The group whose page this is; nil for `tokens/`.
    package let group: TokenPages.Group?

    package init(site: Site, templates: TemplateSet, swatches: TokenSwatchFactory, group: TokenPages.Group? = nil) {
        self.site = site
        self.templates = templates
        self.swatches = swatches
        self.group = group
    }

    /// The title of a group's page: `color tokens`, or the interface's name for tokens outside
    /// any group.
    package static func title(of group: TokenPages.Group, strings: InterfaceStrings) -> String {
        group.name.isEmpty ? strings["ungroupedTokens"] : strings.text("tokenGroupTitle", filling: group.name)
    }

    /// Renders `tokens.mustache` into `output` (a group of a thousand tokens is a few hundred
    /// kilobytes).
    package func write(into output: inout ByteWriter) {
        let pages = swatches.pages
        let strings = site.strings(for: site.config.language)
        let route = group?.route ?? GeneratedRoute.tokens
        let urls = RelativeURL(fromRoute: route)
        let shown = group?.tokens ?? (pages.isSplit ? [] : pages.groups.flatMap(\.tokens))
        let sections = self.sections(of: shown, route: route, strings: strings)
        var index: [TokensView.IndexEntry] = []
        if group == nil {
            index = pages.groups.map { group in
                // On one page, a group links to its first section.
                let url = pages.isSplit ? urls.page(group.route)
                    : "#" + (sections.first { TokenPages.topLevelGroup(of: $0.tokens.first?.name ?? "") == group.name }?.anchor ?? "")
                return entry(group, url: url, route: route, strings: strings)
            }
        }
        var view = TokensView(
            title: group.map { Self.title(of: $0, strings: strings) } ?? strings["tokensTitle"], index: index, hasIndex: !index.isEmpty,
            sections: sections, hasSections: !sections.isEmpty, startsAsTable: shown.count > Self.cardsLimit,
            cssURL: urls.file(GeneratedRoute.tokensCSS), jsonURL: urls.file(GeneratedRoute.tokensJSON), scriptURL: urls.file("theme/tokens.js"),
            strings: strings)
        view.defaultContexts = site.tokenContexts.defaults(for: site.tokenContexts.otherContexts).map {
            TokenSwatchView.ContextValue(attribute: $0.attribute, context: $0.context, value: "")
        }
        templates.render(view, template: "tokens", into: &output)
    }

    /// A section per group path, in the order their first tokens are written; a ramp's tokens by
    /// their numeric names.
    private func sections(of names: [String], route: String, strings: InterfaceStrings) -> [TokensView.Section] {
        var paths: [String] = []
        var members: [String: [ResolvedToken]] = [:]
        for name in names {
            guard let token = site.tokens[name] else { continue }
            if members[token.token.group] == nil { paths.append(token.token.group) }
            members[token.token.group, default: []].append(token)
        }
        return paths.map { path in
            let tokens = swatches.ordered(members[path] ?? [])
            return TokensView.Section(title: path.isEmpty ? strings["ungroupedTokens"] : path,
                                      anchor: "group-" + TokenSwatchFactory.anchor(path).dropFirst("token-".count), isRamp: swatches.isRamp(tokens),
                                      tokens: tokens.compactMap { swatches.swatch($0.token.name, from: route, withUsages: true) })
        }
    }

    /// A group in the index: its size, and a preview of its colours or, without colours, of its
    /// type styles.
    private func entry(_ group: TokenPages.Group, url: String, route: String, strings: InterfaceStrings) -> TokensView.IndexEntry {
        let count = group.tokens.count
        let drawn = group.tokens.lazy.compactMap { name in swatches.swatch(name, from: route) }
        var preview = drawn.filter(\.isColor).prefix(Self.previewLimit).map { TokensView.Preview(name: $0.name, isColor: true) }
        if preview.isEmpty {
            preview = drawn.filter(\.isTypography).prefix(Self.previewLimit / 2).map { TokensView.Preview(name: $0.name, isColor: false) }
        }
        return TokensView.IndexEntry(
            title: group.name.isEmpty ? strings["ungroupedTokens"] : group.name, url: url,
            countLabel: count == 1 ? strings["tokenCountOne"] : strings.text("tokenCountMany", filling: String(count)),
            preview: Array(preview), hasPreview: !preview.isEmpty)
    }
}
