import Foundation
import SpecimenKit

/// Notices changes under the watched folders (`Content/`, `Templates/`) by comparing snapshots of
/// every file's size and modification time. Snapshots work the same on every system and file
/// system (network drives, containers); on Linux, inotify wakes the watcher at once instead of
/// at the next poll (`ChangeSignal`). Names starting with `.` are skipped, as the build skips
/// them (editors' swap files).
public struct SiteWatcher: Sendable {
    public let folders: [String]
    let fileSystem: any FileSystem
    private let signal = ChangeSignal()

    public init(folders: [String], fileSystem: any FileSystem = LocalFileSystem()) {
        self.folders = folders
        self.fileSystem = fileSystem
    }

    /// Every file under the folders with its stamp.
    public func snapshot() -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        var pending = folders
        var visited = Set<String>()
        var seenFolders: [String] = []
        defer { signal.watch(seenFolders) }
        while let folder = pending.popLast() {
            guard visited.insert(fileSystem.resolvedPath(folder)).inserted,
                  let names = try? fileSystem.contentsOfDirectory(at: folder) else { continue }
            seenFolders.append(folder)
            for name in names where !name.hasPrefix(".") {
                let path = joinPath(folder, name)
                switch fileSystem.kind(at: path) {
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

    /// Waits until the files differ from `previous` and have stopped changing for `settle`
    /// (an editor saving several files, a `git checkout`), then returns the new snapshot.
    public func nextChange(after previous: [String: FileStamp], every interval: Duration = .milliseconds(250),
                           settle: Duration = .milliseconds(15)) async throws -> [String: FileStamp] {
        while true {
            if signal.isActive {
                // Look at a counter every few milliseconds; snapshot the folders only when it moved or at the interval.
                let seen = signal.count
                let deadline = ContinuousClock.now + interval
                while signal.count == seen, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
            } else {
                try await Task.sleep(for: interval)
            }
            var current = snapshot()
            guard current != previous else { continue }
            while true {
                try await Task.sleep(for: settle)
                let again = snapshot()
                if again == current { return current }
                current = again
            }
        }
    }
}
