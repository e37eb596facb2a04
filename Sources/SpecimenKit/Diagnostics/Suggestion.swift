/// Fix-it hints: the nearest known name to a misspelt one ("did you mean `navigation-bar`?").
package enum Suggestion {
    /// The candidate closest to `name` by edit distance, when it is close enough to be a likely typo
    /// (at most a third of the longer name's length, and at least one edit away from nothing).
    package static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(1, max(target.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// "did you mean `x`?" for the nearest candidate, or nil.
    package static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String? {
        nearest(to: name, in: candidates).map { "did you mean `\($0)`?" }
    }

    /// Edit distance over characters in which swapping two neighbours counts as one edit
    /// (`titel` → `title`), the commonest typo (optimal string alignment distance).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
