/// Parses everything `Load` read into a `Site`: site settings first (pages depend on them),
/// then every page.
package struct SiteParser: Sendable {
    package let parallelism: Parallelism
    /// Pages parsed before, reused when their text did not change (`serve`).
    package let cache: ParseCache?
    /// Pages other versions of the site parsed: a page with the same path and text is not parsed
    /// again (`site.yml` `versions:`); every page parsed here is added to it.
    package let twins: PageTwins?
    /// Pages and the registry the previous `specimen build` parsed, read back when their text did not change.
    package let store: PageStore?

    package init(parallelism: Parallelism = .parallel, cache: ParseCache? = nil, twins: PageTwins? = nil, store: PageStore? = nil) {
        self.parallelism = parallelism
        self.cache = cache
        self.twins = twins
        self.store = store
    }

    /// Returns nil for the site when `site.yml` is unusable; its diagnostics say why.
    package func parse(_ loaded: LoadedSite) -> Diagnosed<Site?> {
        let catalog = StringCatalogParser().parse(loaded.stringFiles)
        var log = DiagnosticLog()
        // site.yml's diagnostics come first, then the interface strings'; without a usable
        // site.yml, only its own.
        guard var config = log.take(SiteConfigParser(strings: catalog.value).parse(loaded.siteConfig)) else { return log.result(nil) }
        if config.theme.contentPath == nil {
            // Edit links need the content folder's place in the repository: the folder site.yml is in.
            let path = loaded.siteConfig.path
            config.theme.contentPath = ThemeSettings.repositoryPath(ofContent: path.hasSuffix("/site.yml") ? String(path.dropLast("/site.yml".count)) : ".")
        }
        let strings = log.take(catalog)
        let pageParser = PageParser(config: config, strings: strings)
        for file in [loaded.siteConfig] + (loaded.registry.map { [$0] } ?? []) + loaded.pages + loaded.tokenFiles + loaded.resolverFiles + loaded.tokenSources + loaded.licences {
            if let problem = file.problemDiagnostic { log.report(problem) }
        }
        var pages: [Page] = []
        let cache = self.cache
        // Pages hold labels in the interface strings' words: a cached page is stale when they change.
        let configText = ([loaded.siteConfig] + loaded.stringFiles).map { $0.relativePath + "\u{0}" + $0.text }.joined(separator: "\u{0}")
        cache?.keepOnly(Set(loaded.pages.map(\.path)))
        let store = self.store, storeKey = store == nil ? "" : PageStore.configKey(configText)
        let readable = loaded.pages.filter { if case .tooLarge = $0.problem { false } else { true } }
        // The registry and the tokens are each read on a core of their own while the pages are
        // parsed on the others (at 10,000 components the registry takes as long as a thousand
        // pages; the tokens, read after the pages, were a tenth of a second on one core).
        enum Job: Sendable { case registry(SourceFile), tokens, page(SourceFile) }
        enum Parsed: Sendable {
            case page(Diagnosed<Page>, borrowedFrom: String?)
            case registry(Diagnosed<Registry>, borrowedFrom: String?)
            case tokens(Diagnosed<TokenLoader.Loaded>, borrowed: [String: String])
        }
        let twins = self.twins, settings = PageTwins.settings(of: config)
        let tokenFiles = loaded.tokenFiles + loaded.resolverFiles + loaded.tokenSources
        let jobs = (loaded.registry.map { [Job.registry($0)] } ?? []) + [Job.tokens] + readable.map(Job.page)
        var registry = Registry()
        var tokens = TokenLoader.Loaded(tokens: DesignTokens(), contexts: TokenContexts())
        var borrowed: [String: String] = [:]
        for parsed in parallelism.map(jobs, { job -> Parsed in
            switch job {
            case .registry(let file):
                if let twin = twins?.twin(ofRegistry: file) { return .registry(twin.registry, borrowedFrom: twin.borrowedFrom) }
                let registry = cache?.value(for: file) { RegistryParser().parse($0) }
                    ?? store?.registry(for: file, configKey: storeKey, parse: { RegistryParser().parse($0) }) ?? RegistryParser().parse(file)
                twins?.record(registry, registry: file)
                return .registry(registry, borrowedFrom: nil)
            case .tokens:
                if let twin = twins?.twin(ofTokens: tokenFiles) { return .tokens(twin.tokens, borrowed: twin.borrowed) }
                let read = TokenLoader(cache: cache).load(tokenFiles: loaded.tokenFiles, resolvers: loaded.resolverFiles, sources: loaded.tokenSources)
                twins?.record(read, tokens: tokenFiles)
                return .tokens(read, borrowed: [:])
            case .page(let file):
                if let twin = twins?.twin(of: file, settings: settings) { return .page(twin.page, borrowedFrom: twin.borrowedFrom) }
                let page = cache?.page(for: file, config: configText, parse: { pageParser.parse($0) })
                    ?? store?.page(for: file, configKey: storeKey, parse: { pageParser.parse($0) }) ?? pageParser.parse(file)
                twins?.record(page, file: file, settings: settings)
                return .page(page, borrowedFrom: nil)
            }
        }) {
            switch parsed {
            case .page(let page, let from):
                if let from, from != page.value.path { borrowed[from] = page.value.path }
                pages.append(log.take(page))
            case .registry(let parsed, let from):
                if let from, let own = loaded.registry?.path, from != own { borrowed[from] = own }
                registry = log.take(parsed)
            case .tokens(let read, let files):
                borrowed.merge(files) { first, _ in first }
                tokens = log.take(read)
            }
        }
        var site = Site(config: config, registry: registry, tokens: tokens.tokens, pages: pages, contentFiles: Set(loaded.contentFiles))
        site.tokenContexts = tokens.contexts
        log.report(contentsOf: TokenLoader.checkColorScheme(config.tokens, against: tokens.contexts))
        let licenceParser = LicenceParser(rawHTML: config.rawHTML)
        for file in loaded.licences {
            let variant = config.rawHTML ? "rawHTML" : ""  // its outline depends on it
            if let licence = log.take(cache?.value(for: file, variant: variant) { licenceParser.parse($0) } ?? licenceParser.parse(file)) {
                site.licences.append(licence)
            }
        }
        site.borrowedFiles = borrowed
        site.outsideLinks = Set(loaded.outsideLinks)
        site.commitDates = loaded.commitDates
        let contentFolder = String(loaded.siteConfig.path.dropLast(loaded.siteConfig.relativePath.count))
        site.contentFilesOnDisk = loaded.contentFiles.map { contentFolder + $0 }
        site.themeFiles = Set(loaded.themeFiles.keys)
        site.stringCatalog = strings
        site.resolveLinks(parallelism: parallelism, like: twins?.resolvedSite)
        twins?.record(resolved: site)
        return log.result(site)
    }
}
