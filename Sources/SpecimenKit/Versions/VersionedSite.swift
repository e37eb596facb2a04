/// An older version of the site (`site.yml` `versions:`), parsed and checked as the current one
/// is: what it is published as, where its sources are, and its site.
package struct VersionedSite: Sendable {
    package var setting: VersionSetting
    /// Its content folder, with the current site's templates.
    package var input: SiteInput
    package var site: Site

    /// The folder it is published under inside the output (`1.0/`).
    package var folder: String { setting.id + "/" }

    /// Gives the current site and every older version what they need to know of each other: the
    /// published versions (switcher, banner, canonical links) and the history computed from
    /// their data (change logs, when each rule first appeared). Versions are newest first.
    /// Returns each version's rule index, the current one's first (none without older
    /// versions): made from pages and registry alone, it serves the rendering of each version too.
    /// `sameData` says, for each older version, whether its data is the current one's
    /// (`VersionSharing.sharesData`): nothing changed between two such versions.
    @discardableResult
    package static func link(current: inout Site, versions: inout [VersionedSite], sameData: [Bool] = [],
                             parallelism: Parallelism = .parallel) -> [RuleIndex] {
        guard !versions.isEmpty else { return [] }
        let currentLabel = current.config.version.isEmpty ? current.strings(for: current.config.language)["versionLatest"] : current.config.version
        // Newest first: the current site, then the older ones as listed.
        let sites = [current] + versions.map(\.site)
        let labels = [currentLabel] + versions.map(\.setting.label), ids = [nil] + versions.map(\.setting.id)
        let names = historyNames(current: current, versions: versions)
        // The current version's data is the same as itself.
        let isCurrentData = [true] + versions.indices.map { $0 < sameData.count && sameData[$0] }
        // What each version publishes, read once per version from one rule index (each walks the
        // whole site; the logs and histories below read every version once or more), the versions
        // side by side. A version with the current data publishes the same rules in the same
        // places (its pages, routes, registry, tokens and licences are the current ones): it
        // takes the current version's. (Its rules' positions are then the current version's
        // files: only the current version's history is checked against them, for SP209.)
        let own = sites.indices.filter { $0 == 0 || !isCurrentData[$0] }
        let made = parallelism.map(own) { index in
            let site = sites[index], rules = RuleIndex(site: site)
            return (index: rules, rules: VersionedRule.all(in: rules), places: SubjectRoutes(site: site, rules: rules))
        }
        let read = sites.indices.map { index in made[own.firstIndex(of: index) ?? 0] }
        let rules = read.map(\.rules), places = read.map(\.places)
        let logs = parallelism.map(Array(sites.indices.dropLast())) { index in
            guard !(isCurrentData[index] && isCurrentData[index + 1]) else {
                return ChangeLog(unchangedFrom: labels[index + 1], to: labels[index])
            }
            return ChangeLog(from: sites[index + 1], to: sites[index], fromVersion: labels[index + 1], toVersion: labels[index],
                             rules: (rules[index + 1], rules[index]))
        }
        let histories = parallelism.map(Array(sites.indices)) { index in
            VersionHistory(changeLogs: Array(logs.dropFirst(index)),
                           rules: RuleHistory(versions: sites.indices.dropFirst(index).reversed().map { (version: names[$0], site: sites[$0], rules: rules[$0]) }),
                           places: Array(places.dropFirst(index)))
        }
        for (index, history) in histories.enumerated() {
            if index == 0 { current.history = history } else { versions[index - 1].site.history = history }
        }
        // After the histories: whether a version has `changes/` depends on its change logs.
        let linked = [current] + versions.map(\.site)
        let published = parallelism.map(Array(linked.indices)) { index in
            PublishedVersions.Version(id: ids[index], label: labels[index], site: linked[index])
        }
        for index in sites.indices {
            let view = PublishedVersions(versions: published, reading: index, baseURL: current.config.baseURL)
            if index == 0 { current.versions = view } else { versions[index - 1].site.versions = view }
        }
        applyBaseURL(current.config.baseURL, current: &current, versions: &versions)
        return read.map(\.index)
    }

    /// The names a rule's `since` is compared with, newest first: each version's own `version:`,
    /// else (for an older one) its `versions:` id. Shared by the history and SP209's check, so
    /// both read one history. The current site's may be empty (no `version:`).
    package static func historyNames(current: Site, versions: [VersionedSite]) -> [String] {
        [current.config.version] + versions.map { $0.site.config.version.isEmpty ? $0.setting.id : $0.site.config.version }
    }

    /// Publishes every version under `baseURL` (`site.yml`'s, or `--base-url`'s): an older
    /// version's sitemap and canonical links under its folder there.
    package static func applyBaseURL(_ baseURL: String?, current: inout Site, versions: inout [VersionedSite]) {
        current.config.baseURL = baseURL
        current.versions?.baseURL = baseURL
        for index in versions.indices {
            versions[index].site.config.baseURL = baseURL.map { $0 + RelativeURL.encode(versions[index].folder) }
            versions[index].site.versions?.baseURL = baseURL
        }
    }
}
