/// Which rendered files of the previous output an incremental build keeps (`IncrementalBuild.keeper`):
/// those whose key is unchanged and whose file is as it was written.
struct OutputKeeper: Sendable {
    /// Every output's key in this build, nil without a fingerprint (`--no-cache`).
    let keys: OutputKeys?
    /// True for a rendered file (its path in the output) that is kept.
    let keep: @Sendable (String) -> Bool
    /// By an older version's folder (`1.0/`), its rendered files (paths inside the folder,
    /// sorted) when every one of them is kept and it has no other: the version need not be
    /// rendered at all, nor a render context made for it (issue 25: an unchanged page of an older
    /// version costs what a no-change build costs).
    let keptWhole: [String: [String]]
    /// The previous output's files that were as it wrote them when the build began, with their
    /// inodes (0 where the system has none): the writer finds a kept file already in place in
    /// the spare output by its inode alone (`SiteWriter.write(jobs:to:previous:records:spare:intact:)`).
    let intact: [String: UInt64]

    /// Keeps nothing (no previous build).
    init(keys: OutputKeys?) {
        self.init(keys: keys, keep: { _ in false }, keptWhole: [:], intact: [:])
    }

    init(keys: OutputKeys?, keep: @escaping @Sendable (String) -> Bool, keptWhole: [String: [String]], intact: [String: UInt64]) {
        self.keys = keys
        self.keep = keep
        self.keptWhole = keptWhole
        self.intact = intact
    }

    /// The older versions' folders (of `folders`) whose every rendered file `keep` keeps, with
    /// those files: the files `keys` says the version renders are exactly the rendered files (those
    /// with a key) the previous build wrote under it (`previous`, its outputs by path).
    static func keptWhole(folders: [String], keys: OutputKeys, previous: [String: BuildCache.Record], keep: (String) -> Bool) -> [String: [String]] {
        var kept: [String: [String]] = [:]
        for folder in folders {
            guard let rendered = keys.renderedOutputs(inFolder: folder) else { continue }
            let before = previous.compactMap { path, record in record.key != nil && path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : nil }
            guard before.count == rendered.count, before.allSatisfy({ rendered.contains($0) && keep(folder + $0) }) else { continue }
            kept[folder] = before.sorted()
        }
        return kept
    }
}
