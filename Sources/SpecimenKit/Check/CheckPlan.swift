/// Which checker a build runs on which version, and whose findings stand for the others'
/// (DESIGN 3.9). The current version's checkers that read only data keep the previous build's
/// findings when its data did not change (`DataFindings`). An older version whose data is the
/// current one's takes the current version's findings of those checkers (moved to its files,
/// `VersionSharing`), and of the page-by-page checkers on the pages it has word for word
/// (`PageTwins`): it checks only its own pages.
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
    /// The current version's data checkers' findings kept from the previous build, by checker.
    let kept: [Int: [Diagnostic]]
    /// Per site, whether its data is the current version's (never for the current one itself).
    let hasCurrentData: [Bool]
    /// Per site with the current data, its pages that are the current version's word for word:
    /// the current version's file, its own.
    let twinsOfCurrent: [[String: String]]

    /// `sameData`: per older version, whether it shares the current version's data
    /// (`VersionSharing.sharesData`); empty when that was not worked out.
    init(current: Site, versions: [VersionedSite], kept: [Int: [Diagnostic]], sameData: [Bool]) {
        let sites = [current] + versions.map(\.site)
        let hasCurrentData = sites.indices.map { $0 > 0 && sameData.count == versions.count && sameData[$0 - 1] }
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
        guard Checkers.all[checker].readsOnlyData else { return false }
        return site == 0 ? kept[checker] != nil : hasCurrentData[site]
    }

    /// Linking first (the longest, when there are versions), then every checker that runs.
    var tasks: [Task] {
        (sites.count > 1 ? [Task.link] : []) + sites.indices.flatMap { site in
            Checkers.all.indices.filter { !takesFindings(site: site, checker: $0) }.map { Task.check(site: site, checker: $0) }
        }
    }

    /// What a `.check` task finds: the current version's findings about an older version's
    /// twin pages are added by `takenFindings`.
    func findings(site: Int, checker: Int) -> [Diagnostic] {
        Self.findings(of: Checkers.all[checker], in: sites[site], skippingPages: hasCurrentData[site] ? Set(twinsOfCurrent[site].values) : [])
    }

    /// The findings taken rather than found, with `found` (by checker, from the current
    /// version's tasks): the kept ones of the current version; the current version's
    /// page-by-page findings on the twins of each version with its data, moved to that
    /// version's files; that version's data findings (`sharing`, or found when they cannot be
    /// moved). Also the current version's findings by checker, found or kept, and how many
    /// checks of older versions were shared.
    func takenFindings(found: [Int: [Diagnostic]], sharing: [VersionSharing])
        -> (diagnostics: [Diagnostic], current: [Int: [Diagnostic]], checksShared: Int) {
        var diagnostics: [Diagnostic] = [], current = found, checksShared = 0
        for checker in Checkers.all.indices where takesFindings(site: 0, checker: checker) {
            current[checker] = kept[checker]
            diagnostics += kept[checker] ?? []
        }
        for site in sites.indices where hasCurrentData[site] {
            let twins = twinsOfCurrent[site]
            for checker in Checkers.all.indices where Checkers.all[checker] is any PageByPageChecker {
                diagnostics += PageTwins.relocated((current[checker] ?? []).filter { twins[$0.location.file] != nil }, twins)
            }
        }
        for site in sites.indices.dropFirst() {
            for checker in Checkers.all.indices where takesFindings(site: site, checker: checker) {
                if let moved = sharing[site - 1].moved(current[checker] ?? []) {
                    diagnostics += moved
                    checksShared += 1
                } else {
                    diagnostics += Self.findings(of: Checkers.all[checker], in: sites[site])
                }
            }
        }
        return (diagnostics, current, checksShared)
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
