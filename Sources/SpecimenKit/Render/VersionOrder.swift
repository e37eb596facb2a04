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

    private static func parts(_ version: String) -> [String] {
        version.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init)
    }
}
