import Foundation
import Synchronization
import SpecimenKit

/// A file system held in memory, so tests build whole sites without touching the disk.
/// Paths are plain strings; `/` separates folders; folders exist implicitly above every file.
package final class InMemoryFileSystem: FileSystem {
    private let state: Mutex<[String: Entry]>
    private let log = Mutex<(clock: Int, modified: [String: Int], writes: [String: Int])>((0, [:], [:]))

    enum Entry: Sendable { case file(Data), directory, link(String) }

    /// A file system holding `files` (path → text).
    package init(files: [String: String] = [:]) {
        var entries: [String: Entry] = [:]
        for (path, text) in files {
            entries[Self.clean(path)] = .file(Data(text.utf8))
            for parent in Self.parents(of: Self.clean(path)) { entries[parent] = .directory }
        }
        state = Mutex(entries)
    }

    /// Adds a symbolic link at `path` pointing to `target`.
    package func addLink(_ path: String, to target: String) {
        state.withLock { $0[Self.clean(path)] = .link(Self.clean(target)) }
    }

    /// Every file path and its text, for assertions.
    package var files: [String: Data] {
        state.withLock { entries in
            var result: [String: Data] = [:]
            for (path, entry) in entries { if case .file(let data) = entry { result[path] = data } }
            return result
        }
    }

    package func kind(at path: String) -> FileKind? {
        switch state.withLock({ $0[Self.clean(path)] }) {
        case .file: .file
        case .directory: .directory
        case .link: .symbolicLink
        case nil: nil
        }
    }

    package func contentsOfDirectory(at path: String) throws -> [String] {
        let directory = Self.clean(path)
        guard kind(at: directory) == .directory else { throw CocoaError(.fileReadNoSuchFile) }
        let prefix = directory.isEmpty ? "" : directory + "/"
        return state.withLock { entries in
            entries.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") && $0 != directory }
                .map { String($0.dropFirst(prefix.count)) }
        }
    }

    package func readFile(at path: String) throws -> Data {
        switch state.withLock({ $0[Self.clean(path)] }) {
        case .file(let data): return data
        case .link(let target): return try readFile(at: target)
        default: throw CocoaError(.fileReadNoSuchFile)
        }
    }

    package func resolvedPath(_ path: String) -> String {
        var path = "/" + Self.clean(path)
        var hops = 0
        while case .link(let target)? = state.withLock({ $0[Self.clean(path)] }), hops < 40 {
            path = "/" + target
            hops += 1
        }
        return path
    }

    package func createDirectory(at path: String) throws {
        let directory = Self.clean(path)
        state.withLock { entries in
            entries[directory] = .directory
            for parent in Self.parents(of: directory) { entries[parent] = .directory }
        }
    }

    package func writeFile(at path: String, contents: Data) throws {
        let file = Self.clean(path)
        state.withLock { entries in
            entries[file] = .file(contents)
            for parent in Self.parents(of: file) { entries[parent] = .directory }
        }
        log.withLock { log in
            log.clock += 1
            log.modified[file] = log.clock
            log.writes[file, default: 0] += 1
        }
    }

    /// How many times each path was written with `writeFile` (links and moves do not count).
    package var writeCounts: [String: Int] {
        log.withLock { $0.writes }
    }

    /// Forgets the write counts, before the step a test looks at.
    package func resetWriteCounts() {
        log.withLock { $0.writes = [:] }
    }

    package func stamp(at path: String) -> FileStamp? {
        let file = Self.clean(path)
        guard case .file(let data)? = state.withLock({ $0[file] }) else { return nil }
        return FileStamp(size: data.count, modified: Double(log.withLock { $0.modified[file] ?? 0 }))
    }

    package func exchangeItems(_ first: String, _ second: String) throws -> Bool {
        let a = Self.clean(first), b = Self.clean(second)
        try state.withLock { entries in
            guard entries[a] != nil, entries[b] != nil else { throw CocoaError(.fileNoSuchFile) }
            var swapped: [String: Entry] = [:]
            for (key, entry) in entries {
                if key == a || key.hasPrefix(a + "/") { swapped[b + key.dropFirst(a.count)] = entry }
                else if key == b || key.hasPrefix(b + "/") { swapped[a + key.dropFirst(b.count)] = entry }
                else { swapped[key] = entry }
            }
            entries = swapped
        }
        log.withLock { log in
            var modified: [String: Int] = [:]
            for (key, value) in log.modified {
                if key == a || key.hasPrefix(a + "/") { modified[b + key.dropFirst(a.count)] = value }
                else if key == b || key.hasPrefix(b + "/") { modified[a + key.dropFirst(b.count)] = value }
                else { modified[key] = value }
            }
            log.modified = modified
        }
        return true
    }

    package func replaceFile(at destination: String, with source: String) throws {
        let from = Self.clean(source), to = Self.clean(destination)
        try state.withLock { entries in
            guard case .file(let data)? = entries.removeValue(forKey: from) else { throw CocoaError(.fileNoSuchFile) }
            entries[to] = .file(data)
        }
        log.withLock { $0.modified[to] = $0.modified[from] }
    }

    package func linkItem(at source: String, to destination: String) throws {
        let from = Self.clean(source), to = Self.clean(destination)
        try state.withLock { entries in
            guard case .file(let data)? = entries[from] else { throw CocoaError(.fileNoSuchFile) }
            entries[to] = .file(data)
            for parent in Self.parents(of: to) { entries[parent] = .directory }
        }
        log.withLock { $0.modified[to] = $0.modified[from] }
    }

    package func removeItem(at path: String) throws {
        let target = Self.clean(path)
        state.withLock { entries in
            for key in entries.keys where key == target || key.hasPrefix(target + "/") { entries[key] = nil }
        }
    }

    package func moveItem(at source: String, to destination: String) throws {
        let from = Self.clean(source), to = Self.clean(destination)
        try state.withLock { entries in
            guard entries[from] != nil else { throw CocoaError(.fileNoSuchFile) }
            guard entries[to] == nil else { throw CocoaError(.fileWriteFileExists) }
            for key in entries.keys where key == from || key.hasPrefix(from + "/") {
                entries[to + key.dropFirst(from.count)] = entries.removeValue(forKey: key)
                log.withLock { $0.modified[to + key.dropFirst(from.count)] = $0.modified[key] }
            }
            for parent in Self.parents(of: to) { entries[parent] = .directory }
        }
    }

    /// `./a//b/` → `a/b`; `/a` → `a`.
    static func clean(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    static func parents(of path: String) -> [String] {
        var parts = path.split(separator: "/").dropLast()
        var result: [String] = [""]
        while !parts.isEmpty {
            result.append(parts.joined(separator: "/"))
            parts = parts.dropLast()
        }
        return result
    }
}
