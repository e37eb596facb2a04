import Foundation
import Synchronization

/// The stages in their fixed order (Docs/architecture.md):
/// `check` = load → parse → check; `build` = check, then render → write when there are no errors.
/// Each stage is a function from values to values; only load and write touch the file system.
public struct Pipeline: Sendable {
    package let fileSystem: any FileSystem
    /// Parsing and rendering use every core unless told otherwise (tests compare both).
    package let parallelism: Parallelism
    /// Pages parsed by earlier runs of this pipeline (`serve` keeps one across rebuilds), or nil.
    package let parseCache: ParseCache?
    /// The version written into build caches; a cache from another version is not used.
    package let specimenVersion: String
    /// Told when each long stage starts (the command line shows it on a terminal), or nil.
    package let progress: (@Sendable (BuildStep) -> Void)?
    /// How long before a build its inputs must have last changed for their stamps to be kept
    /// (`InputStamps.areSettled`); tests set 0 to use the stamps of files they just wrote.
    package var stampMargin: Double = 1
    /// Older versions take what they share with the current version (`VersionSharing`) instead of
    /// making it again: the findings of checks that read only data, the change log between them,
    /// the main content of pages (`SharedMainContent`); tests turn it off to compare the results.
    package var sharesAcrossVersions = true

    /// A pipeline that reads and writes the local disk, on every core: what a program that uses
    /// SpecimenKit as a library makes (the command line sets the rest).
    public init() {
        self.init(fileSystem: LocalFileSystem())
    }

    package init(fileSystem: any FileSystem, parallelism: Parallelism = .parallel, parseCache: ParseCache? = nil,
                specimenVersion: String = "dev", progress: (@Sendable (BuildStep) -> Void)? = nil) {
        self.fileSystem = fileSystem
        self.parallelism = parallelism
        self.parseCache = parseCache
        self.specimenVersion = specimenVersion
        self.progress = progress
    }

    /// What `check` found.
    public struct CheckResult: Sendable {
        /// The parsed site, or nil when `site.yml` is unusable.
        package var site: Site?
        package var templates: TemplateSet?
        /// Every diagnostic, sorted by file, line and column.
        public var diagnostics: [Diagnostic]
        /// The loaded sources, for rendering; nil when a build found from the files' stamps that
        /// nothing changed, and read none of them.
        package var loaded: LoadedSite?
        /// The older versions (`site.yml` `versions:`) that could be parsed, in its order.
        package var versions: [VersionedSite] = []
        /// What each of `versions` shares with the current version, in their order (`VersionSharing`).
        package var sharing: [VersionSharing] = []
        /// Checks of older versions whose findings were the current version's (`Checker.readsOnlyData`).
        package var checksSharedAcrossVersions = 0
        /// Data checks of the current version whose findings were the previous build's (`DataFindings`).
        package var checksKept = 0
        /// Older versions none of whose checks ran: their inputs were the previous build's, and so are their findings.
        package var versionsChecksKept = 0
        /// True when the versions were not compared again: nothing the comparison reads changed
        /// since the previous build, which kept it (`VersionLinkRecord`). The older versions
        /// are then linked only as far as the current one needs, until they are rendered.
        package var versionsLinkKept = false
        /// The older versions taken whole from the previous build (`TrustedVersions`): not in
        /// `versions`, neither loaded, parsed, checked nor rendered; nil when they were built.
        package var keptVersions: TrustedVersions? = nil
        /// The key of the versions' comparison (`VersionLinkRecord.key`), nil without one.
        package var versionLinkKey: String? = nil
        /// Each version's rule index, the current one's first, made while comparing the versions
        /// and used again to render them; empty for a site with one version.
        package var ruleIndexes: [RuleIndex] = []
        /// True when the configuration itself is unusable (exit status 2).
        public var isConfigurationUnusable: Bool

        /// The pages checked: the current version's and every older version's.
        public var pageCount: Int {
            (site?.pages.count ?? 0) + versions.reduce(0) { $0 + $1.site.pages.count } + (keptVersions?.versions.reduce(0) { $0 + $1.pages } ?? 0)
        }
    }

    /// What `build` did.
    public struct BuildResult: Sendable {
        /// What the checks found. When the site was up to date, the diagnostics are those of the
        /// build that made it and `site` is nil.
        public var check: CheckResult
        /// Number of files in the built site, or nil when nothing was written.
        public var filesWritten: Int?
        /// Number of files rendered (an incremental build renders only what changed).
        public var filesRendered = 0
        /// Number of rendered files kept from the previous build because their inputs did not change.
        public var filesReused = 0
        /// True when nothing changed since the previous build, so nothing was done.
        public var isUpToDate = false
        /// Pages in the site, every version's (`site.yml` `versions:`).
        public var pages = 0
        /// Pages read back from the build cache instead of parsed (`PageStore`).
        public var pagesReadBack = 0
        /// Pages of older versions whose main content was the current version's (`SharedMainContent`).
        public var pagesSharedAcrossVersions = 0
        /// Generated pages and files of older versions that were the current version's (`SharedMainContent.generated`).
        public var generatedSharedAcrossVersions = 0
        /// Of `pagesSharedAcrossVersions`, the pages whose frame was the current version's too,
        /// with the version's own switcher, banner and addresses (`LayoutRenderer.KeptFrame`).
        public var framesSharedAcrossVersions = 0
        /// The folders (`1.0/`) of older versions none of whose rendered files changed, kept
        /// without rendering them or making their render context (`OutputKeeper.keptWhole`).
        public var versionsKeptWhole: [String] = []
    }

    /// Loads, parses and checks a site; writes nothing.
    public func check(_ input: SiteInput) throws -> CheckResult {
        var clock = StageClock()
        let loaded = try ContentLoader(fileSystem: fileSystem, parallelism: parallelism).load(input)
        clock.mark("load")
        return try check(loaded, input: input, clock: clock)
    }

    /// `build(_:output:options:)` with the options spelled out (the command line and tests).
    package func build(_ input: SiteInput, output: String, strict: Bool = false, baseURL: String? = nil, incremental: Bool = false,
                      inPlace: Bool = false, skipsWhenUpToDate: Bool = true) throws -> BuildResult {
        try build(input, output: output, options: BuildOptions(strict: strict, baseURL: baseURL, incremental: incremental, inPlace: inPlace,
                                                               skipsWhenUpToDate: skipsWhenUpToDate))
    }

    /// Checks, then renders and writes the site into `output` when there are no errors (and no
    /// warnings when `options.strict`), holding the output's lock.
    public func build(_ input: SiteInput, output: String, options: BuildOptions) throws -> BuildResult {
        SystemAllocator.returnLargeBuffersWhenFreed()
        let folder = OutputFolder(fileSystem: fileSystem)
        if let refusal = folder.refusal(output: output, input: input) { throw BuildError.refusedOutput(refusal) }
        if let baseURL = options.baseURL, SiteConfig.normaliseBaseURL(baseURL) == nil { throw BuildError.refusedOutput("`--base-url` must be an absolute http(s) URL, not `\(baseURL)`") }
        // The real folder (a link to it followed), and one build at a time into it: two builds
        // swapping folders and linking each other's files gave a mixture of both sites.
        let output = folder.resolve(output)
        return try fileSystem.withExclusiveLock(at: BuildCache.lockPath(forOutput: output), whileWaiting: { progress?(.waiting) }) {
            // Checked again holding the lock: the build that held it may have changed the folder.
            if let refusal = folder.refusal(output: output, input: input) { throw BuildError.refusedOutput(refusal) }
            return try build(input, into: output, options: options)
        }
    }

    /// `build`, into the real output folder, holding its lock: list, then (when the stamps or the
    /// text of the inputs say nothing changed) stop; otherwise load, check, render and write.
    private func build(_ input: SiteInput, into output: String, options: BuildOptions) throws -> BuildResult {
        let (strict, baseURL, incremental, inPlace, skipsWhenUpToDate) = (options.strict, options.baseURL, options.incremental, options.inPlace,
                                                                        options.skipsWhenUpToDate)
        var clock = StageClock()
        let loader = ContentLoader(fileSystem: fileSystem, parallelism: parallelism)
        var memory = IncrementalBuild(fileSystem: fileSystem, parallelism: parallelism, specimenVersion: specimenVersion, input: input,
                                      output: output, baseURL: baseURL, isEnabled: incremental)
        let listing = try memory.start { try loader.list(input) }
        clock.mark("list, read cache (\(memory.previous == nil ? "none usable" : "usable")), stamp inputs")
        if skipsWhenUpToDate, let previous = memory.upToDateFromStamps() {
            clock.mark("up to date")
            return upToDate(previous, loaded: nil, strict: strict)
        }
        // Older versions none of whose files changed are neither loaded nor fingerprinted: the
        // previous build's record of them stands in, until the current version confirms it (`check`).
        let trusted = parseCache == nil ? memory.trustedVersions(listing) : nil
        var currentListing = listing
        if trusted != nil { currentListing.versions = [] }
        // The pages the previous build parsed, each version's, are read while the sources load
        // (`serve` keeps its parsed pages in memory, `parseCache`, and reads none).
        let storeRead = DispatchGroup()
        let readStores = Mutex<(current: PageStore?, versions: [String: PageStore], links: VersionLinkRecord?)>((nil, [:], nil))
        if parseCache == nil {
            let reader = memory, ids = listing.versions.map(\.setting.id), readIDs = currentListing.versions.map(\.setting.id)
            DispatchQueue.global().async(group: storeRead) {
                let current = reader.pageStore()
                let versions = Dictionary(readIDs.compactMap { id in reader.pageStore(version: id).map { (id, $0) } }, uniquingKeysWith: { first, _ in first })
                reader.forgetVersions(keeping: Set(ids))
                let links = ids.isEmpty ? nil : reader.versionLinkRecord()
                readStores.withLock { $0 = (current, versions, links) }
            }
        }
        defer { storeRead.wait() }
        var loaded = try loader.load(input, listing: currentListing)
        clock.mark("load")
        memory.fingerprint(loaded, kept: trusted)
        clock.mark("fingerprint inputs")
        let settledStamps = memory.settledStamps(margin: stampMargin)
        if skipsWhenUpToDate, let previous = memory.upToDateFromFingerprint(settledStamps: settledStamps) {
            clock.mark("up to date")
            return upToDate(previous, loaded: loaded, strict: strict)
        }
        let themeFiles = loaded.themeFiles
        storeRead.wait()
        var (store, versionStores, previousLinks) = readStores.withLock { $0 }
        let stored = (store?.storedCount ?? 0) + versionStores.values.reduce(0) { $0 + $1.storedCount }
        clock.mark("read parsed pages (\(stored) stored)")
        // Written from when each version's pages are parsed, while they are checked and the site
        // renders, with what the data checks found (the build waits for it before it returns).
        let saving = DispatchGroup()
        defer { saving.wait() }
        // The file being written waits for the checks' findings: known even when they throw.
        defer { store?.keep(nil) }
        let saver = memory
        // An older version's findings are kept by everything it is made from.
        let versionKeys = { (memory: IncrementalBuild, loaded: LoadedSite) in
            Dictionary(zip(loaded.versions.map(\.setting.id), memory.fingerprint?.versions.map(\.build) ?? []), uniquingKeysWith: { first, _ in first })
        }
        // The versions' comparison is kept by everything it reads; this build's is written on a
        // thread of its own (`serve`, which reads no store, keeps none).
        let links = { (memory: IncrementalBuild) in
            self.parseCache != nil ? nil : memory.fingerprint.map { fingerprint in
                VersionLinkRecord.Memory(previous: previousLinks, inputs: fingerprint.versionLinkInputs(settings: listing.versions.map(\.setting))) { record in
                    saving.enter()
                    Thread { saver.save(record); saving.leave() }.start()
                }
            }
        }
        let kept = trusted.map { trusted in
            KeptVersions(versions: trusted, templates: memory.fingerprint?.templates.all ?? "",
                         diagnostics: memory.previous?.diagnostics.filter { diagnostic in trusted.versions.contains { $0.owns(diagnostic) } } ?? [])
        }
        var result = try check(loaded, input: input, clock: clock, store: store, versionStores: versionStores, versionKeys: versionKeys(memory, loaded),
                               links: links(memory), trusted: kept, loadTrusted: {
            // The current version changed what the older ones read of it: they are loaded (with
            // their parsed pages) and fingerprinted, and built as always.
            loaded.versions = try loader.loadVersions(listing.versions, theme: loaded)
            memory.fingerprint(loaded)
            versionStores = Dictionary(listing.versions.compactMap { version in memory.pageStore(version: version.setting.id).map { (version.setting.id, $0) } },
                                       uniquingKeysWith: { first, _ in first })
            return LateVersions(loaded: loaded, versionStores: versionStores, versionKeys: versionKeys(memory, loaded), links: links(memory))
        }) { version in
            // A thread of its own: it waits for the checks, and must not hold one of the cores' workers.
            guard let parsed = version.map({ versionStores[$0] }) ?? store else { return }
            saving.enter()
            Thread { saver.save(parsed, version: version); saving.leave() }.start()
        }
        result.loaded?.pages = []  // parsed: the pages' text lives on in `site.pages`, once is enough
        // Held by the render contexts from here on, and let go of with them.
        let ruleIndexes = result.ruleIndexes
        result.ruleIndexes = []
        clock = StageClock()
        let readBack = (store?.reusedCount ?? 0) + versionStores.values.reduce(0) { $0 + $1.reusedCount }
        guard var site = result.site, let templates = result.templates, !result.diagnostics.hasErrors,
              !(strict && !result.diagnostics.isEmpty) else {
            return BuildResult(check: result, filesWritten: nil, pages: result.pageCount, pagesReadBack: readBack)
        }
        var versions = result.versions
        if let baseURL { VersionedSite.applyBaseURL(SiteConfig.normaliseBaseURL(baseURL), current: &site, versions: &versions) }
        // Older versions linked only as far as the current one needs (`versionsLinkKept`) are
        // linked whole when one of them is rendered.
        let sameData = result.sharing.map { sharesAcrossVersions && $0.sharesData }, parallelism = self.parallelism, linked = site
        var relink: (([VersionedSite]) -> [VersionedSite])?
        if result.versionsLinkKept {
            relink = { (older: [VersionedSite]) -> [VersionedSite] in
                var current = linked, versions = older
                VersionedSite.link(current: &current, versions: &versions, sameData: sameData, parallelism: parallelism)
                return versions
            }
        }
        var plan = prepareRendering(site: site, versions: versions, input: input, templates: templates, themeFiles: themeFiles,
                                    ruleIndexes: ruleIndexes, sharing: result.sharing, memory: memory, relink: relink, kept: result.keptVersions)
        let (keys, copied, sharing, keptWhole) = (plan.keys, plan.copied, plan.sharing, plan.keptWhole)
        clock.mark("prepare rendering (sidebar, indexes, jobs; \(keptWhole.count) older versions kept whole)")
        progress?(.writing(files: plan.jobs.count))
        // Rendering happens as the writer asks for each file, so render and write are one stage here.
        let writer = SiteWriter(fileSystem: fileSystem, parallelism: parallelism)
        let summary = if inPlace, let previous = memory.previous, fileSystem.kind(at: output) == .directory {
            try writer.update(jobs: plan.jobs, in: output, previous: previous)
        } else {
            try writer.write(jobs: plan.jobs, to: output, previous: memory.previous, records: incremental,
                             spare: incremental ? BuildCache.previousOutputPath(forOutput: output) : nil, intact: plan.intact)
        }
        clock.mark(sharing.map {
            "render and write (\($0.takenCount) pages, \($0.framesTakenCount) of their frames and \($0.generatedTakenCount) generated files of older versions shared)"
        } ?? "render and write")
        // The jobs hold every version's render contexts (rule indexes of 100,000 entries at
        // 10,000 pages): freeing them here took a tenth of a second on one core once the site was
        // written, so they are let go of on another.
        let rendered = (plan.jobs, plan.contexts)
        plan.jobs = []
        plan.contexts = []
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(rendered) {} }
        // The older versions as the next build may take them whole: as this one took them, or as it built them.
        let trust = result.keptVersions ?? memory.versionsToTrust(listing, margin: stampMargin, linkKey: result.versionLinkKey,
                                                                  pages: result.versions.map(\.site.pages.count), sameData: sameData, keys: keys)
        memory.record(summary, keys: keys, copied: copied,
                      diagnostics: result.diagnostics, pages: result.pageCount, settledStamps: settledStamps, trusted: trust)
        clock.mark("write cache")
        return BuildResult(check: result, filesWritten: summary.files, filesRendered: summary.rendered, filesReused: summary.reused,
                           pages: result.pageCount, pagesReadBack: readBack, pagesSharedAcrossVersions: sharing?.takenCount ?? 0,
                           generatedSharedAcrossVersions: sharing?.generatedTakenCount ?? 0, framesSharedAcrossVersions: sharing?.framesTakenCount ?? 0,
                           versionsKeptWhole: keptWhole.keys.sorted())
    }

    /// The result of a build that found the site as `previous` left it: its diagnostics again.
    private func upToDate(_ previous: BuildCache, loaded: LoadedSite?, strict: Bool) -> BuildResult {
        let check = CheckResult(site: nil, templates: nil, diagnostics: previous.diagnostics, loaded: loaded, versions: [], isConfigurationUnusable: false)
        let written = strict && !previous.diagnostics.isEmpty ? nil : previous.outputs.count
        return BuildResult(check: check, filesWritten: written, isUpToDate: true, pages: previous.pages)
    }
}

/// How a build runs, apart from what it builds and where.
public struct BuildOptions: Sendable {
    /// Warnings stop the build as errors do.
    public var strict: Bool
    /// Overrides `site.yml`'s `baseURL` (`--base-url`), for publishing the same content elsewhere.
    public var baseURL: String?
    /// Keeps a `BuildCache` beside the output: when no input changed nothing is done, otherwise
    /// only the files whose inputs changed are rendered and only those whose bytes changed are
    /// written (the others are linked from the previous output).
    public var incremental: Bool
    /// For `serve`: updates the changed files of the previous output where they are instead of
    /// swapping in a whole new folder.
    public var inPlace: Bool
    /// False parses and checks even when nothing changed (`serve`'s first build, which fills its parse cache).
    public var skipsWhenUpToDate: Bool

    public init(strict: Bool = false, baseURL: String? = nil, incremental: Bool = false, inPlace: Bool = false, skipsWhenUpToDate: Bool = true) {
        self.strict = strict
        self.baseURL = baseURL
        self.incremental = incremental
        self.inPlace = inPlace
        self.skipsWhenUpToDate = skipsWhenUpToDate
    }
}

/// A build that cannot start (exit status 2).
public enum BuildError: Error, Sendable, CustomStringConvertible {
    /// The output folder or an option cannot be used; the reason says why.
    case refusedOutput(String)

    public var description: String {
        switch self {
        case .refusedOutput(let reason): reason
        }
    }
}
