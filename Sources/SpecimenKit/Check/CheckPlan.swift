/// Which checker a build runs on which version, and whose findings stand for the others'
/// (DESIGN 3.9). The current version's checkers that read only data keep the previous build's
/// findings when its data did not change (`DataFindings`); an older version none of whose inputs
/// changed keeps every checker's (stored with its parsed pages, `kept`) and is not checked at all. An older
/// version whose data is the current one's takes the current version's findings of the checkers
/// that read only data (moved to its files, `VersionSharing`), and of the page-by-page checkers
/// on the pages it has word for word (`PageTwins`): it checks only its own pages.
struct CheckPlan: Sendable {
    /// One task of the check stage; all of a build's run side by side on every core.
    enum Task: Sendable {
        /// Linking the versions (histories, change logs, switchers) and what reads the result.
        case link
        /// `Checkers.all[checker]` on `sites[site]`.
        case check(site: Int, checker: Int)
    }

    /// The current version, then the older ones, as parsed.
    let sites: [Site]
    /// Per site, the findings kept from the previous build, by checker: the current version's
    /// data checkers' (some or none), an older version's every checker's (all or none).
    let kept: [[Int: [Diagnostic]]]
    /// Per site, whether its data is the current version's (never for the current one itself).
    let hasCurrentData: [Bool]
    /// Per site with the current data, its pages that are the current version's word for word:
    /// the current version's file, its own.
    let twinsOfCurrent: [[String: String]]

    /// `kept`: per site, the current one's first, the findings kept from the previous build (an
    /// older version's are used only when every checker has them). `sameData`: per older
    /// version, whether it shares the current version's data (`VersionSharing.sharesData`);
    /// empty when that was not worked out.
    /// True when the versions are linked (`Task.link`): there are older versions, parsed or
    /// taken whole from the previous build (`TrustedVersions`).
    let links: Bool

    /// `keptVersions`: the older versions are taken whole, and `versions` is empty.
    init(current: Site, versions: [VersionedSite], kept: [[Int: [Diagnostic]]], sameData: [Bool], keptVersions: Bool = false) {
        let sites = [current] + versions.map(\.site)
        self.links = sites.count > 1 || keptVersions
        let kept = sites.indices.map { site -> [Int: [Diagnostic]] in
            let found = site < kept.count ? kept[site] : [:]
            return site == 0 || Checkers.all.indices.allSatisfy({ found[$0] != nil }) ? found : [:]
        }
        let hasCurrentData = sites.indices.map { $0 > 0 && kept[$0].isEmpty && sameData.count == versions.count && sameData[$0 - 1] }
        let currentPaths = hasCurrentData.contains(true) ? Set(current.pages.map(\.path)) : []
        self.sites = sites
        self.kept = kept
        self.hasCurrentData = hasCurrentData
        self.twinsOfCurrent = sites.indices.map { site in
            hasCurrentData[site] ? sites[site].borrowedFiles.filter { currentPaths.contains($0.key) } : [:]
        }
    }

    /// True when `sites[site]` takes the findings of `Checkers.all[checker]` rather than running it.
    func takesFindings(site: Int, checker: Int) -> Bool {
        kept[site][checker] != nil || (Checkers.all[checker].readsOnlyData && hasCurrentData[site])
    }

    /// The older versions none of whose checkers run (their findings are the previous build's).
    var versionsKept: Int {
        sites.indices.dropFirst().count { !kept[$0].isEmpty }
    }

    /// Linking first (the longest, when there are versions), then every checker that runs.
    var tasks: [Task] {
        (links ? [Task.link] : []) + sites.indices.flatMap { site in
            Checkers.all.indices.filter { !takesFindings(site: site, checker: $0) }.map { Task.check(site: site, checker: $0) }
        }
    }

    /// What a `.check` task finds: the current version's findings about an older version's
    /// twin pages are added by `takenFindings`.
    func findings(site: Int, checker: Int) -> [Diagnostic] {
        Self.findings(of: Checkers.all[checker], in: sites[site], skippingPages: hasCurrentData[site] ? Set(twinsOfCurrent[site].values) : [])
    }

    /// Every site's findings by checker, with `found` (by site, then checker: what the tasks
    /// found): the kept ones; the current version's page-by-page findings on the twins of each
    /// version with its data, moved to that version's files; that version's data findings
    /// (`sharing`, or found when they cannot be moved). Also how many checks of older versions
    /// were shared.
    func takenFindings(found: [Int: [Int: [Diagnostic]]], sharing: [VersionSharing]) -> (bySite: [[Int: [Diagnostic]]], checksShared: Int) {
        var bySite = sites.indices.map { site in (found[site] ?? [:]).merging(kept[site]) { found, _ in found } }
        var checksShared = 0
        for site in sites.indices where hasCurrentData[site] {
            let twins = twinsOfCurrent[site]
            for checker in Checkers.all.indices where Checkers.all[checker] is any PageByPageChecker {
                bySite[site][checker, default: []] += PageTwins.relocated((bySite[0][checker] ?? []).filter { twins[$0.location.file] != nil }, twins)
            }
            for checker in Checkers.all.indices where Checkers.all[checker].readsOnlyData {
                if let moved = sharing[site - 1].moved(bySite[0][checker] ?? []) {
                    bySite[site][checker] = moved
                    checksShared += 1
                } else {
                    bySite[site][checker] = Self.findings(of: Checkers.all[checker], in: sites[site])
                }
            }
        }
        return (bySite, checksShared)
    }

    /// What `checker` finds in `site`: a page borrowed from another version names that version's
    /// file, moved to this one's (`PageTwins`). A `PageByPageChecker` leaves out the pages at
    /// the paths in `skipped` (those whose findings the current version's are).
    static func findings(of checker: any Checker, in site: Site, skippingPages skipped: Set<String> = []) -> [Diagnostic] {
        guard !skipped.isEmpty, let byPage = checker as? any PageByPageChecker else {
            return PageTwins.relocated(checker.check(site), site.borrowedFiles)
        }
        let pages = site.pages.indices.filter { !skipped.contains(site.pages[$0].path) }
        return PageTwins.relocated(byPage.check(site, pages: pages) + byPage.checkOutsidePages(site), site.borrowedFiles)
    }
}
