/// Orders design-system versions as people mean them (`2.10` after `2.9`, `2.3-beta` before
/// `2.3`, `1.0` the same version as `1.00`; the rule is `VersionKey`'s) and always the same way,
/// whatever order the versions arrive in: every page ordered by version must be the same bytes
/// in every build (issue 20 point 8), so nothing here depends on a `Set`'s or `Dictionary`'s order.
package enum VersionOrder {
    /// True when `a` is an older version than `b`; false for two spellings of one version.
    package static func isOlder(_ a: String, than b: String) -> Bool {
        VersionKey(a) < VersionKey(b)
    }

    /// True when `a` and `b` spell the same version (`1`, `1.0`, `1.00`).
    package static func isSameVersion(_ a: String, _ b: String) -> Bool {
        VersionKey(a) == VersionKey(b)
    }

    /// A total order on spellings: older versions first, spellings of one version by their UTF-8
    /// bytes. Two strings are ordered either way round unless their bytes are equal.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        let x = VersionKey(a), y = VersionKey(b)
        return x != y ? x < y : a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// One version and everything that names it.
    package struct Group<Item> {
        /// The smallest spelling of the version, byte-wise (`1` for `1`, `1.0` and `1.00`).
        package var label: String
        /// Items of this version in the order they were given.
        package var items: [Item]
    }

    /// `items` grouped by version, newest version first; each group keeps its items in the order
    /// given and is labelled with the smallest of its spellings.
    package static func groupsNewestFirst<Item>(_ items: [Item], version: (Item) -> String) -> [Group<Item>] {
        // Groups in an array, found through the dictionary, and changed in place: taking a group
        // out of a dictionary to append to it copied its items each time (quadratic: a quarter of
        // a 10,000-component build).
        var index: [VersionKey: Int] = [:]
        var groups: [(key: VersionKey, group: Group<Item>)] = []
        for item in items {
            let spelling = version(item)
            let key = VersionKey(spelling)
            if let at = index[key] {
                if spelling.utf8.lexicographicallyPrecedes(groups[at].group.label.utf8) { groups[at].group.label = spelling }
                groups[at].group.items.append(item)
            } else {
                index[key] = groups.count
                groups.append((key, Group(label: spelling, items: [item])))
            }
        }
        // Keys are distinct and totally ordered, so the order they were met in cannot show through.
        return groups.sorted { $0.key > $1.key }.map(\.group)
    }

    /// `items` newest version first, items of one version (however spelt) in the order given:
    /// each item's version is parsed once, not once per comparison (the home page sorts every rule
    /// of a large system by the version that introduced it).
    package static func newestFirst<Item>(_ items: [Item], version: (Item) -> String) -> [Item] {
        let keys = items.map { VersionKey(version($0)) }
        // Distinct keys are totally ordered, so the set's order cannot show through the sort.
        var rank: [VersionKey: Int] = [:]
        for (place, key) in Set(keys).sorted(by: >).enumerated() { rank[key] = place }
        let ranks = keys.map { rank[$0] ?? 0 }
        return ranks.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { items[$0] }
    }
}
