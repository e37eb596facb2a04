import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Wakes the watcher as soon as something changes under the watched folders, so a save shows in
/// the browser without waiting for the next poll. On Linux it is inotify (one watch per folder,
/// added as folders appear); elsewhere it never fires and the watcher polls.
final class ChangeSignal: Sendable {
    private let descriptor: Int32
    private let counter = Counter()
    /// Folders with a watch.
    private let folders = Mutex<Set<String>>([])

    /// A number the reading thread increments (a class, so that thread can hold it).
    private final class Counter: Sendable {
        let value = Mutex(0)
    }

    /// Grows with every batch of file-system events.
    var count: Int { counter.value.withLock { $0 } }

    init() {
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        #else
        descriptor = -1
        #endif
        guard descriptor >= 0 else { return }
        let descriptor = self.descriptor, counter = self.counter
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    counter.value.withLock { $0 += 1 }
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

    /// True when changes are signalled (inotify is available).
    var isActive: Bool { descriptor >= 0 }

    /// Watches these folders too (already watched ones are skipped).
    func watch(_ newFolders: some Sequence<String>) {
        #if canImport(Glibc)
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)
        folders.withLock { folders in
            for folder in newFolders where !folders.contains(folder) {
                if inotify_add_watch(descriptor, folder, mask) >= 0 { folders.insert(folder) }
            }
        }
        #endif
    }
}
