import Foundation
import SpecimenKit
import Synchronization

/// Notices changes under the watched folders (`Content/`, `Templates/`) by comparing snapshots of
/// every file's size and modification time. Snapshots work the same on every system and file
/// system (network drives, containers); on Linux, inotify wakes the watcher at once instead of
/// at the next poll (`ChangeSignal`). Names starting with `.` are skipped, as the build skips
/// them (editors' swap files).
package struct SiteWatcher: Sendable {
    package let folders: [String]
    let fileSystem: any FileSystem
    private let signal = ChangeSignal()
    /// How long the last full scan took (`snapshot()`), which spaces the next safety-net scans.
    private let lastScan = ScanDuration()

    /// A duration the watcher's copies share.
    private final class ScanDuration: Sendable {
        let value = Mutex<Duration>(.zero)
    }

    /// The longest share of one core the safety-net scans may take while nothing changes: a
    /// full scan of every file every 2 s took a tenth of a core at 10,000 pages in two versions
    /// (186 ms a scan), half of one at 100,000.
    static let scanShare = 0.02

    /// How long to wait for events before a full scan: `rescan`, or longer when a scan takes
    /// more than `scanShare` of that.
    static func rescanInterval(_ rescan: Duration, lastScan: Duration) -> Duration {
        max(rescan, lastScan / scanShare)
    }

    package init(folders: [String], fileSystem: any FileSystem = LocalFileSystem()) {
        self.folders = folders
        self.fileSystem = fileSystem
    }

    /// Every file under the folders with its stamp.
    package func snapshot() -> [String: FileStamp] {
        let started = ContinuousClock.now
        var result: [String: FileStamp] = [:]
        var pending = folders
        var visited = Set<String>()
        var seenFolders: [String] = []
        defer {
            signal.watch(seenFolders)
            lastScan.value.withLock { $0 = ContinuousClock.now - started }
        }
        while let folder = pending.popLast() {
            // Each entry's kind comes with its name (`entries`): a question per file less.
            guard visited.insert(fileSystem.resolvedPath(folder)).inserted,
                  let entries = try? fileSystem.entries(at: folder) else { continue }
            seenFolders.append(folder)
            for (name, kind) in entries where !name.hasPrefix(".") {
                let path = joinPath(folder, name)
                switch kind {
                case .directory: pending.append(path)
                case .file: if let stamp = fileSystem.stamp(at: path) { result[path] = stamp }
                case .symbolicLink:
                    // Links are followed for their target's stamp (the build decides whether they are allowed).
                    if let stamp = fileSystem.stamp(at: path) { result[path] = stamp } else { pending.append(path) }
                case nil: break
                }
            }
        }
        return result
    }

    /// What changed: the new snapshot and the paths whose stamps differ from the previous one
    /// (added, removed or changed files).
    package struct Change: Sendable {
        package var snapshot: [String: FileStamp]
        package var changedPaths: Set<String>
    }

    /// Waits until the files differ from `previous` and have stopped changing for `settle`
    /// (an editor saving several files, a `git checkout`), then says what changed. With inotify,
    /// only the paths its events name are looked at (a full scan when events were lost or folders
    /// changed, and after `rescan` without events as a safety net, longer for folders whose scan
    /// is long: `rescanInterval`); without it, every `interval` the folders are scanned.
    package func nextChange(after previous: [String: FileStamp], every interval: Duration = .milliseconds(250),
                           rescan: Duration = .seconds(2), settle: Duration = .milliseconds(10)) async throws -> Change {
        while true {
            if signal.isActive {
                // Events that came while the caller built the previous change count too: waiting
                // for one after them left a save made during a build to the next full scan.
                let deadline = ContinuousClock.now + Self.rescanInterval(rescan, lastScan: lastScan.value.withLock { $0 })
                await signal.waitForUntakenChanges(until: deadline)
                try Task.checkCancellation()
                if signal.hasUntakenChanges {
                    var last = signal.count
                    while true {
                        try await Task.sleep(for: settle)
                        let now = signal.count
                        if now == last { break }
                        last = now
                    }
                    if let paths = signal.takeChangedPaths() {
                        if let change = restamp(paths, in: previous) {
                            guard !change.changedPaths.isEmpty else { continue }
                            return change
                        }
                    }
                }
            } else {
                try await Task.sleep(for: interval)
            }
            var current = snapshot()
            guard current != previous else { continue }
            while true {
                try await Task.sleep(for: settle)
                let again = snapshot()
                if again == current { break }
                current = again
            }
            let changed = Set(current.keys).union(previous.keys).filter { current[$0] != previous[$0] }
            return Change(snapshot: current, changedPaths: changed)
        }
    }

    /// `previous` with the stamps of `paths` looked at again; nil when a path is a folder (or
    /// a link to one), which only a full scan can follow.
    private func restamp(_ paths: Set<String>, in previous: [String: FileStamp]) -> Change? {
        var snapshot = previous
        var changed = Set<String>()
        for path in paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name.hasPrefix(".") { continue }
            let stamp: FileStamp?
            switch fileSystem.kind(at: path) {
            case .directory: return nil
            case .file: stamp = fileSystem.stamp(at: path)
            case .symbolicLink:
                guard let target = fileSystem.stamp(at: path) else { return nil }
                stamp = target
            case nil: stamp = nil
            }
            if snapshot[path] != stamp {
                snapshot[path] = stamp
                changed.insert(path)
            }
        }
        return Change(snapshot: snapshot, changedPaths: changed)
    }
}
