/// What only the versions together can tell (DESIGN 3.9): a `versions:` entry whose folder holds
/// no site (SP101), and an id whose folder the current version already writes into (SP004: a
/// page `1.0/…` or a content file `1.0/…` and the version's pages would share `Public/1.0/`).
/// Each version's own content is checked by every `Checker`, as the current one is.
package struct VersionChecker: Sendable {
    package init() {}

    /// `loaded`: the `versions:` entries whose folders were read as sites.
    package func check(_ current: Site, loadedVersions loaded: [VersionSetting], versions: [VersionedSite]) -> [Diagnostic] {
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
        return diagnostics
    }
}
