/// The search index, built at build time over titles, headings, summaries, components (with their
/// aliases: "toast" finds Snackbar), rules and tokens. It is written as `search-index.js`, a
/// script that assigns one global, because a page opened from `file://` may not fetch JSON.
///
/// Size budget: at most 500 bytes per page on average (5 MB for 10,000 pages, about 1 MB with
/// gzip), loaded only when search is first opened. To stay inside it, entries are arrays, not
/// objects; headings point at their page by index; a heading's id is written only when it is not
/// the slug of its text; summaries are cut at 160 characters.
public struct SearchIndexBuilder: Sendable {
    public let site: Site

    /// The budget the index must stay within, per page, in bytes (tested on 10,000 pages).
    public static let bytesPerPageBudget = 500
    /// Longest summary kept in the index.
    public static let summaryLimit = 160

    /// Every rule; pass the build's shared index so it is not built again.
    public let rules: RuleIndex

    public init(site: Site, rules: RuleIndex? = nil) {
        self.site = site
        self.rules = rules ?? RuleIndex(site: site)
    }

    /// `window.specimenSearchIndex = {...};` — the format is documented in the README.
    public func script() -> String {
        var pages: [String] = []
        var headings: [String] = []
        var pageIndex: [String: Int] = [:]
        let slugger = HeadingSlugger()
        for (index, page) in site.pages.enumerated() where site.pageIndexByRoute[page.route] == index {
            pageIndex[page.relativePath] = pages.count
            let summary = page.frontMatter.summary.map { String($0.prefix(Self.summaryLimit)) } ?? ""
            pages.append(array([quote(page.title), quote(RouteMapper().outputPath(forRoute: page.route)), quote(summary), quote(page.lang)]))
            for (heading, id) in zip(page.outline.headings, page.headingIDs) where heading.level >= 2 {
                var fields = ["\(pages.count - 1)", quote(heading.text)]
                if slugger.slug(heading.text) != id { fields.append(quote(id)) }
                headings.append(array(fields))
            }
        }
        var pageOfComponent: [String: Page] = [:]
        for page in site.pages where page.lang == site.config.language {
            if let id = page.frontMatter.component, pageOfComponent[id] == nil { pageOfComponent[id] = page }
        }
        let components = site.registry.components.map { component -> String in
            let page = pageOfComponent[component.id]
            let url = page.map { RouteMapper().outputPath(forRoute: $0.route) }
                ?? RouteMapper().outputPath(forRoute: GeneratedRoute.components) + "#" + ComponentsPageRenderer.anchor(component.id)
            return array([quote(component.name), quote(url), quote(component.aliases.joined(separator: ", ")), quote(component.status?.rawValue ?? ""),
                          quote(component.id)])
        }
        let rules = self.rules.entries.map { entry -> String in
            array(["\(pageIndex[entry.page.relativePath] ?? -1)", quote(entry.rule.id ?? ""), quote(entry.rule.text ?? ""),
                   quote(entry.rule.level?.keyword ?? ""), quote(entry.anchor), quote(entry.component?.name ?? entry.componentID)])
        }
        let tokens = site.tokens.names.compactMap { name -> String? in
            guard let token = site.tokens[name] else { return nil }
            return array([quote(name), quote(token.value?.css ?? ""), quote(TokenSwatchFactory.anchor(name))])
        }
        let tokenPage = RouteMapper().outputPath(forRoute: GeneratedRoute.tokens)
        return "window.specimenSearchIndex = {\"v\":1,\"tokenPage\":\(quote(tokenPage)),"
            + "\"pages\":\(array(pages)),\"headings\":\(array(headings)),\"components\":\(array(components)),"
            + "\"rules\":\(array(rules)),\"tokens\":\(array(tokens))};\n"
    }

    private func quote(_ text: String) -> String {
        // `</script` cannot occur: the index is a separate file, but `<` is escaped anyway.
        JSONWriter.quote(text, escapingLessThan: true)
    }

    private func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }
}
