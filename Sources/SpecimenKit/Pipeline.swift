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
        /// Each version's rule index, the current one's first, made while comparing the versions
        /// and used again to render them; empty for a site with one version.
        package var ruleIndexes: [RuleIndex] = []
        /// True when the configuration itself is unusable (exit status 2).
        public var isConfigurationUnusable: Bool

        /// The pages checked: the current version's and every older version's.
        public var pageCount: Int {
            (site?.pages.count ?? 0) + versions.reduce(0) { $0 + $1.site.pages.count }
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
    }

    /// Loads, parses and checks a site; writes nothing.
    public func check(_ input: SiteInput) throws -> CheckResult {
        var clock = StageClock()
        let loaded = try ContentLoader(fileSystem: fileSystem, parallelism: parallelism).load(input)
        clock.mark("load")
        return try check(loaded, input: input, clock: clock)
    }

    /// `store`: the pages the previous build of the current version parsed (`PageStore`), with
    /// what its data checks found, taken again when the data is unchanged; this build's findings
    /// are kept in it. `parsed` is called once the current version's pages are parsed.
    private func check(_ loaded: LoadedSite, input: SiteInput, clock: StageClock, store: PageStore? = nil,
                       parsed: () -> Void = {}) throws -> CheckResult {
        var clock = clock
        progress?(.parsing(pages: loaded.pages.count + loaded.versions.reduce(0) { $0 + $1.loaded.pages.count }))
        var log = DiagnosticLog()
        // Pages an older version shares word for word with a newer one are parsed once.
        let twins = loaded.versions.isEmpty ? nil : PageTwins()
        guard var current = try parse(loaded, input: input, cache: parseCache, twins: twins, store: store, parsed: parsed, log: &log, clock: &clock) else {
            return CheckResult(site: nil, templates: nil, diagnostics: log.diagnostics.sortedForOutput(), loaded: loaded, versions: [],
                               isConfigurationUnusable: true)
        }
        // Each older version is a site of its own, checked as the current one is; its
        // diagnostics name its own files (`../v1/Content/…`).
        var versions: [VersionedSite] = []
        for version in loaded.versions {
            if let older = try parse(version.loaded, input: version.input, cache: parseCache?.version(version.setting.id), twins: twins,
                                     log: &log, clock: &clock) {
                versions.append(VersionedSite(setting: version.setting, input: version.input, site: older))
            }
        }
        // The current version's data checks found what the previous build's did when no page's
        // data changed (the store compared them) and nor did the other files they read.
        let dataKey = store.map { _ in DataFindings.key(of: loaded, input: input) }
        let reused = DataFindings.kept(in: store, key: dataKey)
        // What each older version shares with the current one: a version whose data is the
        // current one's takes the findings of the checkers that read only data (moved to its files).
        let sharing = VersionSharing.of(current: current, loaded: loaded, versions: versions.compactMap { version in
            loaded.versions.first { $0.setting.id == version.setting.id }.map { (site: version.site, loaded: $0.loaded) }
        }, parallelism: parallelism)
        // Every version's checkers, and the comparison of the versions, read only parsed sites:
        // they are one list of tasks on every core (a version's checks took fewer than two
        // cores, the comparison even fewer). The comparison, the longest, starts first. SP209,
        // after them, reads the rule history `link` computes.
        progress?(.checking(pages: current.pages.count + versions.reduce(0) { $0 + $1.site.pages.count }))
        enum Work: Sendable {
            case link
            case check(site: Int, checker: Int)
        }
        enum Outcome: Sendable {
            case found(site: Int, checker: Int, [Diagnostic])
            case linked(Site, [VersionedSite], [RuleIndex])
        }
        let sites = [current] + versions.map(\.site), unlinked = (current, versions), parallelism = self.parallelism
        let sameData = sharing.map { sharesAcrossVersions && $0.sharesData }
        func takesFindings(site: Int, checker: Int) -> Bool {
            guard Checkers.all[checker].readsOnlyData else { return false }
            return site == 0 ? reused[checker] != nil : sharing.count == versions.count && sameData[site - 1]
        }
        let work = (versions.isEmpty ? [] : [Work.link]) + sites.indices.flatMap { site in
            Checkers.all.indices.filter { !takesFindings(site: site, checker: $0) }.map { Work.check(site: site, checker: $0) }
        }
        let outcomes = parallelism.map(work) { task -> Outcome in
            switch task {
            case .link:
                var (current, versions) = unlinked
                let indexes = VersionedSite.link(current: &current, versions: &versions, sameData: sameData, parallelism: parallelism)
                return .linked(current, versions, indexes)
            case .check(let site, let checker):
                // A page borrowed from another version names that version's file: moved to this one's.
                return .found(site: site, checker: checker, PageTwins.relocated(Checkers.all[checker].check(sites[site]), sites[site].borrowedFiles))
            }
        }
        var ruleIndexes: [RuleIndex] = [], currentFindings: [Int: [Diagnostic]] = [:]
        for outcome in outcomes {
            switch outcome {
            case .found(let site, let checker, let diagnostics):
                log.report(contentsOf: diagnostics)
                if site == 0 { currentFindings[checker] = diagnostics }
            case .linked(let linked, let linkedVersions, let indexes): (current, versions, ruleIndexes) = (linked, linkedVersions, indexes)
            }
        }
        for checker in Checkers.all.indices where takesFindings(site: 0, checker: checker) {
            currentFindings[checker] = reused[checker]
            log.report(contentsOf: reused[checker] ?? [])
        }
        if let store, let dataKey {
            store.keep(DataFindings(key: dataKey, byChecker: currentFindings.filter { Checkers.all[$0.key].readsOnlyData }))
        }
        var checksShared = 0
        for site in sites.indices.dropFirst() {
            for checker in Checkers.all.indices where takesFindings(site: site, checker: checker) {
                if let moved = sharing[site - 1].moved(currentFindings[checker] ?? []) {
                    log.report(contentsOf: moved)
                    checksShared += 1
                } else {
                    log.report(contentsOf: PageTwins.relocated(Checkers.all[checker].check(sites[site]), sites[site].borrowedFiles))
                }
            }
        }
        log.report(contentsOf: VersionChecker().check(current, loadedVersions: loaded.versions.map(\.setting), versions: versions))
        log.report(contentsOf: VersionChecker().checkChangesPages(of: [current] + versions.map(\.site)))
        let reusedNote = reused.isEmpty ? "" : " (\(reused.count) data checks' findings kept)"
        clock.mark(versions.isEmpty ? "check" + reusedNote : "check and compare versions" + reusedNote + " (\(checksShared) checks of older versions shared)")
        let set = TemplateSet(files: loaded.templates, templatesDirectory: input.templatesDirectory, required: TemplateSet.required(for: current))
        log.report(contentsOf: set.diagnostics)
        log.report(contentsOf: loaded.templates.compactMap(\.problemDiagnostic))
        return CheckResult(site: current, templates: set, diagnostics: log.diagnostics.sortedForOutput(), loaded: loaded, versions: versions,
                           sharing: sharing.count == versions.count ? sharing : [], checksSharedAcrossVersions: checksShared, checksKept: reused.count,
                           ruleIndexes: ruleIndexes, isConfigurationUnusable: false)
    }

    /// Parses one version's sources and reads the files its checks read; nil when its
    /// `site.yml` is unusable (its diagnostics say why).
    private func parse(_ loaded: LoadedSite, input: SiteInput, cache: ParseCache?, twins: PageTwins?, store: PageStore? = nil,
                       parsed: () -> Void = {}, log: inout DiagnosticLog, clock: inout StageClock) throws -> Site? {
        let loader = ContentLoader(fileSystem: fileSystem, parallelism: parallelism)
        let site = log.take(SiteParser(parallelism: parallelism, cache: cache, twins: twins, store: store).parse(loaded))
        parsed()
        guard var site else { return nil }
        SystemAllocator.releaseFreedMemory()
        // Downloadable files are read once, here: their size and checksum are checked and shown.
        site.assetFiles = try loader.readAssetFiles(AssetChecker.files(of: site), in: input)
        // SVG and XML files are read to be scanned for script (`ActiveContentChecker`).
        for path in ActiveContentChecker.filesToScan(in: site) {
            let file = joinPath(input.contentDirectory, path)
            do {
                switch try fileSystem.readFile(at: file, limit: SourceFile.dataSizeLimit) {
                case .data(let data): site.scannedFiles[path] = data
                case .tooLarge: site.tooLargeToScan.insert(path)
                }
            } catch {
                throw LoadError.unreadable(file, reason: "\(error.localizedDescription)")
            }
        }
        clock.mark("parse")
        return site
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
        // The pages the previous build parsed are read while the sources load (`serve` keeps its
        // parsed pages in memory, `parseCache`, and reads none).
        let storeRead = DispatchGroup(), readStore = Mutex<PageStore?>(nil)
        if parseCache == nil {
            let reader = memory
            DispatchQueue.global().async(group: storeRead) { readStore.withLock { $0 = reader.pageStore() } }
        }
        defer { storeRead.wait() }
        let loaded = try loader.load(input, listing: listing)
        clock.mark("load")
        memory.fingerprint(loaded)
        clock.mark("fingerprint inputs")
        let settledStamps = memory.settledStamps(margin: stampMargin)
        if skipsWhenUpToDate, let previous = memory.upToDateFromFingerprint(settledStamps: settledStamps) {
            clock.mark("up to date")
            return upToDate(previous, loaded: loaded, strict: strict)
        }
        let themeFiles = loaded.themeFiles
        storeRead.wait()
        let store = readStore.withLock { $0 }
        clock.mark("read parsed pages (\(store?.storedCount ?? 0) stored)")
        // Written from when the pages are parsed, while they are checked and the site renders,
        // with what the data checks found (the build waits for it before it returns).
        let saving = DispatchGroup()
        defer { saving.wait() }
        // The file being written waits for the checks' findings: known even when they throw.
        defer { store?.keep(nil) }
        let saver = memory
        var result = try check(loaded, input: input, clock: clock, store: store) {
            // A thread of its own: it waits for the checks, and must not hold one of the cores' workers.
            guard let store else { return }
            saving.enter()
            Thread { saver.save(store); saving.leave() }.start()
        }
        result.loaded?.pages = []  // parsed: the pages' text lives on in `site.pages`, once is enough
        // Held by the render contexts from here on, and let go of with them.
        let ruleIndexes = result.ruleIndexes
        result.ruleIndexes = []
        clock = StageClock()
        let readBack = store?.reusedCount ?? 0
        guard var site = result.site, let templates = result.templates, !result.diagnostics.hasErrors,
              !(strict && !result.diagnostics.isEmpty) else {
            return BuildResult(check: result, filesWritten: nil, pages: result.pageCount, pagesReadBack: readBack)
        }
        var versions = result.versions
        if let baseURL { VersionedSite.applyBaseURL(SiteConfig.normaliseBaseURL(baseURL), current: &site, versions: &versions) }
        // Which files the previous build left as they are (a key per output, a stat per file) is
        // worked out beside the render contexts below: the jobs ask only while they are written.
        let reader = memory, keptSite = site, keptVersions = versions
        let keeper = Deferred { reader.keeper(for: keptSite, versions: keptVersions) }
        // Pages older versions share with the current one are rendered once (DESIGN 3.9).
        var sharing: SharedMainContent?
        if sharesAcrossVersions, !versions.isEmpty, result.sharing.count == versions.count {
            sharing = SharedMainContent(current: site, versions: Array(zip(versions, result.sharing)))
        }
        // The current version at the root, each older one in its folder, with the same theme. Each
        // version's render context walks its whole site (sidebar, swatches, rules) on fewer than
        // two cores: the versions' are made side by side.
        let sites = [("", site, input)] + versions.map { ($0.folder, $0.site, $0.input) }
        let shared = sharing
        // One task per version, and a last one that works out the keeper.
        let prepared = parallelism.map(Array(sites.indices) + [nil]) { index -> (jobs: [OutputJob], copied: [String]) in
            guard let index else {
                _ = keeper.value
                return ([], [])
            }
            let (folder, versionSite, versionInput) = sites[index]
            // Content files are copied from disk a chunk at a time as they are written, never held
            // whole; the SVG and XML files read for the script scan are written from memory.
            let contentFiles = versionSite.scannedFiles
            var contentSources: [String: String] = [:]
            for path in ReferencedFiles.of(versionSite) + versionSite.assetFiles.keys where contentFiles[path] == nil {
                contentSources[path] = joinPath(versionInput.contentDirectory, path)
            }
            var renderer = SiteRenderer(site: versionSite, templates: templates, parallelism: parallelism)
            renderer.sharing = shared.map { ($0, folder) }
            renderer.ruleIndex = ruleIndexes.indices.contains(index) ? ruleIndexes[index] : nil
            let jobs = renderer.jobs(contentFiles: contentFiles, contentSources: contentSources, themeFiles: themeFiles,
                                     keep: { keeper.value.keep(folder + $0) })
            return (jobs: jobs, copied: Array(contentFiles.keys) + Array(contentSources.keys))
        }
        var jobs = prepared[0].jobs
        let keys = keeper.value.keys
        var older = zip(versions, prepared.dropFirst()).map { (folder: $0.folder, jobs: $1.jobs) }
        var copied = Set(themeFiles.keys)
        for (index, (folder, _, _)) in sites.enumerated() {
            copied.formUnion((Array(themeFiles.keys) + prepared[index].copied).map { folder + $0 })
        }
        jobs = sharing?.schedule(current: jobs, older: older) ?? jobs + older.flatMap { folder, jobs in jobs.map { $0.inFolder(folder) } }
        clock.mark("prepare rendering (sidebar, indexes, jobs)")
        progress?(.writing(files: jobs.count))
        // Rendering happens as the writer asks for each file, so render and write are one stage here.
        let writer = SiteWriter(fileSystem: fileSystem, parallelism: parallelism)
        let summary = if inPlace, let previous = memory.previous, fileSystem.kind(at: output) == .directory {
            try writer.update(jobs: jobs, in: output, previous: previous)
        } else {
            try writer.write(jobs: jobs, to: output, previous: memory.previous, records: incremental,
                             spare: incremental ? BuildCache.previousOutputPath(forOutput: output) : nil)
        }
        clock.mark(sharing.map {
            "render and write (\($0.takenCount) pages, \($0.framesTakenCount) of their frames and \($0.generatedTakenCount) generated files of older versions shared)"
        } ?? "render and write")
        // The jobs hold every version's render contexts (rule indexes of 100,000 entries at
        // 10,000 pages): freeing them here took a tenth of a second on one core once the site was
        // written, so they are let go of on another.
        let rendered = (jobs, older)
        jobs = []
        older = []
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(rendered) {} }
        memory.record(summary, keys: keys, copied: copied,
                      diagnostics: result.diagnostics, pages: result.pageCount, settledStamps: settledStamps)
        clock.mark("write cache")
        return BuildResult(check: result, filesWritten: summary.files, filesRendered: summary.rendered, filesReused: summary.reused,
                           pages: result.pageCount, pagesReadBack: readBack, pagesSharedAcrossVersions: sharing?.takenCount ?? 0,
                           generatedSharedAcrossVersions: sharing?.generatedTakenCount ?? 0, framesSharedAcrossVersions: sharing?.framesTakenCount ?? 0)
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
