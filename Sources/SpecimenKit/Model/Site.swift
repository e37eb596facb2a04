import Foundation

/// The parsed site: the one value that checks and rendering read. Built by `SiteParser`.
package struct Site: Sendable {
    package var config: SiteConfig
    /// The component registry; empty when the site has no `registry.yml`.
    package var registry: Registry
    /// The design tokens, resolved; empty when the site has no token files.
    package var tokens: DesignTokens
    /// The tokens in every other context a resolver declares (themes, modes); empty without one.
    package var tokenContexts = TokenContexts()
    /// Every page, sorted by path inside `Content/`.
    package var pages: [Page]
    /// Paths inside `Content/` of every file that is not a page (images, downloads).
    package var contentFiles: Set<String>
    /// Every file that is not a page as listed on disk, as diagnostics name it
    /// (`Content/assets/logo.png`): unlike `contentFiles`, it keeps names that Swift's string
    /// equality holds equal (`é` as one code point and as two), which are two files on Linux.
    package var contentFilesOnDisk: [String] = []
    /// Paths inside `Templates/` of the theme's static files (`theme/search.js`), which the site
    /// publishes as they are.
    package var themeFiles: Set<String> = []
    /// The theme's interface strings by language (`Templates/i18n/`); the built-in ones for a
    /// site made by hand.
    package var stringCatalog: StringCatalog = .builtIn
    /// Licences by id, sorted by id.
    package var licences: [Licence] = []
    /// Symbolic links inside `Content/` that lead outside it (SP403 when used).
    package var outsideLinks: Set<String> = []
    /// The last commit date of each content file, read when `theme: lastUpdated: git` may be set.
    package var commitDates: CommitDates?
    /// The downloadable files pages offer, read once: bytes and checksum, by path inside `Content/`.
    package var assetFiles: [String: AssetFile] = [:]
    /// The published SVG and XML files, read once for `ActiveContentChecker`, by path inside `Content/`.
    package var scannedFiles: [String: Data] = [:]
    /// Published SVG and XML files over `SourceFile.dataSizeLimit`, not read: SP006.
    package var tooLargeToScan: Set<String> = []
    /// The versions the site is published in (`site.yml` `versions:`), as this version's pages
    /// see them; nil for a site with no older versions.
    package var versions: PublishedVersions?
    /// The change logs and rule history computed from the versions' data; nil without versions.
    package var history: VersionHistory?
    /// Files parsed once for several versions (`PageTwins`: pages, the registry, the token
    /// files): the file another version's parse names in its source positions → this version's
    /// file with the same text.
    package var borrowedFiles: [String: String] = [:]
    /// Index of each page by its path inside `Content/`.
    package let pageIndexByPath: [String: Int]
    /// Index of each page by its route; with duplicate routes (SP004) the first page wins.
    package let pageIndexByRoute: [String: Int]
    /// What every link of every page points at (`linkTargets[page][link]` for
    /// `pages[page].outline.links[link]`), resolved once by `resolveLinks` after parsing: the link
    /// checks, the list of published files and rendering all read it, and resolving a link is
    /// not cheap. Empty until resolved.
    package private(set) var linkTargets: [[LinkTarget]] = []
    /// Each page's outline key (`OutputKeys.outline`), found with its links by `resolveLinks`:
    /// the comparison of versions and the output keys both read every page's, each version's.
    /// Empty until resolved.
    private var outlineKeys: [String] = []
    /// The index pages of long sections, counted once with the links (see `sectionRoutes`).
    private var resolvedSectionRoutes: SectionRoutes?
    /// `publishedFiles` as found when the links were resolved: the script scan and two checks
    /// ask, and each walk took as long as a checker at 10,000 pages.
    private var resolvedPublishedFiles: [(path: String, location: SourceLocation)]?

    package init(config: SiteConfig, registry: Registry = Registry(), tokens: DesignTokens = DesignTokens(), pages: [Page], contentFiles: Set<String>) {
        self.config = config
        self.registry = registry
        self.tokens = tokens
        self.pages = pages
        self.contentFiles = contentFiles
        pageIndexByPath = Dictionary(pages.enumerated().map { ($1.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        pageIndexByRoute = Dictionary(pages.enumerated().map { ($1.route, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Resolves every page's links (see `linkTargets`), pages on every core. Call it once the
    /// site's pages, files and outside links are all known. `other`: another version's site,
    /// resolved, whose pages this one may have borrowed (`borrowedFiles`, `PageTwins`): when
    /// links resolve alike in both (`resolvesLinksAlike`), a borrowed page takes that page's
    /// targets and outline key (the same text in the same folder).
    package mutating func resolveLinks(parallelism: Parallelism = .parallel, like other: Site? = nil) {
        linkTargets = []
        resolvedSectionRoutes = SectionRoutes(site: self)
        let resolver = LinkResolver(site: self), pages = self.pages
        let twin: @Sendable (Int) -> Int? = if let other, !borrowedFiles.isEmpty, other.linkTargets.count == other.pages.count,
                                                other.outlineKeys.count == other.pages.count, resolvesLinksAlike(other) {
            { [borrowedFiles] index in
                guard let found = other.pageIndexByPath[pages[index].relativePath],
                      borrowedFiles[other.pages[found].path] == pages[index].path else { return nil }
                return found
            }
        } else {
            { _ in nil }
        }
        let resolved = parallelism.map(Array(pages.indices)) { index in
            if let found = twin(index), let other { return (targets: other.linkTargets[found], outline: other.outlineKeys[found]) }
            // The folder once per page: passing `pages[index]` per link copied the whole page.
            let directory = pages[index].directory
            return (targets: pages[index].outline.links.map { resolver.resolve($0.destination, fromDirectory: directory) },
                    outline: OutputKeys.outline(of: pages[index]))
        }
        linkTargets = resolved.map(\.targets)
        outlineKeys = resolved.map(\.outline)
        resolvedPublishedFiles = nil
        resolvedPublishedFiles = PublishedFiles.of(self)
    }

    /// True when a link resolves alike from the same folder of both sites: what `LinkResolver`
    /// reads is the same (the pages' paths, the page at each route, the content files, the
    /// licences' paths and ids, the links that leave `Content/`).
    private func resolvesLinksAlike(_ other: Site) -> Bool {
        guard contentFiles == other.contentFiles, outsideLinks == other.outsideLinks, pageIndexByPath.count == other.pageIndexByPath.count,
              pageIndexByRoute.count == other.pageIndexByRoute.count, licences.count == other.licences.count,
              zip(licences, other.licences).allSatisfy({ $0.relativePath == $1.relativePath && $0.id == $1.id }) else { return false }
        return pageIndexByPath.keys.allSatisfy { other.pageIndexByPath[$0] != nil }
            && pageIndexByRoute.allSatisfy { route, index in
                other.pageIndexByRoute[route].map { other.pages[$0].relativePath == pages[index].relativePath } ?? false
            }
    }

    /// The content files the site publishes as they are (`PublishedFiles.of`), found once when
    /// the links are resolved, or now for a site whose links were not (tests build such sites).
    package var publishedFiles: [(path: String, location: SourceLocation)] {
        resolvedPublishedFiles ?? PublishedFiles.of(self)
    }

    /// The targets of the links of the page at `index`, in the order of its outline's links:
    /// the resolved ones, or resolved now for a site whose links were not (tests build such sites).
    package func linkTargets(ofPage index: Int) -> [LinkTarget] {
        if linkTargets.count == pages.count, linkTargets[index].count == pages[index].outline.links.count { return linkTargets[index] }
        // Not resolved yet (tests build sites by hand), or the page was replaced without `replacePage`.
        let resolver = LinkResolver(site: self), directory = pages[index].directory
        return pages[index].outline.links.map { resolver.resolve($0.destination, fromDirectory: directory) }
    }

    /// The outline key (`OutputKeys.outline`) of the page at `index`: the one found with the
    /// links, or made now for a site whose links were not resolved.
    package func outlineKey(ofPage index: Int) -> String {
        outlineKeys.count == pages.count ? outlineKeys[index] : OutputKeys.outline(of: pages[index])
    }

    /// The targets of the links of `page`, a page of this site (found by its path).
    package func linkTargets(of page: Page) -> [LinkTarget] {
        // A target depends only on the destination, the page's folder and the site's paths; the
        // page asked about may be a newer text of the site's page (`serve` renders edits so).
        if let index = pageIndexByPath[page.relativePath], pages[index].path == page.path,
           pages[index].outline.links.elementsEqual(page.outline.links, by: { $0.destination == $1.destination }) {
            return linkTargets(ofPage: index)
        }
        let resolver = LinkResolver(site: self)
        return page.outline.links.map { resolver.resolve($0.destination, from: page) }
    }

    /// Puts `page` in place of the page at `index` (same path and route) and re-resolves its
    /// links: `serve`'s quick path for an edited page.
    package mutating func replacePage(at index: Int, with page: Page) {
        let movesSection = pages[index].frontMatter.section != page.frontMatter.section || pages[index].lang != page.lang
        pages[index] = page
        if outlineKeys.count == pages.count { outlineKeys[index] = OutputKeys.outline(of: page) }
        // The page may link to other files now: found again when asked.
        resolvedPublishedFiles = nil
        if movesSection, resolvedSectionRoutes != nil { resolvedSectionRoutes = SectionRoutes(site: self) }
        guard linkTargets.count == pages.count else { return }
        let resolver = LinkResolver(site: self)
        linkTargets[index] = page.outline.links.map { resolver.resolve($0.destination, from: page) }
    }

    /// The index pages of the site's long sections: the sidebar, the home page, the output check
    /// and the renderer all ask, so they are counted once when the links are resolved (counted
    /// now for a site whose links were not).
    package var sectionRoutes: SectionRoutes {
        resolvedSectionRoutes ?? SectionRoutes(site: self)
    }

    /// The page at a path inside `Content/`.
    package func page(atPath relativePath: String) -> Page? {
        pageIndexByPath[relativePath].map { pages[$0] }
    }

    /// Every spec block of the site with the index of its page, in page order; made as it is
    /// walked, and by index, so that no page is copied (a copy retains every string of a page).
    package var specBlocks: some Sequence<(pageIndex: Int, block: SpecBlock)> {
        pages.indices.lazy.flatMap { index in pages[index].specBlocks.lazy.map { (pageIndex: index, block: $0) } }
    }

    /// The interface strings of a language: its own, or English (see `StringCatalog`).
    package func strings(for language: String) -> InterfaceStrings {
        stringCatalog.strings(for: language)
    }

    /// The licence with this id.
    package func licence(_ id: String) -> Licence? {
        licences.first { $0.id == id }
    }

    /// The page published at a route.
    package func page(atRoute route: String) -> Page? {
        pageIndexByRoute[route].map { pages[$0] }
    }
}
