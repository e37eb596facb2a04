/// Where each key's value is written in one YAML mapping (a rule, a contrast pair, a front
/// matter), so that a check can point at the exact value it objects to. A mapping usually has a
/// handful of keys, so they are kept in order and found by comparing: a `Dictionary` per mapping
/// hashed every key twice on the way in, for every rule of a site, and is read only on errors.
/// Past `indexedAbove` keys (a hostile page can have 100,000) a dictionary finds them instead.
package struct KeyLocations: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable, Hashable {
        let key: String
        var location: SourceLocation
    }

    private var entries: [Entry] = []
    /// Each key's index in `entries`, once there are more than `indexedAbove`.
    private var index: [String: Int]?
    private static let indexedAbove = 32

    package init() {}

    package init(dictionaryLiteral elements: (String, SourceLocation)...) {
        for (key, location) in elements { self[key] = location }
    }

    /// Where `key`'s value is; setting it replaces the key's location or adds the key at the end.
    package subscript(key: String) -> SourceLocation? {
        get { position(of: key).map { entries[$0].location } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let location?):
                entries[position].location = location
            case (let position?, nil):
                entries.remove(at: position)
                reindex()
            case (nil, let location?):
                entries.append(Entry(key: key, location: location))
                if index != nil { index?[key] = entries.count - 1 } else if entries.count > Self.indexedAbove { reindex() }
            case (nil, nil):
                break
            }
        }
    }

    /// Every key with its location, in the order they were added (the build cache writes them so).
    package var all: [(key: String, location: SourceLocation)] {
        entries.map { ($0.key, $0.location) }
    }

    /// Makes room for `count` keys at once.
    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    private mutating func reindex() {
        guard entries.count > Self.indexedAbove else {
            index = nil
            return
        }
        var index = [String: Int](minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        self.index = index
    }

    /// Equal when they hold the same keys and locations in the same order (the index follows).
    package static func == (lhs: KeyLocations, rhs: KeyLocations) -> Bool {
        lhs.entries == rhs.entries
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }
}
