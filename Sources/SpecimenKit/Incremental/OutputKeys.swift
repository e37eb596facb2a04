/// The render key of every output file: a hash of everything the file is made from, so an
/// incremental build renders only the files whose key changed since the previous build.
///
/// - A content page's HTML depends on its own text, on the navigation (every page's outline:
///   titles, sections, order, languages and translations feed the sidebar, the pager and the
///   language switcher) and on what every page shares (site.yml, registry, tokens, licences,
///   templates, theme, assets).
/// - Every other file (home, components, rules, tokens, changes, licensing, 404, the search
///   index, the sitemap, rules.json, tokens.css) is made from every page's outline — front
///   matter, headings, spec and tokens blocks — and what pages share, not from their prose.
/// - The search index is made from all that and from the words of every page's prose
///   (`Page.searchWords`), so it has a key of its own.
/// So a body edit re-renders one page (and the search index when it uses a word the page did not
/// use before), a title edit every page, a registry edit everything.
package struct OutputKeys: Sendable {
    /// Key of each content page's output file, by output path.
    package let pages: [String: String]
    /// Key of every other rendered file.
    package let generated: String
    /// Key of `search-index.js`.
    package let searchIndex: String

    /// Each page's outline is hashed on every core (at 10,000 pages, on one, it kept the other
    /// waiting before rendering); the hashes are then combined in path order, as before.
    package init(site: Site, fingerprint: InputFingerprint, parallelism: Parallelism = .parallel) {
        let outlineHashes = parallelism.map(Array(site.pages.indices)) { index -> (outline: String, words: String) in
            var words = ContentHash()
            words.combine(site.pages[index].searchWords)
            return (Self.outline(of: site.pages[index]), words.hex)
        }
        var outlines = ContentHash()
        outlines.combine(fingerprint.shared)
        let byPath = site.pages.indices.sorted(by: { site.pages[$0].path < site.pages[$1].path })
        for index in byPath {
            outlines.combine(site.pages[index].path)
            outlines.combine(outlineHashes[index].outline)
        }
        let generated = outlines.hex
        self.generated = generated
        var searchIndex = ContentHash()
        searchIndex.combine(generated)
        for index in byPath { searchIndex.combine(outlineHashes[index].words) }
        self.searchIndex = searchIndex.hex
        let keys = parallelism.map(Array(site.pages.indices)) { index -> (String, String) in
            let page = site.pages[index]
            var key = ContentHash()
            key.combine(generated)
            key.combine(page.path)
            key.combine(fingerprint.sources[page.path] ?? "")
            return (RouteMapper().outputPath(forRoute: page.route), key.hex)
        }
        // A later page at the same output path wins, as when they were set one after another.
        self.pages = Dictionary(keys, uniquingKeysWith: { _, later in later })
    }

    /// The key of the file at `path` in the output folder; nil for files that are copied (theme,
    /// images, downloads), which the writer compares by content instead.
    package func key(forOutput path: String, isRendered: Bool) -> String? {
        if path == GeneratedRoute.searchIndex { return isRendered ? searchIndex : nil }
        return pages[path] ?? (isRendered ? generated : nil)
    }

    /// What other outputs read from a page: its front matter, headings and fenced blocks, as cmark
    /// parsed them (so no heuristic can miss a heading), without source positions (an edit above a
    /// block moves it without changing it).
    static func outline(of page: Page) -> String {
        var hash = ContentHash()
        let matter = page.frontMatter
        for field in [matter.title, matter.section, matter.order.map(String.init), matter.summary, matter.component, matter.status,
                      matter.updated, matter.lang, matter.translationKey, page.lang, page.route] {
            hash.combine(field ?? "\u{0}")
        }
        for list in [matter.platforms, matter.contributors, matter.platformStatuses.flatMap { [$0.platform, $0.status] }] {
            hash.combine(list.count)
            for item in list { hash.combine(item) }
        }
        hash.combine(matter.assets.count)
        for asset in matter.assets {
            for field in [asset.path, asset.title, asset.licence] { hash.combine(field ?? "\u{0}") }
        }
        for (heading, id) in zip(page.outline.headings, page.headingIDs) {
            hash.combine(heading.level)
            hash.combine(heading.text)
            hash.combine(id)
        }
        for block in page.outline.fencedBlocks {
            hash.combine(block.info)
            hash.combine(block.code)
        }
        return hash.hex
    }
}
