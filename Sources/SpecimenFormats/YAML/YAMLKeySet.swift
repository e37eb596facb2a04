/// The keys of one mapping as `YAMLBlockParser` reads it, to find a duplicate (left to Yams,
/// which reports it): a list while small (most mappings have a few keys), a set for the
/// registry's thousands.
struct YAMLKeySet {
    private var list: [String] = []
    private var set: Set<String> = []

    /// False when `key` was there already.
    mutating func insert(_ key: String) -> Bool {
        if list.count < 16 {
            guard !list.contains(key) else { return false }
            list.append(key)
            if list.count == 16 { set = Set(list) }
            return true
        }
        return set.insert(key).inserted
    }
}
