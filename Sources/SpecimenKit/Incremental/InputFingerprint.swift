/// Hashes of what a build reads, before anything is parsed (issue 7's incremental builds):
/// - `build`: everything (sources, templates, theme, the stamps of content files, options). When it
///   equals the previous build's, nothing is done at all.
/// - `pageShared`: everything but the pages, the registry, the token files and the templates,
///   which every output depends on (site.yml, licences, interface strings, theme, assets).
/// - `registry`: `registry.yml`, which a content page of a site without older versions depends
///   on only through the components it shows (`RegistryKeys`).
/// - `tokens`: the token files (with the resolver and its sources), which a content page depends
///   on only through the tokens it shows (`TokenKeys`).
/// - `templates`: what each kind of output is rendered through (`TemplateKeys`).
/// - `sources`: each page's whole text.
/// `OutputKeys` combines them with what pages say about each other into a key per output file.
package struct InputFingerprint: Sendable {
    package let build: String
    package let pageShared: String
    package let registry: String
    package let tokens: String
    package let templates: TemplateKeys
    /// Hash of each page's whole text, by page path.
    package let sources: [String: String]
    /// The fingerprints of the older versions (`LoadedSite.versions`), in order.
    package let versions: [InputFingerprint]
    /// `build` of every older version, in order: `versions`', or those of the versions taken
    /// whole from the previous build (`TrustedVersions`), which are not loaded.
    package let olderBuilds: [String]

    /// `stamps` gives the size and modification time of a file by its path on disk (content
    /// files can be large design assets; they are not read to be hashed). `kept`: the older
    /// versions taken whole, when `loaded` has none.
    package init(loaded: LoadedSite, input: SiteInput, options: [String], specimenVersion: String, stamps: (String) -> FileStamp?,
                kept: [TrustedVersions.Version] = [], parallelism: Parallelism = .parallel) {
        var shared = ContentHash()
        shared.combine(Self.optionsHash(input: input, options: options, specimenVersion: specimenVersion))
        for file in [loaded.siteConfig] + loaded.licences + loaded.stringFiles {
            shared.combine(file.path)
            shared.combine(file.text)
        }
        for path in loaded.themeFiles.keys.sorted() {
            shared.combine(path)
            shared.combine(loaded.themeFiles[path]!)
        }
        for path in loaded.contentFiles.sorted() {
            shared.combine(path)
            let stamp = stamps(joinPath(input.contentDirectory, path))
            shared.combine(stamp.map { "\($0.size) \($0.modified)" } ?? "missing")
        }
        for link in loaded.outsideLinks.sorted() { shared.combine(link) }
        let pageShared = shared.hex
        var registry = ContentHash()
        for file in loaded.registry.map({ [$0] }) ?? [] {
            registry.combine(file.path)
            registry.combine(file.text)
        }
        var tokens = ContentHash()
        for file in loaded.tokenFiles + loaded.resolverFiles + loaded.tokenSources {
            tokens.combine(file.path)
            tokens.combine(file.text)
        }
        let templates = TemplateKeys(templates: loaded.templates)
        shared.combine(registry.hex)
        shared.combine(tokens.hex)
        shared.combine(templates.all)

        var sources: [String: String] = [:]
        var build = ContentHash()
        build.combine(shared.hex)
        // Each page's text hashed on every core; the hashes combined in path order.
        let pages = loaded.pages.sorted(by: { $0.path < $1.path })
        let dates = loaded.commitDates
        let hexes = parallelism.map(pages) { page in
            var source = ContentHash()
            source.combine(page.text)
            // `lastUpdated: git`: a commit that changes the page's date changes the page.
            if let date = dates?.byPath[page.relativePath] { source.combine(date) }
            return source.hex
        }
        for (page, hex) in zip(pages, hexes) {
            sources[page.path] = hex
            build.combine(page.path)
            build.combine(hex)
        }
        // Older versions: each fingerprinted as a site of its own, its content files stamped in its folder.
        versions = loaded.versions.map { version in
            InputFingerprint(loaded: version.loaded, input: version.input, options: options + ["version=\(version.setting.id)"],
                             specimenVersion: specimenVersion, stamps: stamps, parallelism: parallelism)
        }
        let older = zip(loaded.versions, versions).map { (id: $0.setting.id, label: $0.setting.label, build: $1.build) }
            + kept.map { (id: $0.id, label: $0.label, build: $0.build) }
        for version in older {
            build.combine(version.id)
            build.combine(version.label)
            build.combine(version.build)
        }
        self.olderBuilds = older.map(\.build)
        self.pageShared = pageShared
        self.registry = registry.hex
        self.tokens = tokens.hex
        self.templates = templates
        self.sources = sources
        self.build = build.hex
    }

    /// What comparing the versions reads besides the current version's pages
    /// (`VersionLinkRecord.key`): what its pages share, its registry and tokens, and each older
    /// version (`settings`, in order) whole.
    package func versionLinkInputs(settings: [VersionSetting]) -> String {
        var hash = ContentHash()
        for part in [pageShared, registry, tokens] { hash.combine(part) }
        hash.combine(olderBuilds.count)
        for (setting, build) in zip(settings, olderBuilds) {
            for part in [setting.id, setting.label, build] { hash.combine(part) }
        }
        return hash.hex
    }

    /// What decides the output besides the files: Specimen's version and built-in theme, the
    /// options, the folders. (The theme's digest matters to `InputStamps`, which skips reading
    /// the sources when none changed: a new `specimen` with the same version number but another
    /// built-in theme must still rebuild.)
    package static func optionsHash(input: SiteInput, options: [String], specimenVersion: String) -> String {
        var hash = ContentHash()
        hash.combine(specimenVersion)
        hash.combine(BuiltInTheme.digest)
        for option in options { hash.combine(option) }
        hash.combine(input.contentDirectory)
        hash.combine(input.templatesDirectory)
        return hash.hex
    }
}
