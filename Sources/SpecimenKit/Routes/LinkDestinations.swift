/// The published URL of every link that points inside the site, by link index, as seen from the
/// page that holds the links: what rendering writes in place of what the author wrote (a `.md`
/// path, a licence's file, a file in `Content/`), so that links follow pages to their routes.
package enum LinkDestinations {
    /// The destinations of the links of `page`, a page of `site` (or a newer text of one), from
    /// its own route, by its links as resolved once after parsing (`Site.linkTargets`).
    package static func of(_ page: Page, in site: Site) -> [Int: String] {
        of(site.linkTargets(of: page), fromRoute: page.route, in: site)
    }

    /// The destinations of resolved link `targets` as seen from a page published at `route` (a
    /// content page's, or a licence page's); external, same-page, missing and outside links
    /// have none and keep what the author wrote.
    package static func of(_ targets: [LinkTarget], fromRoute route: String, in site: Site) -> [Int: String] {
        var destinations: [Int: String] = [:]
        let urls = RelativeURL(fromRoute: route)
        for (index, target) in targets.enumerated() {
            switch target {
            case .page(let path, let fragment):
                if let target = site.pageIndexByPath[path] { destinations[index] = urls.page(site.pages[target].route, fragment: fragment) }
            case .licence(let id, let fragment):
                destinations[index] = urls.page(GeneratedRoute.licence(id), fragment: fragment)
            case .file(let path, let fragment):
                destinations[index] = urls.file(path, fragment: fragment)
            case .external, .samePage, .missing, .outside:
                break
            }
        }
        return destinations
    }
}
