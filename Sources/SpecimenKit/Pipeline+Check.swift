import Foundation

/// The check stage of `Pipeline`: each version parsed (`SiteParser`, the page store, the pages
/// older versions share word for word), then every version's checkers and the comparison of the
/// versions as one list of tasks on every core, with the findings an older version or the
/// previous build already has taken rather than found again (`VersionSharing`, `DataFindings`).
extension Pipeline {
    /// `store`: the pages the previous build of the current version parsed (`PageStore`), with
    /// what its data checks found, taken again when the data is unchanged; this build's findings
    /// are kept in it. `versionStores`: each older version's pages (by id), with what every check
    /// found in them, taken again when the version's inputs are unchanged (`versionKeys`, by id:
    /// the hash of everything the version is made from, `InputFingerprint.build`). `parsed` is
    /// called once each version's pages are parsed, with its id (nil for the current version).
    /// `links`: the versions' comparison the previous build made, taken again when nothing it
    /// read changed, and where this build's is handed (`VersionLinkRecord`).
    /// `trusted`: the older versions, which `loaded` lacks, as the previous build recorded them
    /// (`TrustedVersions`), taken whole when the current version, once parsed, confirms it;
    /// otherwise `loadTrusted` loads them, with their page stores, keys and comparison.
    func check(_ loaded: LoadedSite, input: SiteInput, clock: StageClock, store: PageStore? = nil, versionStores: [String: PageStore] = [:],
               versionKeys: [String: String] = [:], links: VersionLinkRecord.Memory? = nil, trusted: KeptVersions? = nil,
               loadTrusted: () throws -> LateVersions = { throw LoadError.unreadable("site.yml", reason: "its older versions were not loaded") },
               parsed: (_ version: String?) -> Void = { _ in }) throws -> CheckResult {
        var clock = clock
        progress?(.parsing(pages: loaded.pages.count + loaded.versions.reduce(0) { $0 + $1.loaded.pages.count }
                                  + (trusted?.versions.versions.reduce(0) { $0 + $1.pages } ?? 0)))
        var log = DiagnosticLog()
        // Pages an older version shares word for word with a newer one are parsed once.
        let twins = loaded.versions.isEmpty && trusted == nil ? nil : PageTwins()
        guard var current = try parse(loaded, input: input, cache: parseCache, twins: twins, store: store, parsed: { parsed(nil) }, log: &log,
                                      clock: &clock) else {
            return CheckResult(site: nil, templates: nil, diagnostics: log.diagnostics.sortedForOutput(), loaded: loaded, versions: [],
                               isConfigurationUnusable: true)
        }
        // The older versions are taken whole when nothing they read of the current version
        // changed either (`TrustedVersions`); otherwise they are loaded now, and built as always.
        let kept = trusted.flatMap { $0.isConfirmed(by: current, links: links) ? $0 : nil }
        var late: LateVersions?
        if trusted != nil, kept == nil {
            late = try loadTrusted()
            clock.mark("load older versions (not taken whole)")
        }
        let loaded = late?.loaded ?? loaded, versionStores = late?.versionStores ?? versionStores
        let versionKeys = late?.versionKeys ?? versionKeys, links = late.map(\.links) ?? links
        // Each older version is a site of its own, checked as the current one is; its
        // diagnostics name its own files (`../v1/Content/…`).
        var versions: [VersionedSite] = []
        // Each version's file waits for its findings: known even when the checks throw.
        defer { for versionStore in versionStores.values { versionStore.keep(nil) } }
        for version in loaded.versions {
            let id = version.setting.id, versionStore = versionStores[id]
            if versionKeys[id] == nil { versionStore?.keep(nil) }  // nothing to keep them by
            if let older = try parse(version.loaded, input: version.input, cache: parseCache?.version(id), twins: twins, store: versionStore,
                                     parsed: { parsed(id) }, log: &log, clock: &clock) {
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
        enum Outcome: Sendable {
            case found(site: Int, checker: Int, [Diagnostic])
            case linked(Site, [VersionedSite], [RuleIndex], [Diagnostic], kept: Bool)
        }
        let unlinked = (current, versions), parallelism = self.parallelism
        // The `versions:` entries read as sites (or taken whole).
        let settings = kept.map { kept in current.config.versions.filter { setting in kept.versions.versions.contains { $0.id == setting.id } } }
            ?? loaded.versions.map(\.setting)
        let sameData = sharing.map { sharesAcrossVersions && $0.sharesData }
        // The previous build's comparison of the versions, when nothing it read changed.
        let linkKey = kept?.versions.linkKey
            ?? (versions.isEmpty ? nil : links.map { VersionLinkRecord.key(inputs: $0.inputs, current: current, sameData: sameData) })
        let record = links?.previous.flatMap { $0.key == linkKey ? $0 : nil }
        // An older version whose inputs are all as the previous build found them keeps what every check found.
        let versionsKept = versions.map { version -> [Int: [Diagnostic]] in
            let id = version.setting.id
            guard let previous = versionStores[id]?.previousFindings, let key = versionKeys[id], previous.key == key else { return [:] }
            return previous.byChecker
        }
        let plan = CheckPlan(current: current, versions: versions, kept: [reused] + versionsKept, sameData: sameData, keptVersions: kept != nil)
        let outcomes = parallelism.map(plan.tasks) { task -> Outcome in
            switch task {
            case .link:
                var (current, versions) = unlinked
                // Every older version taken whole: the current one alone is linked, from the record
                // (`isConfirmed` found that it fits); their own findings are the previous build's.
                if let kept, let record {
                    let index = RuleIndex(site: current)
                    _ = record.link(current: &current, versions: kept.versions.versions.map(\.id), rules: index)
                    let found = Self.checkVersions(current, settings: settings, versions: [], older: [])
                    return .linked(current, [], [index], found.all + kept.diagnostics, kept: true)
                }
                if let record {
                    let index = RuleIndex(site: current)
                    if record.link(current: &current, versions: &versions, rules: index) {
                        let found = Self.checkVersions(current, settings: settings, versions: versions, older: record.olderDiagnostics)
                        return .linked(current, versions, [index], found.all, kept: true)
                    }
                }
                let indexes = VersionedSite.link(current: &current, versions: &versions, sameData: sameData, parallelism: parallelism)
                // What reads the history (SP209, the changes pages' links), on this task: the
                // checkers still running leave it time, and after them it ran alone.
                let found = Self.checkVersions(current, settings: settings, versions: versions)
                if let links, let linkKey, let made = VersionLinkRecord(key: linkKey, linked: current, olderDiagnostics: found.older) {
                    links.keep(made)
                }
                return .linked(current, versions, indexes, found.all, kept: false)
            case .check(let site, let checker):
                return .found(site: site, checker: checker, plan.findings(site: site, checker: checker))
            }
        }
        var ruleIndexes: [RuleIndex] = [], found: [Int: [Int: [Diagnostic]]] = [:], linkKept = false
        for outcome in outcomes {
            switch outcome {
            case .found(let site, let checker, let diagnostics):
                found[site, default: [:]][checker] = diagnostics
            case .linked(let linked, let linkedVersions, let indexes, let diagnostics, let kept):
                (current, versions, ruleIndexes, linkKept) = (linked, linkedVersions, indexes, kept)
                log.report(contentsOf: diagnostics)
            }
        }
        let taken = plan.takenFindings(found: found, sharing: sharing)
        for findings in taken.bySite { log.report(contentsOf: findings.keys.sorted().flatMap { findings[$0] ?? [] }) }
        if let store, let dataKey {
            store.keep(DataFindings(key: dataKey, byChecker: taken.bySite[0].filter { Checkers.all[$0.key].readsOnlyData }))
        }
        for (index, version) in versions.enumerated() {
            guard let key = versionKeys[version.setting.id] else { continue }
            versionStores[version.setting.id]?.keep(DataFindings(key: key, byChecker: taken.bySite[index + 1]))
        }
        let checksShared = taken.checksShared
        if !plan.links { log.report(contentsOf: Self.checkVersions(current, settings: settings, versions: versions).all) }
        let versionsChecksKept = plan.versionsKept + (kept?.versions.versions.count ?? 0)
        let reusedNote = (reused.isEmpty ? "" : " (\(reused.count) data checks' findings kept)")
            + (versionsChecksKept == 0 ? "" : " (\(versionsChecksKept) older versions' findings kept)") + (linkKept ? " (comparison kept)" : "")
            + (kept == nil ? "" : " (older versions taken whole)")
        clock.mark(!plan.links ? "check" + reusedNote : "check and compare versions" + reusedNote + " (\(checksShared) checks of older versions shared)")
        let set = TemplateSet(files: loaded.templates, templatesDirectory: input.templatesDirectory, required: TemplateSet.required(for: current))
        log.report(contentsOf: set.diagnostics)
        log.report(contentsOf: loaded.templates.compactMap(\.problemDiagnostic))
        return CheckResult(site: current, templates: set, diagnostics: log.diagnostics.sortedForOutput(), loaded: loaded, versions: versions,
                           sharing: sharing.count == versions.count ? sharing : [], checksSharedAcrossVersions: checksShared, checksKept: reused.count,
                           versionsChecksKept: versionsChecksKept, versionsLinkKept: linkKept, keptVersions: kept?.versions, versionLinkKey: linkKey,
                           ruleIndexes: ruleIndexes, isConfigurationUnusable: false)
    }

    /// Older versions a build may take whole from the previous one (`TrustedVersions`): as it
    /// recorded them, with this build's templates key and the previous build's diagnostics about
    /// their files.
    struct KeptVersions: Sendable {
        let versions: TrustedVersions
        /// `TemplateKeys.all` of this build.
        let templates: String
        let diagnostics: [Diagnostic]

        /// True when nothing the older versions' files read of the current version changed: its
        /// comparison key (with the recorded older versions) and the templates are the recorded
        /// ones, and the comparison kept (`links`) is the one made with them.
        func isConfirmed(by current: Site, links: VersionLinkRecord.Memory?) -> Bool {
            guard let links, let record = links.previous, record.key == versions.linkKey, record.fits(versions.versions.map(\.id)),
                  templates == versions.templates else { return false }
            return VersionLinkRecord.key(inputs: links.inputs, current: current, sameData: versions.versions.map(\.sameData)) == versions.linkKey
        }
    }

    /// The older versions, loaded once the current version said they cannot be taken whole,
    /// with what `check` needs of them (its parameters of those names).
    struct LateVersions {
        let loaded: LoadedSite
        let versionStores: [String: PageStore]
        let versionKeys: [String: String]
        let links: VersionLinkRecord.Memory?
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

    /// What `VersionChecker` finds once the versions are linked (`all`): the versions `site.yml`
    /// lists (`settings`) against those that parsed, each rule's `since` against its history
    /// (SP209), and the changes pages' links, the older versions' apart (`older`; given, when
    /// found before: `VersionLinkRecord`).
    private static func checkVersions(_ current: Site, settings: [VersionSetting], versions: [VersionedSite],
                                      older: [Diagnostic]? = nil) -> (all: [Diagnostic], older: [Diagnostic]) {
        let older = older ?? VersionChecker().checkChangesPages(of: versions.map(\.site))
        return (VersionChecker().check(current, loadedVersions: settings) + VersionChecker().checkChangesPages(of: [current]) + older,
                older)
    }
}
