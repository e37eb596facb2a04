/// What only the versions together can tell (DESIGN 3.9): a `versions:` entry whose folder holds
/// no site (SP101), an id whose folder the current version already writes into (SP004: a
/// page `1.0/…` or a content file `1.0/…` and the version's pages would share `Public/1.0/`),
/// and a rule's `since` that the versions' own data contradict (SP209).
/// Each version's own content is checked by every `Checker`, as the current one is.
package struct VersionChecker: Sendable {
    package init() {}

    /// `loaded`: the `versions:` entries whose folders were read as sites (or taken whole from
    /// the previous build), newest first (`site.yml` order).
    package func check(_ current: Site, loadedVersions loaded: [VersionSetting]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let loadedIDs = Set(loaded.map(\.id))
        var topLevel: Set<String> = []
        let paths = current.pages.map(\.route) + Array(current.contentFiles) + Array(current.themeFiles).map { "theme/" + $0.dropFirst("theme/".count) }
            + GeneratedRoute.outputs(for: current)
        for path in paths {
            if let first = path.split(separator: "/", maxSplits: 1).first, path.contains("/") { topLevel.insert(OutputPathChecker.folded(String(first))) }
        }
        for setting in current.config.versions {
            if !loadedIDs.contains(setting.id) {
                diagnostics.append(Diagnostic(.brokenPageLink, at: setting.location,
                                              "version `\(setting.id)`: `\(setting.content)` is not a content folder with a site.yml (outside this one)",
                                              hint: "check out that version beside this one, e.g. `git worktree add ../v1 v1.0`, and name its content folder relative to the folder that holds this one"))
            } else if topLevel.contains(OutputPathChecker.folded(setting.id)) {
                diagnostics.append(Diagnostic(.duplicateURL, at: setting.location,
                                              "version `\(setting.id)` would be published in `\(setting.id)/`, where this version already writes files",
                                              hint: "give the version another id, or move the pages or files under `\(setting.id)/`"))
            }
        }
        return diagnostics + sinceContradictions(current)
    }

    /// SP209: each rule of the current version whose `since` its history contradicts (a `since`
    /// newer than the version it first appears in, or no newer than the published version before
    /// that, which lacks it), from the rule history `VersionedSite.link` gave the current site
    /// (run this after it). Nothing without older versions (no history: a build that takes them
    /// whole, `TrustedVersions`, has one without `versions`) or without the current site's own
    /// `version:`: there is no history to compare with, and the current version would have no name in it.
    package func sinceContradictions(_ current: Site) -> [Diagnostic] {
        guard !current.config.version.isEmpty, let history = current.history?.rules else { return [] }
        return history.contradictions().map { found in
            let rule = "`\(found.key.component)/\(found.key.rule)`"
            let lacking = found.lackingVersion.map { " (\($0) does not have it)" } ?? ""
            return Diagnostic(.sinceContradicted, at: found.location,
                              "rule \(rule) has `since: \(found.since)` but first appears in \(found.firstAppears)\(lacking)",
                              hint: "set `since: \"\(found.firstAppears)\"` or remove it: the versions' own data say when the rule appeared")
        }
    }

    /// SP004 for a content page at `changes/` in a version that has that page only because its
    /// change logs made it (`VersionedSite.link`, after the other checks ran): both would be
    /// written to `changes/index.html`. A page there beside a `since` is `OutputPathChecker`'s.
    package func checkChangesPages(of sites: [Site]) -> [Diagnostic] {
        sites.compactMap { site in
            guard site.history?.changeLogs.isEmpty == false, let page = site.page(atRoute: GeneratedRoute.changes),
                  !site.registry.components.contains(where: { $0.since != nil }),
                  !site.specBlocks.contains(where: { $0.block.rules.contains { $0.since != nil } }) else { return nil }
            return Diagnostic(.duplicateURL, at: SourceLocation(file: page.path, line: 1, column: 1),
                              "`\(page.relativePath)` and the change log computed from the versions would both be written to `changes/`",
                              hint: "move the page elsewhere: with `versions:`, Specimen writes `changes/` itself")
        }
    }
}
