import Foundation
import SpecimenKit
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Wakes the watcher as soon as something changes under the watched folders, and says which
/// paths changed, so a save shows in the browser without waiting for a poll or a scan of every
/// file. On Linux it is inotify (one watch per folder, added as folders appear); elsewhere it
/// never fires and the watcher polls.
final class ChangeSignal: Sendable {
    private let descriptor: Int32
    private let state = Shared()

    /// What the reading thread collects (a class, so that thread can hold it).
    private final class Shared: Sendable {
        struct Changes {
            var count = 0
            /// `count` when the paths were last taken.
            var taken = 0
            var paths: Set<String> = []
            /// True when events were lost or a folder appeared or went: only a full scan is sure.
            var needsScan = false
            /// The watcher asleep until the next event (`waitForUntakenChanges`).
            var waiter: CheckedContinuation<Void, Never>?
        }
        let changes = Mutex(Changes())
        /// Folders with a watch, by watch descriptor.
        let folders = Mutex<[Int32: String]>([:])

        /// The waiting watcher, no longer waiting: each is resumed once.
        func takeWaiter() -> CheckedContinuation<Void, Never>? {
            changes.withLock { changes in
                defer { changes.waiter = nil }
                return changes.waiter
            }
        }
    }

    /// Grows with every batch of file-system events.
    var count: Int { state.changes.withLock { $0.count } }

    /// True when events came since the paths were last taken, including while the watcher's
    /// caller was busy building the previous change.
    var hasUntakenChanges: Bool { state.changes.withLock { $0.count != $0.taken } }

    /// Returns once events came since the paths were last taken (`hasUntakenChanges`), at
    /// `deadline`, or when the task is cancelled. The reading thread wakes the watcher: polling
    /// every 3 ms cost 4 % of a core while nothing changed.
    func waitForUntakenChanges(until deadline: ContinuousClock.Instant) async {
        guard isActive else { return }
        let state = self.state
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await withTaskCancellationHandler {
                    await withCheckedContinuation { continuation in
                        let now = state.changes.withLock { changes -> Bool in
                            // Cancelled before this point, the handler below found no waiter.
                            guard changes.count == changes.taken, !Task.isCancelled else { return true }
                            changes.waiter = continuation
                            return false
                        }
                        if now { continuation.resume() }
                    }
                } onCancel: {
                    state.takeWaiter()?.resume()
                }
            }
            group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
            await group.next()
            group.cancelAll()
        }
    }

    /// The paths named by events since the last call, or nil when only a full scan can tell.
    func takeChangedPaths() -> Set<String>? {
        state.changes.withLock { changes in
            defer { changes.paths = []; changes.needsScan = false; changes.taken = changes.count }
            return changes.needsScan ? nil : changes.paths
        }
    }

    init() {
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        #else
        descriptor = -1
        #endif
        guard descriptor >= 0 else { return }
        let descriptor = self.descriptor, state = self.state
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    let events = Self.events(in: buffer[..<count], folders: state.folders.withLock { $0 })
                    state.changes.withLock { changes in
                        changes.count += 1
                        changes.paths.formUnion(events.paths)
                        if events.needsScan { changes.needsScan = true }
                    }
                    state.takeWaiter()?.resume()
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        thread.name = "specimen-watch"
        thread.start()
    }

    /// Decodes `struct inotify_event` records: the folder of the watch plus the entry's name.
    private static func events(in bytes: ArraySlice<UInt8>, folders known: [Int32: String]) -> (paths: Set<String>, needsScan: Bool) {
        #if canImport(Glibc)
        var paths = Set<String>()
        var needsScan = false
        let header = MemoryLayout<inotify_event>.size
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let (watch, mask, length) = bytes.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let base = raw.baseAddress! + (offset - bytes.startIndex)
                return (base.loadUnaligned(as: Int32.self), base.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
                        Int(base.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
            }
            let nameBytes = bytes[(offset + header)..<min(offset + header + length, bytes.endIndex)].prefix { $0 != 0 }
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 || mask & UInt32(IN_ISDIR) != 0 || mask & UInt32(IN_DELETE_SELF | IN_IGNORED) != 0 {
                needsScan = true
                continue
            }
            guard let folder = known[watch], !nameBytes.isEmpty else { needsScan = true; continue }
            paths.insert(joinPath(folder, String(decoding: nameBytes, as: UTF8.self)))
        }
        return (paths, needsScan)
        #else
        return ([], true)
        #endif
    }

    /// True when changes are signalled (inotify is available).
    var isActive: Bool { descriptor >= 0 }

    /// Watches these folders too (already watched ones are skipped).
    func watch(_ newFolders: some Sequence<String>) {
        #if canImport(Glibc)
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)
        state.folders.withLock { folders in
            let watched = Set(folders.values)
            for folder in newFolders where !watched.contains(folder) {
                let watch = inotify_add_watch(descriptor, folder, mask)
                if watch >= 0 { folders[watch] = folder }
            }
        }
        #endif
    }
}
