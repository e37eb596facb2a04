import SpecimenKit
import Synchronization

/// Makes and writes `serve`'s search index after a quick edit away from the watcher, so that
/// the next save is not kept waiting by it (0.3 s at 10,000 pages, 3.7 s at 100,000). An index
/// made for an older state of the site is dropped rather than written: a later edit's index or
/// a full build (which writes its own) supersedes it.
final class SearchIndexWriter: Sendable {
    /// Grows with each index scheduled and each full build.
    private let generation = Mutex(0)
    /// The indexes being made or written, by generation; awaited before `serve` stops.
    private let running = Mutex<[Int: Task<Void, Never>]>([:])

    /// Drops every index not written yet: a full build is about to write its own.
    func supersede() {
        generation.withLock { $0 += 1 }
    }

    /// Makes the index with `make` on another task, then hands it to `write` with a check to
    /// call while holding the output's lock: false when the index was superseded meanwhile.
    /// `make` is given a check too, true once the index is superseded: it stops making it and
    /// returns nil (a superseded index kept a core busy for seconds at 100,000 pages).
    func schedule(make: @escaping @Sendable (_ superseded: () -> Bool) -> OutputFile?,
                  write: @escaping @Sendable (OutputFile, _ isCurrent: @Sendable () -> Bool) throws -> Void,
                  failed: @escaping @Sendable (any Error) -> Void) {
        let mine = generation.withLock { value in
            value += 1
            return value
        }
        // Made under the lock its end takes to forget it: it cannot end before it is listed.
        running.withLock { tasks in
            tasks[mine] = Task.detached(priority: .utility) { [self] in
                defer { _ = running.withLock { $0.removeValue(forKey: mine) } }
                guard let file = make({ !self.isCurrent(mine) }), isCurrent(mine) else { return }  // not worth waiting for the lock
                do {
                    try write(file) { self.isCurrent(mine) }
                } catch {
                    failed(error)
                }
            }
        }
    }

    private func isCurrent(_ index: Int) -> Bool {
        generation.withLock { $0 } == index
    }

    /// Waits for every index being made or written.
    func finish() async {
        for task in running.withLock({ Array($0.values) }) { await task.value }
    }
}
