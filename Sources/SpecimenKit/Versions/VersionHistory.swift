/// What the versions of a design system say about each other, computed from their data once
/// every version is parsed (DESIGN 3.9): the change logs between consecutive versions and when
/// each rule first appeared. The current version's `changes/` page, component pages, rules table
/// and `rules.json` show it; an older version's show the part up to that version.
package struct VersionHistory: Sendable {
    /// One change log per pair of consecutive versions, newest first: `changeLogs[0]` goes from
    /// the newest older version to the one these pages belong to.
    package var changeLogs: [ChangeLog]
    /// The version each rule first appears in, over the versions up to this one.
    package var rules: RuleHistory
    /// Where each version publishes what the change logs name, so that pages can link to it:
    /// `places[0]` is this version's, `places[i]` that of the version `changeLogs[i - 1]` goes
    /// from. Empty when not known (pages then link to nothing).
    package var places: [SubjectRoutes]

    package init(changeLogs: [ChangeLog], rules: RuleHistory, places: [SubjectRoutes] = []) {
        self.changeLogs = changeLogs
        self.rules = rules
        self.places = places
    }

    /// The changes about `component` (its own and its rules'), by change log, newest first
    /// (`index` in `changeLogs`); change logs with none left out. Renames are followed: an older
    /// change log names the component as its own newer version did.
    package func changes(ofComponent component: String) -> [(index: Int, log: ChangeLog, changes: [VersionChange])] {
        var id = component
        return changeLogs.enumerated().compactMap { index, log in
            let changes = log.changes(ofComponent: id)
            id = log.renamedFrom(id)
            return changes.isEmpty ? nil : (index, log, changes)
        }
    }

    /// Every rule change of every change log, by rule as this version names it (renames
    /// followed), newest log first, made in one pass for pages that list every rule (the rules
    /// table, `rules.json`).
    package func changesByRule() -> [RuleHistory.Key: [(index: Int, change: VersionChange)]] {
        var byRule: [RuleHistory.Key: [(index: Int, change: VersionChange)]] = [:]
        for (index, log) in changeLogs.enumerated() {
            for change in log.changes {
                guard case .rule(var component, let rule) = change.subject else { continue }
                // Named as this log's newer version names it: carried forward to this version.
                for newer in changeLogs[..<index].reversed() { component = newer.renamedTo(component) }
                byRule[RuleHistory.Key(component: component, rule: rule), default: []].append((index, change))
            }
        }
        return byRule
    }
}
