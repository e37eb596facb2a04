import Foundation
import SpecimenKit
import Synchronization

/// The local disk, remembering what it read: a file whose size and modification time did not
/// change since it was last read is not read again. `serve` rebuilds after every save, and most
/// of a site's files did not change; writes go straight to the disk.
package final class CachingFileSystem: FileSystem {
    private let base: any FileSystem
    private let cache = Mutex<[String: (stamp: FileStamp, data: Data)]>([:])

    package init(base: any FileSystem = LocalFileSystem()) {
        self.base = base
    }

    package func readFile(at path: String) throws -> Data {
        guard let stamp = base.stamp(at: path) else { return try base.readFile(at: path) }
        if let cached = cache.withLock({ $0[path] }), cached.stamp == stamp { return cached.data }
        let data = try base.readFile(at: path)
        cache.withLock { $0[path] = (stamp, data) }
        return data
    }

    package func kind(at path: String) -> FileKind? { base.kind(at: path) }
    package func contentsOfDirectory(at path: String) throws -> [String] { try base.contentsOfDirectory(at: path) }
    package func resolvedPath(_ path: String) -> String { base.resolvedPath(path) }
    package func createDirectory(at path: String) throws { try base.createDirectory(at: path) }
    package func writeFile(at path: String, contents: Data) throws { try base.writeFile(at: path, contents: contents) }
    package func writeFile(at path: String, bytes: UnsafeRawBufferPointer) throws { try base.writeFile(at: path, bytes: bytes) }
    package func removeItem(at path: String) throws { try base.removeItem(at: path) }
    package func moveItem(at source: String, to destination: String) throws { try base.moveItem(at: source, to: destination) }
    package func replaceFile(at destination: String, with source: String) throws { try base.replaceFile(at: destination, with: source) }
    package func exchangeItems(_ first: String, _ second: String) throws -> Bool { try base.exchangeItems(first, second) }
    package func stamp(at path: String) -> FileStamp? { base.stamp(at: path) }
    package func linkItem(at source: String, to destination: String) throws { try base.linkItem(at: source, to: destination) }
    package func isSameFile(_ first: String, _ second: String) -> Bool { base.isSameFile(first, second) }
    package func entries(at path: String) throws -> [(name: String, kind: FileKind?)] { try base.entries(at: path) }
    package func inputStamp(at path: String) -> InputStamp? { base.inputStamp(at: path) }
}
