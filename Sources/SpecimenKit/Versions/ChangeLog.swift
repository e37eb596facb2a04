/// What changed from one version of a design system to the next, computed from the two versions'
/// data rather than written by hand (issue 25 points 3 and 4; DESIGN 3.9): components, their
/// rules, tokens and licences. Nothing here reads files or git: the caller parses each version's
/// `Content/` into a `Site` (`Pipeline.check`) and passes two of them.
///
/// Matching: a component by id, or by rename (`ComponentRenames`: a new id whose `aliases` hold
/// the vanished id or name); a rule by its component (renames followed) and its id; a token by
/// dot path; a licence by id.
///
/// Order, the same in every run: breaking changes first, then the rest; within each, components
/// in the newer registry's order (each one's own changes, then its rules in page order, then its
/// removed rules), removed components in the older registry's order, rules of components neither
/// registry has (by id), tokens by path, licences by id.
package struct ChangeLog: Sendable {
    package let fromVersion: String
    package let toVersion: String
    package let changes: [VersionChange]
    /// The renames this log records, both ways (older id by newer id, newer by older), so that
    /// history can follow a component across versions without searching every change.
    private let oldIDs: [String: String], newIDs: [String: String]
    /// The positions in `changes` of each component's changes (its own and its rules'), so that
    /// a component page finds its history without reading every change: 10,000 pages each
    /// filtering the 50,000 changes of a log that adds every rule took half a minute.
    private let positionsByComponent: [String: [Int]]

    package init(from old: Site, to new: Site, fromVersion: String, toVersion: String) {
        self.init(from: old, to: new, fromVersion: fromVersion, toVersion: toVersion, rules: (VersionedRule.all(of: old), VersionedRule.all(of: new)))
    }

    /// `rules`: `VersionedRule.all` of each site, made once by a caller that compares a version
    /// with both its neighbours and follows its rules' history (each one walks the whole site).
    package init(from old: Site, to new: Site, fromVersion: String, toVersion: String, rules: (old: [VersionedRule], new: [VersionedRule])) {
        let ordered = Self.componentChanges(from: old, to: new, rules: rules)
            + TokenComparison.changes(from: old, to: new)
            + LicenceComparison.changes(from: old.licences, to: new.licences)
        self.init(fromVersion: fromVersion, toVersion: toVersion, changes: ordered.filter(\.isBreaking) + ordered.filter { !$0.isBreaking })
    }

    /// The log of `changes`, in their order: one computed before, read back from the build
    /// cache (`VersionLinkRecord`).
    package init(fromVersion: String, toVersion: String, changes: [VersionChange]) {
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.changes = changes
        let renames = changes.compactMap { change in
            change.kind == .componentRenamed ? change.old.flatMap { old in change.new.map { (old: old, new: $0) } } : nil
        }
        oldIDs = Dictionary(renames.map { ($0.new, $0.old) }, uniquingKeysWith: { first, _ in first })
        newIDs = Dictionary(renames.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
        var positions: [String: [Int]] = [:]
        for (position, change) in changes.enumerated() {
            if let component = change.subject.component { positions[component, default: []].append(position) }
        }
        positionsByComponent = positions
    }

    /// The log between two versions with the same data (`VersionSharing.sharesData`: the same
    /// registry, tokens, licences and pages' data): nothing changed.
    package init(unchangedFrom fromVersion: String, to toVersion: String) {
        self.init(fromVersion: fromVersion, toVersion: toVersion, changes: [])
    }

    /// The changes about the component `id` (its own and its rules'), in the log's order.
    package func changes(ofComponent id: String) -> [VersionChange] {
        (positionsByComponent[id] ?? []).map { changes[$0] }
    }

    /// The id the component `id` of the newer version had in the older one: the old id of a
    /// rename this log records, else `id` itself.
    package func renamedFrom(_ id: String) -> String {
        oldIDs[id] ?? id
    }

    /// The id the component `id` of the older version has in the newer one.
    package func renamedTo(_ id: String) -> String {
        newIDs[id] ?? id
    }

    /// The breaking changes, which a change log opens with.
    package var breakingChanges: [VersionChange] { changes.filter(\.isBreaking) }

    /// One line per change (`VersionChange.text`), in order, each ending in a newline.
    package var text: String {
        changes.map { $0.text + "\n" }.joined()
    }

    /// Components and their rules, in the order described on the type.
    static func componentChanges(from old: Site, to new: Site, rules: (old: [VersionedRule], new: [VersionedRule])) -> [VersionChange] {
        let renames = ComponentRenames(from: old.registry, to: new.registry)
        let renamedFrom = Dictionary(renames.newID.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let newRules = Dictionary(grouping: rules.new, by: \.componentID)
        // Older rules under the id their component has now.
        let oldRules = Dictionary(grouping: rules.old, by: { renames.current($0.componentID) })
        var changes: [VersionChange] = []
        var done = Set<String>()

        func ruleChanges(of id: String, breakingAdditions: Bool) {
            let before = oldRules[id] ?? [], after = newRules[id] ?? []
            let beforeByID = Dictionary(before.map { ($0.rule.id ?? "", $0) }, uniquingKeysWith: { first, _ in first })
            let afterIDs = Set(after.map { $0.rule.id ?? "" })
            for rule in after {
                let ruleID = rule.rule.id ?? "", subject = VersionChange.Subject.rule(component: id, rule: ruleID)
                if let older = beforeByID[ruleID] {
                    changes += RuleComparison.changes(from: older, to: rule, subject: subject)
                } else {
                    changes.append(VersionChange(kind: .ruleAdded, subject: subject, new: rule.summary,
                                                 isBreaking: breakingAdditions && RuleComparison.isBreakingAddition(rule.rule)))
                }
            }
            for rule in before where !afterIDs.contains(rule.rule.id ?? "") {
                changes.append(VersionChange(kind: .ruleRemoved, subject: .rule(component: id, rule: rule.rule.id ?? ""), old: rule.summary))
            }
            done.insert(id)
        }

        for component in new.registry.components where !done.contains(component.id) {
            let oldID = renamedFrom[component.id] ?? component.id
            if let older = old.registry.component(oldID) {
                if oldID != component.id {
                    changes.append(VersionChange(kind: .componentRenamed, subject: .component(component.id), old: oldID, new: component.id))
                }
                changes += Self.changes(from: older, to: component)
                ruleChanges(of: component.id, breakingAdditions: true)
            } else {
                changes.append(VersionChange(kind: .componentAdded, subject: .component(component.id), new: Self.describe(component)))
                // A new component's rules break no design that exists.
                ruleChanges(of: component.id, breakingAdditions: false)
            }
        }
        for component in old.registry.components where new.registry.component(component.id) == nil && renames.newID[component.id] == nil {
            guard done.insert(component.id).inserted else { continue }
            // Its rules go with it: one line says so.
            changes.append(VersionChange(kind: .componentRemoved, subject: .component(component.id), old: Self.describe(component), isBreaking: true))
        }
        // Rules of components no registry declares (SP202 in a checked site): by id, after the rest.
        let unregistered = Set(newRules.keys).union(oldRules.keys).subtracting(done)
        for id in unregistered.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            ruleChanges(of: id, breakingAdditions: true)
        }
        return changes
    }

    /// A kept component's own changes: its status, then its platforms (one removed breaks the
    /// designs made for it).
    static func changes(from old: Component, to new: Component) -> [VersionChange] {
        var changes: [VersionChange] = []
        let before = describe(old.lifecycle), after = describe(new.lifecycle)
        if before != after {
            changes.append(VersionChange(kind: .componentStatusChanged, subject: .component(new.id), aspect: "status", old: before, new: after))
        }
        if old.platforms != new.platforms {
            let kept = Set(new.platforms)
            changes.append(VersionChange(kind: .componentPlatformsChanged, subject: .component(new.id), aspect: "platforms",
                                         old: RuleComparison.list(old.platforms), new: RuleComparison.list(new.platforms),
                                         isBreaking: old.platforms.contains { !kept.contains($0) }))
        }
        return changes
    }

    /// `Banner (beta)`: a component's name and status, for additions and removals.
    static func describe(_ component: Component) -> String {
        describe(component.lifecycle).map { "\(component.name) (\($0))" } ?? component.name
    }

    /// `beta`, or `react: alpha, rails: beta`; nil without a status.
    static func describe(_ status: ComponentStatus) -> String? {
        if let single = status.single { return single }
        return RuleComparison.list(status.perPlatform.map { "\($0.platform): \($0.status)" })
    }
}
