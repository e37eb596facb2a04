/// The first published version each rule appears in, computed from the versions' data, so that a
/// rule's `since` can be checked against it (SP209, DESIGN 4: "rule `max-tabs` has `since: 2.1`
/// but first appears in 2.3") and a rule's page can show its history. Rules are followed through
/// component renames (`ComponentRenames`) and keyed by their component's id in the newest version.
package struct RuleHistory: Sendable {
    /// A rule by its component's newest id and its own id.
    package struct Key: Sendable, Hashable, Comparable {
        package var component: String
        package var rule: String

        package init(component: String, rule: String) {
            self.component = component
            self.rule = rule
        }

        package static func < (left: Key, right: Key) -> Bool {
            (left.component, left.rule) < (right.component, right.rule)
        }
    }

    /// A rule whose `since` its history contradicts.
    package struct Contradiction: Sendable, Hashable {
        package var key: Key
        /// The `since` the newest version writes.
        package var since: String
        /// The version the rule first appears in.
        package var firstAppears: String
        /// The published version before `firstAppears`, which lacks the rule, when the `since` is
        /// no newer than it (too early); nil when the `since` is newer than `firstAppears` (too late).
        package var lackingVersion: String?
        /// Where the rule's `since` is written in the newest version (the rule's start when the
        /// value's position is unknown), so that SP209 points at the value to change.
        package var location: SourceLocation
    }

    /// The versions, oldest first, as given.
    package let versions: [String]
    /// The version each rule of any version first appears in.
    package let firstAppearance: [Key: String]
    /// The rules of the newest version with their `since`, for `contradictions`.
    private let newest: [(key: Key, rule: Rule)]

    /// `versions` oldest first (the caller orders them: `site.yml` `versions:` then the current one).
    package init(versions: [(version: String, site: Site)]) {
        self.init(versions: versions.map { (version: $0.version, site: $0.site, rules: VersionedRule.all(of: $0.site)) })
    }

    /// `versions` with `VersionedRule.all` of each site, made once by a caller that needs them
    /// for several histories and change logs.
    package init(versions: [(version: String, site: Site, rules: [VersionedRule])]) {
        self.versions = versions.map(\.version)
        var first: [Key: String] = [:]
        first.reserveCapacity(versions.map(\.rules.count).max() ?? 0)
        var previous: Site?
        var latest: [(key: Key, rule: Rule)] = []
        for (place, (version, site, rules)) in versions.enumerated() {
            // Keys always use the ids of the version being read: each rename moves them on.
            if let previous {
                let renames = ComponentRenames(from: previous.registry, to: site.registry)
                if !renames.newID.isEmpty {
                    var moved: [Key: String] = [:]
                    for (key, firstVersion) in first {
                        let now = Key(component: renames.current(key.component), rule: key.rule)
                        // A removed id that came back and a renamed one may meet: the earlier wins.
                        if let other = moved[now], let index = versions.firstIndex(where: { $0.version == other }),
                           index <= (versions.firstIndex { $0.version == firstVersion } ?? place) { continue }
                        moved[now] = firstVersion
                    }
                    first = moved
                }
            }
            latest = Self.keyed(rules)
            for (key, _) in latest where first[key] == nil { first[key] = version }
            previous = site
        }
        firstAppearance = first
        newest = latest
    }

    /// A history computed before (`VersionLinkRecord`): the versions oldest first, where each
    /// rule first appears, and the newest version's rules (`VersionedRule.all` of its site),
    /// whose `since` it is checked against.
    package init(versions: [String], firstAppearance: [Key: String], newest: [VersionedRule]) {
        self.versions = versions
        self.firstAppearance = firstAppearance
        self.newest = Self.keyed(newest)
    }

    /// A history computed before, checked against the newest version's rules as `index` lists
    /// them: the rules `VersionedRule.all(in:)` keeps, without making their examples and
    /// platforms, which `contradictions` does not read (a one-page edit of a site with older
    /// versions made them for 50,000 rules). Only rules that write a `since` are kept.
    package init(versions: [String], firstAppearance: [Key: String], newestIn index: RuleIndex) {
        self.versions = versions
        self.firstAppearance = firstAppearance
        // A rule counts as first written (`VersionedRule.all`). The index lists the rules of a
        // component named by its registry id together (in registry order), so their ids are
        // compared within their run alone; other rules (an alias, no component) by their whole key.
        var kept: [(key: Key, rule: Rule)] = []
        var run = (component: "", ids: Set<String>()), unregistered = Set<Key>()
        for entry in index.entries {
            guard let id = entry.rule.id else { continue }
            let isFirst: Bool
            if entry.component?.id == entry.componentID {
                if run.component != entry.componentID { run = (entry.componentID, []) }
                isFirst = run.ids.insert(id).inserted
            } else {
                isFirst = unregistered.insert(Key(component: entry.componentID, rule: id)).inserted
            }
            if isFirst, entry.rule.since != nil { kept.append((Key(component: entry.componentID, rule: id), entry.rule)) }
        }
        newest = kept
    }

    /// Each rule under its key.
    private static func keyed(_ rules: [VersionedRule]) -> [(key: Key, rule: Rule)] {
        rules.map { (Key(component: $0.componentID, rule: $0.rule.id ?? ""), $0.rule) }
    }

    /// The version `rule` of `component` (its newest id) first appears in.
    package func firstAppearance(component: String, rule: String) -> String? {
        firstAppearance[Key(component: component, rule: rule)]
    }

    /// The rules of the newest version whose `since` the history contradicts, by component then
    /// rule id: a `since` newer than the version the rule first appears in, or one no newer than
    /// the published version before it, which lacks the rule. A `since` between the two (an
    /// unpublished release) or before the oldest version (an earlier one) is believed.
    package func contradictions() -> [Contradiction] {
        // A site writes few distinct versions in thousands of `since`s: each is parsed once.
        var keys: [String: VersionKey] = [:]
        func isOlder(_ a: String, than b: String) -> Bool {
            func key(_ version: String) -> VersionKey {
                if let known = keys[version] { return known }
                let made = VersionKey(version)
                keys[version] = made
                return made
            }
            return key(a) < key(b)
        }
        return newest.compactMap { key, rule -> Contradiction? in
            guard let since = rule.since, let first = firstAppearance[key], let index = versions.firstIndex(of: first) else { return nil }
            let tooLate = isOlder(first, than: since)
            let tooEarly = index > 0 && !isOlder(versions[index - 1], than: since)
            guard tooLate || tooEarly else { return nil }
            return Contradiction(key: key, since: since, firstAppears: first, lackingVersion: tooLate ? nil : versions[index - 1],
                                 location: rule.valueLocations["since"] ?? rule.location)
        }
        .sorted { $0.key < $1.key }
    }
}
