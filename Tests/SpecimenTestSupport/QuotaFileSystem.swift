import Foundation
import Synchronization
import SpecimenKit

/// A file system in memory whose disk fills up: writes fail with "No space left on device" once
/// `quota` bytes have been written, as a full disk does in the middle of a build.
package final class QuotaFileSystem: FileSystem {
    package let base: InMemoryFileSystem
    private let remaining: Mutex<Int>

    package init(_ base: InMemoryFileSystem, quota: Int) {
        self.base = base
        remaining = Mutex(quota)
    }

    private func spend(_ bytes: Int, _ path: String) throws {
        let allowed = remaining.withLock { left -> Bool in
            guard left >= bytes else { return false }
            left -= bytes
            return true
        }
        if !allowed { throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC), userInfo: [NSFilePathErrorKey: path]) }
    }

    package func writeFile(at path: String, contents: Data) throws {
        try spend(contents.count, path)
        try base.writeFile(at: path, contents: contents)
    }

    package func linkItem(at source: String, to destination: String) throws {
        try spend(1, destination)
        try base.linkItem(at: source, to: destination)
    }

    package func createDirectory(at path: String) throws {
        try spend(1, path)
        try base.createDirectory(at: path)
    }

    package func kind(at path: String) -> FileKind? { base.kind(at: path) }
    package func contentsOfDirectory(at path: String) throws -> [String] { try base.contentsOfDirectory(at: path) }
    package func readFile(at path: String) throws -> Data { try base.readFile(at: path) }
    package func resolvedPath(_ path: String) -> String { base.resolvedPath(path) }
    package func removeItem(at path: String) throws { try base.removeItem(at: path) }
    package func moveItem(at source: String, to destination: String) throws { try base.moveItem(at: source, to: destination) }
    package func exchangeItems(_ first: String, _ second: String) throws -> Bool { try base.exchangeItems(first, second) }
    package func replaceFile(at destination: String, with source: String) throws { try base.replaceFile(at: destination, with: source) }
    package func stamp(at path: String) -> FileStamp? { base.stamp(at: path) }
}
