/// The site's navigation for one language: sections in `site.yml` order (sections not listed there
/// follow, alphabetically), pages within a section by front-matter `order`, then title, then path.
/// The same order gives previous/next links.
package struct Navigation: Sendable {
    /// A section and its pages, as indexes into `Site.pages`.
    package struct Section: Sendable {
        package var title: String
        package var pages: [Int]
    }

    package let sections: [Section]
    /// Every page of the navigation in reading order.
    package let readingOrder: [Int]
    /// Where each page (by index into `Site.pages`) stands in `readingOrder`: searching the
    /// order for every page's previous and next links grew with the square of the site.
    private let positions: [Int: Int]

    /// The position of page `index` in `readingOrder`, if it is in the navigation.
    package func position(of index: Int) -> Int? {
        positions[index]
    }

    package init(site: Site, language: String) {
        var bySection: [String: [Int]] = [:]
        for index in site.pages.indices where site.pages[index].lang == language {  // by index: no page copied
            guard let section = site.pages[index].frontMatter.section, !site.pages[index].route.isEmpty else { continue }
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
        positions = Dictionary(readingOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
