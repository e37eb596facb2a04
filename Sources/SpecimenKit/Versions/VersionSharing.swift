/// How much of the current version an older one has word for word, worked out once after both
/// are parsed (DESIGN 3.9: shared work is not repeated). Most versions of a real system differ in
/// their registry or tokens and share nothing; a version that differs only in some pages' prose
/// shares its checks of the data, its change log, its pages' main content and the generated
/// pages made from the sources alone.
package struct VersionSharing: Sendable, Equatable {
    /// The inputs every page shares are the same in both versions (`site.yml` apart from what
    /// only the frame shows, the registry, tokens, licences, interface strings, downloadable and
    /// other content files) and so is every page's outline (path, route, language, titles,
    /// headings): a page's main content is made from the same inputs (`SharedMainContent`).
    package var sharesOutlines = false
    /// Besides, every page's data (`PageRecord.sourceData`: front matter, spec blocks, token grids
    /// and guidance blocks, at the same positions in its file) is the current page's, and the
    /// links that leave `Content/` are the same: what is made from that data alone is the same,
    /// only the files it names are the version's own (`files`).
    package var sharesData = false
    /// By the path of each file of the current version that the older one has at the same place
    /// in its content folder (pages, registry, token files, licences, interface strings), the
    /// older version's: where what the current version found in it is moved to.
    package var files: [String: String] = [:]

    /// What `older` (loaded from `olderLoaded`) shares with `current` (loaded from `loaded`).
    /// `outlines` gives the current version's outlines (`outlines(of:)`), asked for only when the
    /// other inputs are the same, so that several versions compute them once.
    package init(current: Site, loaded: LoadedSite, older: Site, olderLoaded: LoadedSite, outlines: () -> [[String]], parallelism: Parallelism) {
        guard Self.sharesInputs(current, loaded, older, olderLoaded),
              Self.outlines(of: older, parallelism: parallelism) == outlines() else { return }
        sharesOutlines = true
        var files: [String: String] = [:]
        let sources = { (loaded: LoadedSite) in
            [loaded.registry].compactMap { $0 } + loaded.tokenFiles + loaded.resolverFiles + loaded.tokenSources + loaded.licences + loaded.stringFiles
        }
        // The same relative paths in the same order (`sharesInputs`).
        for (from, to) in zip(sources(loaded), sources(olderLoaded)) { files[from.path] = to.path }
        // The outlines are the same, so each page has its path and route in both versions.
        let twins = Set(older.borrowedFiles.values)
        var sameData = current.outsideLinks == older.outsideLinks
        for page in older.pages {
            guard let same = current.page(atRoute: page.route), same.relativePath == page.relativePath else {
                sameData = false
                continue
            }
            files[same.path] = page.path
            if sameData, !twins.contains(page.path), PageRecord.sourceData(of: same) != PageRecord.sourceData(of: page) { sameData = false }
        }
        sharesData = sameData
        self.files = files
    }

    /// What each of `versions` shares with `current`, in their order.
    package static func of(current: Site, loaded: LoadedSite, versions: [(site: Site, loaded: LoadedSite)], parallelism: Parallelism) -> [VersionSharing] {
        // Made only once a version shares the other inputs, and only once.
        var currentOutlines: [[String]]?
        return versions.map { version in
            VersionSharing(current: current, loaded: loaded, older: version.site, olderLoaded: version.loaded, outlines: {
                if let currentOutlines { return currentOutlines }
                let made = outlines(of: current, parallelism: parallelism)
                currentOutlines = made
                return made
            }, parallelism: parallelism)
        }
    }

    /// `diagnostics` the current version's checks found, moved to the older version's files
    /// (positions, and file names in hints); nil when one of them is in a file the older version
    /// does not have at the same place (the older version then checks for itself).
    package func moved(_ diagnostics: [Diagnostic]) -> [Diagnostic]? {
        guard diagnostics.allSatisfy({ files[$0.location.file] != nil }) else { return nil }
        return PageTwins.relocated(diagnostics, files)
    }

    /// The inputs every page shares, compared as written (see `sharesOutlines`).
    private static func sharesInputs(_ current: Site, _ loaded: LoadedSite, _ older: Site, _ olderLoaded: LoadedSite) -> Bool {
        func normalised(_ config: SiteConfig) -> SiteConfig {
            var config = config
            config.versions = []
            config.version = ""
            config.baseURL = nil
            // Where each setting is written names the version's own file, and each version's
            // content folder has its own place in the repository (the frame's edit link).
            config.theme.locations = [:]
            config.theme.contentPath = nil
            config.tokens.colorSchemeLocations = [:]
            return config
        }
        func texts(_ loaded: LoadedSite) -> [[String]] {
            ([loaded.registry].compactMap { $0 } + loaded.tokenFiles + loaded.resolverFiles + loaded.tokenSources + loaded.licences + loaded.stringFiles)
                .map { [$0.relativePath, $0.text] }
        }
        return normalised(current.config) == normalised(older.config) && texts(loaded) == texts(olderLoaded)
            && current.assetFiles == older.assetFiles && current.contentFiles == older.contentFiles
    }

    /// Every page's path, route, language and outline (`OutputKeys.outline`), in path order.
    private static func outlines(of site: Site, parallelism: Parallelism) -> [[String]] {
        let paths = site.pages.map(\.relativePath)
        let order = site.pages.indices.sorted { paths[$0] < paths[$1] }
        return parallelism.map(order) { index in
            [paths[index], site.pages[index].route, site.pages[index].lang, site.outlineKey(ofPage: index)]
        }
    }
}
