/// The generated index pages of navigation sections too long to list in full on every page.
///
/// A page's sidebar lists at most `sidebarLimit` pages of its section (the ones around it,
/// `SidebarRenderer`); a section with more gets an index page listing every one of its pages, so
/// that any page is two clicks away from any other (the section's link, then the page) while each
/// page's navigation stays the same size however large the section grows. Listing whole sections
/// on every page made the output grow with the square of the section's size (2,000 pages in one
/// section: 206 MB). Sections of the site's language live at `sections/<slug>/`, a translation's
/// at `sections/<lang>/<slug>/`; small sites have none.
package struct SectionRoutes: Sendable {
    /// A section with more pages than this lists only a window of them in the sidebar and gets an
    /// index page.
    package static let sidebarLimit = 15

    /// The folder every section index lives in.
    package static let folder = "sections/"

    private let routes: [String: [String: String]]
    /// Every route, in navigation order (site language first, then other languages by code).
    package let all: [String]
    /// Language and section title of each route.
    package let sections: [String: (language: String, title: String)]

    /// The section indexes `site` needs: counting pages is enough (no navigation is sorted).
    package init(site: Site) {
        var counts: [String: [String: Int]] = [:]
        for index in site.pages.indices {
            let page = site.pages[index]
            guard let section = page.frontMatter.section, !page.route.isEmpty else { continue }
            counts[page.lang, default: [:]][section, default: 0] += 1
        }
        var routes: [String: [String: String]] = [:], all: [String] = [], sections: [String: (String, String)] = [:]
        let languages = counts.keys.sorted { ($0 == site.config.language ? 0 : 1, $0) < ($1 == site.config.language ? 0 : 1, $1) }
        let slugger = HeadingSlugger()
        for language in languages {
            guard let sizes = counts[language] else { continue }
            // The navigation's order: `site.yml`'s, then the others alphabetically.
            let titles = site.config.sections.filter { sizes[$0] != nil } + sizes.keys.filter { !site.config.sections.contains($0) }.sorted()
            let big = titles.filter { (sizes[$0] ?? 0) > Self.sidebarLimit }
            guard !big.isEmpty else { continue }
            let prefix = Self.folder + (language == site.config.language ? "" : language + "/")
            for (title, slug) in zip(big, slugger.ids(for: big)) {
                let route = prefix + slug + "/"
                routes[language, default: [:]][title] = route
                all.append(route)
                sections[route] = (language, title)
            }
        }
        self.routes = routes
        self.all = all
        self.sections = sections
    }

    /// The index page of section `title` in `language`, when it is long enough to have one.
    package func route(language: String, section title: String) -> String? {
        routes[language]?[title]
    }
}
