/// The site's navigation for one language: sections in `site.yml` order (sections not listed there
/// follow, alphabetically), pages within a section by front-matter `order`, then title, then path.
/// The same order gives previous/next links.
public struct Navigation: Sendable {
    /// A section and its pages, as indexes into `Site.pages`.
    public struct Section: Sendable {
        public var title: String
        public var pages: [Int]
    }

    public let sections: [Section]
    /// Every page of the navigation in reading order.
    public let readingOrder: [Int]

    public init(site: Site, language: String) {
        var bySection: [String: [Int]] = [:]
        for (index, page) in site.pages.enumerated() where page.lang == language {
            guard let section = page.frontMatter.section, !page.route.isEmpty else { continue }
            bySection[section, default: []].append(index)
        }
        let listed = site.config.sections.filter { bySection[$0] != nil }
        let unlisted = bySection.keys.filter { !site.config.sections.contains($0) }.sorted()
        sections = (listed + unlisted).map { title in
            // Sort keys taken once per page: reading them from the pages in the comparison copied
            // two whole pages per comparison.
            let members = bySection[title, default: []]
            let keys = members.map { index in
                (site.pages[index].frontMatter.order ?? Int.max, site.pages[index].title, site.pages[index].relativePath)
            }
            let pages = members.indices.sorted { keys[$0] < keys[$1] }.map { members[$0] }
            return Section(title: title, pages: pages)
        }
        readingOrder = sections.flatMap(\.pages)
    }
}
