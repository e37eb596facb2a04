/// Orders design-system versions as people mean them: `2.10` after `2.9`, `2.3` after `2.3-beta`'s prefix.
public enum VersionOrder {
    /// True when `a` is older than `b`.
    public static func isOlder(_ a: String, than b: String) -> Bool {
        let left = parts(a), right = parts(b)
        for (x, y) in zip(left, right) where x != y {
            switch (Int(x), Int(y)) {
            case let (i?, j?): return i < j
            default: return x < y
            }
        }
        return left.count < right.count
    }

    /// `items` newest version first, items of equal versions in their order: the same as sorting
    /// with `isOlder`, but each distinct version is compared once, not each pair of items (the home
    /// page sorts every rule of a large system by the version that introduced it).
    public static func newestFirst<Item>(_ items: [Item], version: (Item) -> String) -> [Item] {
        let versions = items.map(version)
        let distinct = Set(versions).sorted { isOlder($1, than: $0) }
        var rank: [String: Int] = [:]
        var group = 0
        for (index, value) in distinct.enumerated() {
            // Versions neither older than the other (`1.0`, `1.00`) share a place, as in a stable sort.
            if index > 0, isOlder(value, than: distinct[index - 1]) { group += 1 }
            rank[value] = group
        }
        return versions.indices.sorted { (rank[versions[$0]]!, $0) < (rank[versions[$1]]!, $1) }.map { items[$0] }
    }

    private static func parts(_ version: String) -> [String] {
        version.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init)
    }
}
