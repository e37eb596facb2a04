import Foundation
import Synchronization
import SpecimenKit

/// A file system that asks `base` everything, counting what tests watch (how often a writer
/// asks whether two paths are one file) and, when asked to, failing writes after a number of
/// them (out of space), for the clean-up paths of commands that write several files. The writes
/// that have a default (`writeFile(at:bytes:)`, `writeFile(at:pieces:)`) are left to it, so
/// that every write is counted.
package final class WatchedFileSystem: FileSystem, @unchecked Sendable {
    package let base: any FileSystem
    /// How many writes succeed before each further one fails; nil for never.
    private let writesBeforeFailing: Int?
    private let counts = Mutex((writes: 0, sameFileQuestions: 0))

    package init(base: any FileSystem, writesBeforeFailing: Int? = nil) {
        self.base = base
        self.writesBeforeFailing = writesBeforeFailing
    }

    /// How often `stamp(at:sameFileAs:)` was asked since the last call (which resets it).
    package func takeSameFileQuestions() -> Int {
        counts.withLock { counts in
            defer { counts.sameFileQuestions = 0 }
            return counts.sameFileQuestions
        }
    }

    package func writeFile(at path: String, contents: Data) throws {
        let allowed = counts.withLock { counts -> Bool in
            if let limit = writesBeforeFailing, counts.writes >= limit { return false }
            counts.writes += 1
            return true
        }
        guard allowed else { throw CocoaError(.fileWriteOutOfSpace) }
        try base.writeFile(at: path, contents: contents)
    }

    package func stamp(at path: String, sameFileAs other: String) -> (stamp: FileStamp, isSame: Bool)? {
        counts.withLock { $0.sameFileQuestions += 1 }
        return base.stamp(at: path, sameFileAs: other)
    }

    package func kind(at path: String) -> FileKind? { base.kind(at: path) }
    package func contentsOfDirectory(at path: String) throws -> [String] { try base.contentsOfDirectory(at: path) }
    package func entries(at path: String) throws -> [(name: String, kind: FileKind?)] { try base.entries(at: path) }
    package func tree(at path: String) throws -> FileTree { try base.tree(at: path) }
    package func readFile(at path: String) throws -> Data { try base.readFile(at: path) }
    package func resolvedPath(_ path: String) -> String { base.resolvedPath(path) }
    package func createDirectory(at path: String) throws { try base.createDirectory(at: path) }
    package func removeItem(at path: String) throws { try base.removeItem(at: path) }
    package func moveItem(at source: String, to destination: String) throws { try base.moveItem(at: source, to: destination) }
    package func exchangeItems(_ first: String, _ second: String) throws -> Bool { try base.exchangeItems(first, second) }
    package func replaceFile(at destination: String, with source: String) throws { try base.replaceFile(at: destination, with: source) }
    package func stamp(at path: String) -> FileStamp? { base.stamp(at: path) }
    package func linkItem(at source: String, to destination: String) throws { try base.linkItem(at: source, to: destination) }
    package func isSameFile(_ first: String, _ second: String) -> Bool { base.isSameFile(first, second) }
    package func inputStamp(at path: String) -> InputStamp? { base.inputStamp(at: path) }
    package func device(at path: String) -> UInt64? { base.device(at: path) }
}
