import Foundation

/// The render stage of `Pipeline.build`, prepared: every version's render context and jobs, which
/// files the previous build left as they are (`OutputKeeper`), the older versions kept whole, and
/// the main content older versions take from the current one (`SharedMainContent`). The jobs
/// render as the writer asks for each file.
extension Pipeline {
    /// What `prepareRendering` made, for the writer and the build cache.
    struct RenderPlan {
        /// Every output file, in the order they are best made (`SharedMainContent.schedule`).
        var jobs: [OutputJob]
        /// Each version's render context, the current one's first: held by the jobs too, and let
        /// go of with them.
        var contexts: [Deferred<RenderContext>]
        /// Every output's key, for the next build's cache; nil without one (`--no-cache`).
        let keys: OutputKeys?
        /// The output paths of files copied rather than rendered (they carry no key).
        let copied: Set<String>
        let sharing: SharedMainContent?
        /// The older versions kept whole (`OutputKeeper.keptWhole`), by folder.
        let keptWhole: [String: [String]]
        /// The previous output's files as it wrote them, with their inodes (`OutputKeeper.intact`).
        let intact: [String: UInt64]
    }

    /// Prepares rendering `site` and its older `versions` (with `sharing`, what each shares with
    /// the current one, and `ruleIndexes`, those the check made), keeping what `memory`'s
    /// previous build left unchanged. `relink` links the older versions whole, when the check
    /// linked them only as far as the current version needs (`CheckResult.versionsLinkKept`):
    /// called when one of them is to be rendered. `kept`: the older versions taken whole from the
    /// previous build (`TrustedVersions`), which `versions` lacks: every file it wrote under
    /// their folders is kept as it is.
    func prepareRendering(site: Site, versions: [VersionedSite], input: SiteInput, templates: TemplateSet, themeFiles: [String: Data],
                          ruleIndexes: [RuleIndex], sharing versionSharing: [VersionSharing], memory: IncrementalBuild,
                          relink: (([VersionedSite]) -> [VersionedSite])? = nil, kept: TrustedVersions? = nil) -> RenderPlan {
        // Which files the previous build left as they are (a key per output, a stat per file) is
        // worked out beside the render contexts: the jobs ask only while they are written. (Its
        // keys read of an older version only what a partial link gives it, `relink`.)
        let reader = memory, keptSite = site, keptVersions = versions
        let keeper = Deferred { reader.keeper(for: keptSite, versions: keptVersions, kept: kept) }
        let parallelism = self.parallelism
        let context = { (index: Int, versionSite: Site) in
            let rules = ruleIndexes.indices.contains(index) ? ruleIndexes[index] : nil
            return Deferred { RenderContext(site: versionSite, templates: templates, parallelism: parallelism, rules: rules) }
        }
        let currentContext = context(0, site)
        // An older version none of whose rendered files changed is neither rendered nor given a
        // render context (`OutputKeeper.keptWhole`): when there is a previous build to keep files
        // from, the keeper is worked out first, beside the current version's render context.
        let keptWhole: [String: [String]]
        if memory.previous != nil, !versions.isEmpty {
            _ = parallelism.map([0, 1]) { task -> Bool in
                if task == 0 { _ = keeper.value } else { _ = currentContext.value }
                return true
            }
            keptWhole = keeper.value.keptWhole
        } else {
            keptWhole = [:]
        }
        var versions = versions
        if let relink, versions.contains(where: { keptWhole[$0.folder] == nil }) { versions = relink(versions) }
        // The current version at the root, each older one in its folder, with the same theme.
        let sites = [("", site, input)] + versions.map { ($0.folder, $0.site, $0.input) }
        let contexts = [currentContext] + versions.indices.map { context($0 + 1, versions[$0].site) }
        // With older versions the render contexts alone take both cores: the keeper, when it is
        // not worked out yet, is worked out on a thread of its own beside them (a third task of
        // the map below waited for a core, and the stage took as long as two contexts one after
        // the other).
        let keeping = DispatchGroup()
        let keeperApart = parallelism == .parallel && !versions.isEmpty && memory.previous == nil
        if keeperApart {
            keeping.enter()
            Thread { _ = keeper.value; keeping.leave() }.start()
        }
        // Pages older versions share with the current one are rendered once (DESIGN 3.9).
        var sharing: SharedMainContent?
        if sharesAcrossVersions, !versions.isEmpty, versionSharing.count == versions.count {
            sharing = SharedMainContent(current: site, versions: zip(versions, versionSharing).filter { keptWhole[$0.0.folder] == nil })
        }
        // Each version's render context walks its whole site (sidebar, swatches, rules) on fewer
        // than two cores: the versions' are made side by side.
        let shared = sharing
        // One task per version, and a last one that works out the keeper (unless a thread does).
        let prepared = parallelism.map(Array(sites.indices) + (keeperApart ? [] : [nil])) { index -> (jobs: [OutputJob], copied: [String]) in
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
            if let kept = keptWhole[folder] {
                let jobs = kept.map { OutputJob(.reused($0)) }
                    + SiteRenderer.copyJobs(contentFiles: contentFiles, contentSources: contentSources, themeFiles: themeFiles)
                return (jobs: jobs, copied: Array(contentFiles.keys) + Array(contentSources.keys))
            }
            var renderer = SiteRenderer(site: versionSite, templates: templates, parallelism: parallelism)
            renderer.sharing = shared.map { ($0, folder) }
            let jobs = renderer.jobs(contentFiles: contentFiles, contentSources: contentSources, themeFiles: themeFiles,
                                     context: contexts[index].value, keep: { keeper.value.keep(folder + $0) })
            return (jobs: jobs, copied: Array(contentFiles.keys) + Array(contentSources.keys))
        }
        keeping.wait()
        var jobs = prepared[0].jobs
        let keys = keeper.value.keys
        let older = zip(versions, prepared.dropFirst()).map { (folder: $0.folder, jobs: $1.jobs) }
        var copied = Set(themeFiles.keys)
        for (index, (folder, _, _)) in sites.enumerated() {
            copied.formUnion((Array(themeFiles.keys) + prepared[index].copied).map { folder + $0 })
        }
        jobs = sharing?.schedule(current: jobs, older: older) ?? jobs + older.flatMap { folder, jobs in jobs.map { $0.inFolder(folder) } }
        // Every file of an older version taken whole is the previous build's, copied ones too.
        var allKept = keptWhole
        if let kept, let previous = memory.previous {
            for version in kept.versions {
                let paths = previous.outputs.keys.filter { $0.hasPrefix(version.folder) }.sorted()
                jobs += paths.map { OutputJob(.reused($0)) }
                copied.formUnion(paths.filter { previous.outputs[$0]?.key == nil })
                allKept[version.folder] = paths.map { String($0.dropFirst(version.folder.count)) }
            }
        }
        return RenderPlan(jobs: jobs, contexts: contexts, keys: keys, copied: copied, sharing: sharing, keptWhole: allKept,
                          intact: keeper.value.intact)
    }
}
