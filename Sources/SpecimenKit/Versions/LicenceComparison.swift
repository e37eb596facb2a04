/// The differences between two versions' licences, matched by id (the file name): licences added
/// and removed, and each field of a kept one that changed (`can`, `cannot`, the SPDX id, …), old
/// and new side by side. Not breaking: a licence governs downloads, not designs.
package enum LicenceComparison {
    /// Every licence change, by id (byte order), fields in a fixed order.
    package static func changes(from old: [Licence], to new: [Licence]) -> [VersionChange] {
        let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [VersionChange] = []
        for id in Set(before.keys).union(after.keys).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            switch (before[id], after[id]) {
            case (nil, nil):
                continue
            case (let licence?, nil):
                changes.append(VersionChange(kind: .licenceRemoved, subject: .licence(id), old: licence.title))
            case (nil, let licence?):
                changes.append(VersionChange(kind: .licenceAdded, subject: .licence(id), new: licence.title))
            case (let a?, let b?):
                let fields: [(String, String?, String?)] = [
                    ("title", a.title, b.title), ("spdx", a.spdx, b.spdx), ("url", a.url, b.url),
                    ("can", RuleComparison.list(a.can, separator: "; "), RuleComparison.list(b.can, separator: "; ")),
                    ("cannot", RuleComparison.list(a.cannot, separator: "; "), RuleComparison.list(b.cannot, separator: "; ")),
                    ("attribution", a.attribution, b.attribution), ("disclaimer", a.disclaimer, b.disclaimer), ("summary", a.summary, b.summary),
                ]
                for (aspect, x, y) in fields where x != y {
                    changes.append(VersionChange(kind: .licenceChanged, subject: .licence(id), aspect: aspect, old: x, new: y))
                }
            }
        }
        return changes
    }
}
