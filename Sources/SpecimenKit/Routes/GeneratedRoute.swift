/// Routes of the pages Specimen generates itself; a content page at one of them is SP004.
package enum GeneratedRoute {
    /// The registry as a table.
    package static let components = "components/"
    /// Every rule in one table.
    package static let rules = "rules/"
    /// Every rule as data for tools.
    package static let rulesJSON = "rules.json"
    /// The design tokens: every token as a swatch on a small system, else an index of the
    /// top-level groups, each on its own page (`TokenPages`).
    package static let tokens = "tokens/"
    /// The tokens as CSS custom properties, the file a team ships.
    package static let tokensCSS = "tokens.css"
    /// The rules that draw the site's swatches from `tokens.css`'s custom properties.
    package static let tokenSwatchesCSS = "token-swatches.css"
    /// Every token with its resolved value.
    package static let tokensJSON = "tokens.resolved.json"
    /// The theme's link and accent colours from `site.yml` `theme: accent:`.
    package static let accentCSS = "accent.css"

    /// Every licence, and (below it) one page per licence.
    package static let licensing = "licensing/"
    /// What each version introduced.
    package static let changes = "changes/"
    /// The search index script.
    package static let searchIndex = "search-index.js"

    /// Written into every site: a page for any missing path.
    package static let notFound = "404.html"
    /// Written when the site has a base URL, which `--base-url` may give any build, so the path is always Specimen's.
    package static let sitemap = "sitemap.xml"

    /// Every file Specimen generates for a site, by output path (`GeneratedPage`): the generated
    /// pages, their data files, the search index, `404.html`, `sitemap.xml` and the generated home
    /// page. Each is Specimen's alone (`OutputPathChecker`); a test holds it equal to what the
    /// renderer writes.
    package static func outputs(for site: Site) -> [String] {
        GeneratedPage.allCases.flatMap { $0.outputs(in: site) }
    }

    /// The routes of the generated reference pages of a site (`GeneratedPage`), for the sitemap
    /// and the sidebar: the reference pages with a registry, the token pages with tokens, the
    /// licensing pages with licences, the changes with versions.
    package static func all(for site: Site) -> [String] {
        GeneratedPage.allCases.flatMap { $0.routes(in: site) }
    }

    /// The page of the licence with this id.
    package static func licence(_ id: String) -> String {
        licensing + id + "/"
    }

    /// The page of the top-level token group whose folder is `slug` (`tokens/color/`).
    package static func tokenGroup(_ slug: String) -> String {
        tokens + slug + "/"
    }

    /// True when the site has a `changes/` page: a change log computed from an older published
    /// version (`site.yml` `versions:`), or a component or rule that says which version
    /// introduced it.
    package static func hasChanges(_ site: Site) -> Bool {
        site.history?.changeLogs.isEmpty == false
            || site.registry.components.contains { $0.since != nil } || site.specBlocks.contains { $0.block.rules.contains { $0.since != nil } }
    }
}
