/// The render key of every output file: a hash of everything the file is made from, so an
/// incremental build renders only the files whose key changed since the previous build.
///
/// - A content page's HTML depends on its own text, on the navigation (every page's outline:
///   titles, sections, order, languages and translations feed the sidebar, the pager and the
///   language switcher) and on what every page shares (site.yml, licences, interface strings,
///   theme, assets), with the registry, tokens and templates it reads (below).
/// - Every other file (home, components, rules, tokens, changes, licensing, 404, the search
///   index, the sitemap, rules.json, tokens.css) is made from every page's outline — front
///   matter, headings, spec and tokens blocks — and what pages share, not from their prose.
/// - The search index is made from all that and from the words of every page's prose
///   (`Page.searchWords`), so it has a key of its own.
/// - A content page shows tokens only by name (its spec blocks and token grids): instead of the
///   token files, its key holds what it shows of them (`TokenKeys`). So do the generated pages
///   that show no token (`GeneratedPage.showsTokens`), with what every page reads of them.
/// - Each output's key holds the templates it is rendered through (`TemplateKeys`): the frame
///   and the content templates for a content page, the frame and its own template for a
///   generated page, none for a data file.
/// - Without older versions, a content page's key holds the components it shows instead of the
///   registry (`RegistryKeys`); every generated file keeps the whole registry.
/// So a body edit re-renders one page (and the search index when it uses a word the page did not
/// use before), a title edit every page, a token edit the pages that show a token it changed and
/// the generated files that show tokens, a template edit what is rendered through it, a
/// registry edit the pages that show a component it changed and every generated file (every
/// page when the site has older versions).
/// With older versions (`site.yml` `versions:`), each version's files are keyed as above, under
/// its folder, and every key also covers every version's outline and shared inputs: an older
/// version's pages link to their twins in the others (the version switcher) and its `changes/`
/// page compares their data. A body edit in one version still re-renders one page.
package struct OutputKeys: Sendable {
    /// The keys of one version's files, by path inside its folder.
    private struct Part: Sendable {
        /// `""` for the current version, `1.0/` for an older one.
        var folder: String
        /// Key of each content page's output file, by output path.
        var pages: [String: String]
        /// Key of each generated page and file, by output path.
        var generated: [String: String]
        /// Key of a rendered file neither lists (none today): everything but the pages' prose.
        var other: String
        /// Key of `search-index.js`.
        var searchIndex: String
    }

    /// What one version's outline adds to every version's keys: the hash of every page's outline
    /// with what pages share, with the registry and the token files (`withTokens`) and with the
    /// registry alone (`withRegistry`). Kept for older versions taken whole (`TrustedVersions`).
    package struct Outline: Sendable, Equatable {
        package var withTokens: String
        package var withRegistry: String

        package init(withTokens: String, withRegistry: String) {
            self.withTokens = withTokens
            self.withRegistry = withRegistry
        }
    }

    /// The current version's part first, then the older versions'.
    private let parts: [Part]
    /// The folders (`1.0/`) of the older versions taken whole from the previous build: their
    /// files' keys are the previous build's.
    package let keptFolders: [String]
    /// Each older version's outline, in order (`versions`', or the kept ones').
    package let olderOutlines: [Outline]

    /// Each page's outline is hashed on every core (at 10,000 pages, on one, it kept the other
    /// waiting before rendering); the hashes are then combined in path order, as before.
    /// `kept`: the older versions taken whole (`TrustedVersions`), by folder and outline, when
    /// `versions` is empty.
    package init(site: Site, fingerprint: InputFingerprint, versions: [(folder: String, site: Site, fingerprint: InputFingerprint)] = [],
                kept: [(folder: String, outline: Outline)] = [], parallelism: Parallelism = .parallel) {
        let all = [(folder: "", site: site, fingerprint: fingerprint)] + versions
        let outlines = all.map { Self.outlines(of: $0.site, fingerprint: $0.fingerprint, parallelism: parallelism) }
        let olderOutlines = outlines.dropFirst().map { Outline(withTokens: $0.withTokens, withRegistry: $0.withRegistry) } + kept.map(\.outline)
        var acrossTokens = ContentHash(), acrossRegistry = ContentHash()
        for outline in [Outline(withTokens: outlines[0].withTokens, withRegistry: outlines[0].withRegistry)] + olderOutlines {
            acrossTokens.combine(outline.withTokens)
            acrossRegistry.combine(outline.withRegistry)
        }
        let versionCount = all.count + kept.count
        self.keptFolders = kept.map(\.folder)
        self.olderOutlines = olderOutlines
        self.parts = zip(all, outlines).map { version, outline in
            var withTokens = outline.withTokens, withRegistry = outline.withRegistry
            if versionCount > 1 {
                var combined = ContentHash(), combinedRegistry = ContentHash()
                combined.combine(withTokens)
                combined.combine(acrossTokens.hex)
                withTokens = combined.hex
                combinedRegistry.combine(withRegistry)
                combinedRegistry.combine(acrossRegistry.hex)
                withRegistry = combinedRegistry.hex
            }
            // Without older versions, a content page holds the components it shows instead of the registry.
            return Self.part(folder: version.folder, site: version.site, fingerprint: version.fingerprint, withTokens: withTokens,
                             withRegistry: withRegistry, pages: versionCount > 1 ? nil : outline.pages, words: outline.words,
                             parallelism: parallelism)
        }
    }

    /// The hash of every page's outline with what pages share but the templates (`withTokens`;
    /// `withRegistry`: without the token files; `pages`: without the registry either), and of
    /// each page's words.
    private static func outlines(of site: Site, fingerprint: InputFingerprint, parallelism: Parallelism)
        -> (withTokens: String, withRegistry: String, pages: String, words: [String]) {
        let outlineHashes = parallelism.map(Array(site.pages.indices)) { index -> (outline: String, words: String) in
            var words = ContentHash()
            words.combine(site.pages[index].searchWords)
            return (site.outlineKey(ofPage: index), words.hex)
        }
        var pages = ContentHash()
        pages.combine(fingerprint.pageShared)
        let byPath = site.pages.indices.sorted(by: { site.pages[$0].path < site.pages[$1].path })
        for index in byPath {
            pages.combine(site.pages[index].path)
            pages.combine(outlineHashes[index].outline)
        }
        var withRegistry = ContentHash(), withTokens = ContentHash()
        withRegistry.combine(pages.hex)
        withRegistry.combine(fingerprint.registry)
        withTokens.combine(withRegistry.hex)
        withTokens.combine(fingerprint.tokens)
        return (withTokens.hex, withRegistry.hex, pages.hex, byPath.map { outlineHashes[$0].words })
    }

    /// One version's keys from its outlines' keys: with the registry and the token files
    /// (`withTokens`), with the registry (`withRegistry`), and with neither (`pages`, nil when the
    /// content pages keep the whole registry).
    private static func part(folder: String, site: Site, fingerprint: InputFingerprint, withTokens: String, withRegistry: String, pages: String?,
                             words: [String], parallelism: Parallelism) -> Part {
        var searchIndex = ContentHash()
        searchIndex.combine(withTokens)
        for hex in words { searchIndex.combine(hex) }
        let tokens = TokenKeys(site: site), templates = fingerprint.templates
        let registry = pages == nil ? nil : RegistryKeys(registry: site.registry)
        var withoutTokens = ContentHash()
        withoutTokens.combine(withRegistry)
        withoutTokens.combine(tokens.everyPage)
        var generated: [String: String] = [:]
        for kind in GeneratedPage.allCases {
            var key = ContentHash()
            key.combine(kind.showsTokens ? withTokens : withoutTokens.hex)
            key.combine(templates.key(for: kind))
            for path in kind.outputs(in: site) { generated[path] = key.hex }
        }
        var other = ContentHash()
        other.combine(withTokens)
        other.combine(templates.all)
        let keys = parallelism.map(Array(site.pages.indices)) { index -> (String, String) in
            let page = site.pages[index]
            var key = ContentHash()
            if let pages, let registry {
                key.combine(pages)
                key.combine(registry.key(of: page))
            } else {
                key.combine(withRegistry)
            }
            key.combine(templates.contentPages)
            key.combine(page.path)
            key.combine(fingerprint.sources[page.path] ?? "")
            key.combine(tokens.key(of: page))
            return (RouteMapper().outputPath(forRoute: page.route), key.hex)
        }
        // A later page at the same output path wins, as when they were set one after another.
        return Part(folder: folder, pages: Dictionary(keys, uniquingKeysWith: { _, later in later }), generated: generated,
                    other: other.hex, searchIndex: searchIndex.hex)
    }

    /// The key of the file at `path` in the output folder; nil for files that are copied (theme,
    /// images, downloads), which the writer compares by content instead, and for the files of
    /// older versions taken whole (`keptFolders`: the previous build's keys).
    package func key(forOutput path: String, isRendered: Bool) -> String? {
        if keptFolders.contains(where: { path.hasPrefix($0) }) { return nil }
        // An older version's folder is never a folder of the current version (`VersionChecker`).
        let part = parts.dropFirst().first { path.hasPrefix($0.folder) } ?? parts[0]
        let inside = String(path.dropFirst(part.folder.count))
        if inside == GeneratedRoute.searchIndex { return isRendered ? part.searchIndex : nil }
        if let page = part.pages[inside] { return page }
        guard isRendered else { return nil }
        return part.generated[inside] ?? part.other
    }

    /// The rendered files of the older version in `folder` (`1.0/`), by path inside it: its
    /// pages and generated files; nil when no version has that folder.
    package func renderedOutputs(inFolder folder: String) -> Set<String>? {
        guard let part = parts.dropFirst().first(where: { $0.folder == folder }) else { return nil }
        return Set(part.pages.keys).union(part.generated.keys)
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
