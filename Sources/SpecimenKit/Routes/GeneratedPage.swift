/// The one catalogue of what Specimen generates for a site besides its content pages: each kind
/// of page or file with where it goes, the template it is rendered through, its title, and when
/// a site has it. The output check (`OutputPathChecker`, through `GeneratedRoute.outputs`), the
/// sitemap and sidebar routes (`GeneratedRoute.all`), the templates a site needs
/// (`TemplateSet.required`) and the renderer (`SiteRenderer.jobs`, one `switch` case per kind, so
/// a new kind cannot be left unrendered) all read it, in this order, which is also the order the
/// jobs start in (the biggest pages first, to keep every core busy).
package enum GeneratedPage: CaseIterable, Sendable {
    case rules, components, rulesJSON, searchIndex, tokens, tokenGroup, tokensCSS, tokenSwatchesCSS, tokensJSON, accentCSS, changes, section, home, licensing, licence, notFound, sitemap

    /// True when `site` has this kind of page or file. The sitemap is always Specimen's path:
    /// `--base-url` may give any build one.
    package func isPresent(in site: Site) -> Bool {
        switch self {
        case .rules, .components, .rulesJSON: !site.registry.components.isEmpty
        case .tokens, .tokensCSS, .tokenSwatchesCSS, .tokensJSON: !site.tokens.names.isEmpty
        case .tokenGroup: TokenPages(site.tokens).isSplit
        case .accentCSS: site.config.theme.accent.flatMap(site.tokens.color) != nil
        case .changes: GeneratedRoute.hasChanges(site)
        case .section: !site.sectionRoutes.all.isEmpty
        case .home: site.page(atRoute: "") == nil
        case .licensing, .licence: !site.licences.isEmpty
        case .searchIndex, .notFound, .sitemap: true
        }
    }

    /// The routes of this kind's pages in `site` (a page per licence for `licence`, per top-level
    /// token group for `tokenGroup`), or none for a data file, the home page and `404.html`,
    /// which are not listed as reference pages.
    package func routes(in site: Site) -> [String] {
        guard isPresent(in: site) else { return [] }
        switch self {
        case .rules: return [GeneratedRoute.rules]
        case .components: return [GeneratedRoute.components]
        case .tokens: return [GeneratedRoute.tokens]
        case .changes: return [GeneratedRoute.changes]
        case .licensing: return [GeneratedRoute.licensing]
        case .licence: return site.licences.map { GeneratedRoute.licence($0.id) }
        case .tokenGroup: return TokenPages(site.tokens).groupRoutes
        case .section: return site.sectionRoutes.all
        case .rulesJSON, .searchIndex, .tokensCSS, .tokenSwatchesCSS, .tokensJSON, .accentCSS, .home, .notFound, .sitemap: return []
        }
    }

    /// The output files of this kind in `site`.
    package func outputs(in site: Site) -> [String] {
        guard isPresent(in: site) else { return [] }
        switch self {
        case .rulesJSON: return [GeneratedRoute.rulesJSON]
        case .searchIndex: return [GeneratedRoute.searchIndex]
        case .tokensCSS: return [GeneratedRoute.tokensCSS]
        case .tokenSwatchesCSS: return [GeneratedRoute.tokenSwatchesCSS]
        case .tokensJSON: return [GeneratedRoute.tokensJSON]
        case .accentCSS: return [GeneratedRoute.accentCSS]
        case .home: return [RouteMapper().outputPath(forRoute: "")]
        case .notFound: return [GeneratedRoute.notFound]
        case .sitemap: return [GeneratedRoute.sitemap]
        case .rules, .components, .tokens, .tokenGroup, .changes, .section, .licensing, .licence: return routes(in: site).map { RouteMapper().outputPath(forRoute: $0) }
        }
    }

    /// True for what is made from the sources alone: the registry, tokens, licences, settings,
    /// interface strings and the pages' outlines, front matter, spec blocks, token grids and
    /// guidance blocks, never the version's history, prose or address. Two versions with the same
    /// sources have the same main content or file (`SharedMainContent` shares it).
    package var isMadeFromSourcesAlone: Bool {
        switch self {
        case .components, .tokens, .tokenGroup, .tokensCSS, .tokenSwatchesCSS, .tokensJSON, .accentCSS, .licensing, .licence: true
        case .rules, .rulesJSON, .searchIndex, .changes, .section, .home, .notFound, .sitemap: false
        }
    }

    /// True for what shows the design tokens themselves: the token pages and exports, the search
    /// index (which lists every token) and the change log (token changes between versions). The
    /// rest reads of the tokens only which generated pages exist (the sidebar, the head's
    /// stylesheets), so a token edit renders them again only when that changes (`TokenKeys`).
    package var showsTokens: Bool {
        switch self {
        case .searchIndex, .tokens, .tokenGroup, .tokensCSS, .tokenSwatchesCSS, .tokensJSON, .accentCSS, .changes: true
        case .rules, .components, .rulesJSON, .section, .home, .licensing, .licence, .notFound, .sitemap: false
        }
    }

    /// The interface string (`InterfaceStrings` key) of this kind's page title in the layout (the
    /// document title and the breadcrumbs); nil for data files, the home page (the site's title)
    /// and licence and token group pages (each licence's or group's title).
    package var titleKey: String? {
        switch self {
        case .rules: "rulesTitle"
        case .components: "componentsTitle"
        case .tokens: "tokensTitle"
        case .changes: "changesTitle"
        case .licensing: "licensing"
        case .notFound: "notFoundTitle"
        case .home, .licence, .tokenGroup, .section, .rulesJSON, .searchIndex, .tokensCSS, .tokenSwatchesCSS, .tokensJSON, .accentCSS, .sitemap: nil
        }
    }

    /// The interface string of the section the breadcrumbs put this kind's pages in: the
    /// reference pages under "Reference", licence pages under "Licensing", token group pages
    /// under "Design tokens"; nil for the rest.
    package var sectionKey: String? {
        switch self {
        case .rules, .components, .tokens, .changes: "reference"
        case .licence: "licensing"
        case .tokenGroup: "tokensTitle"
        case .home, .licensing, .notFound, .section, .rulesJSON, .searchIndex, .tokensCSS, .tokenSwatchesCSS, .tokensJSON, .accentCSS, .sitemap: nil
        }
    }

    /// The route of the page of this kind's section, which the breadcrumbs link to: `licensing/`
    /// for licence pages, `tokens/` for token group pages; nil for the rest (the reference
    /// section has no page of its own).
    package var sectionRoute: String? {
        switch self {
        case .licence: GeneratedRoute.licensing
        case .tokenGroup: GeneratedRoute.tokens
        default: nil
        }
    }

    /// The template this kind is rendered through, inside the layout; nil for data files.
    package var template: String? {
        switch self {
        case .rules: "rules"
        case .components: "components"
        case .tokens, .tokenGroup: "tokens"
        case .changes: "changes"
        case .section: "section"
        case .home: "home"
        case .licensing: "licensing"
        case .licence: "licence"
        case .notFound: "not-found"
        case .rulesJSON, .searchIndex, .tokensCSS, .tokenSwatchesCSS, .tokensJSON, .accentCSS, .sitemap: nil
        }
    }
}
