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
            let pages = bySection[title, default: []].sorted { a, b in
                let pa = site.pages[a], pb = site.pages[b]
                return (pa.frontMatter.order ?? Int.max, pa.title, pa.relativePath) < (pb.frontMatter.order ?? Int.max, pb.title, pb.relativePath)
            }
            return Section(title: title, pages: pages)
        }
        readingOrder = sections.flatMap(\.pages)
    }
}
