import Foundation

/// The disk as the pipeline sees it. Injected so that tests build whole sites in memory
/// (`InMemoryFileSystem` in SpecimenTestSupport) and so that only `Load` and `Write` touch it.
package protocol FileSystem: Sendable {
    /// What is at `path`, or nil when nothing is. Symbolic links are reported as such, not followed.
    func kind(at path: String) -> FileKind?
    /// The names (not paths) in a directory, in any order.
    func contentsOfDirectory(at path: String) throws -> [String]
    /// The names in a directory with what each is (as `kind(at:)` tells, links not followed), in
    /// any order: walking a site's folders, one question per name was most of the walk.
    func entries(at path: String) throws -> [(name: String, kind: FileKind?)]
    /// Every file and folder under the folder at `path`, without following symbolic links.
    func tree(at path: String) throws -> FileTree
    /// A file's bytes.
    func readFile(at path: String) throws -> Data
    /// Where a symbolic link points, resolved to an absolute, standardised path.
    func resolvedPath(_ path: String) -> String

    /// Creates a directory and its parents.
    func createDirectory(at path: String) throws
    /// Writes a file, replacing one that exists.
    func writeFile(at path: String, contents: Data) throws
    /// Writes a file from bytes someone else owns (a rendered page's text), without copying them first.
    func writeFile(at path: String, bytes: UnsafeRawBufferPointer) throws
    /// Writes a file from the pieces `pieces` hands to its argument in turn, never held whole
    /// (the build cache's parsed pages: hundreds of megabytes on a large site).
    func writeFile(at path: String, pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws
    /// `writeFile(at:bytes:)`, returning the new file's stamp as `stamp(at:)` gives it, asked of
    /// the open file (an incremental build records the stamp of every file it writes: 20,000
    /// path lookups more in a two-version site's cold build otherwise). Nil when it has none.
    func writeFileStamped(at path: String, bytes: UnsafeRawBufferPointer) throws -> FileStamp?
    /// Removes a file or a directory tree; no error when nothing is there.
    func removeItem(at path: String) throws
    /// Renames `source` to `destination` (atomic within one file system).
    func moveItem(at source: String, to destination: String) throws

    /// Swaps two existing folders in one step, so that no instant exists where either path is
    /// missing (Linux `renameat2` with `RENAME_EXCHANGE`); false when the system cannot, and the
    /// caller falls back to two renames.
    func exchangeItems(_ first: String, _ second: String) throws -> Bool

    /// Puts the file at `source` in the place of the file at `destination` in one step (rename(2)),
    /// so a reader sees the old file or the new one, never neither.
    func replaceFile(at destination: String, with source: String) throws

    /// A file's size and modification time, or nil when no file is there; incremental builds
    /// use it to trust an unchanged binary file or a previous output without reading it.
    func stamp(at path: String) -> FileStamp?
    /// Gives the file at `source` a second name, `destination`, without writing its bytes again
    /// (a hard link; a copy where links are not possible): how an incremental build keeps the
    /// previous build's unchanged files.
    func linkItem(at source: String, to destination: String) throws

    /// True when both paths name one file (the same inode: one is a hard link of the other), so
    /// that an incremental build knows a file it kept is already in place without reading it.
    /// False when either is missing, and wherever the system cannot tell.
    func isSameFile(_ first: String, _ second: String) -> Bool
    /// The stamp of the file at `path` (as `stamp(at:)`) and whether `other` names that very file
    /// (as `isSameFile`): what the writer asks of every file it keeps in the spare output, in one
    /// `stat` and one `lstat` instead of three. Nil when no file is at `path`.
    func stamp(at path: String, sameFileAs other: String) -> (stamp: FileStamp, isSame: Bool)?
    /// The stamp of the file at `path` (a symbolic link is followed), or nil when no file is there.
    func inputStamp(at path: String) -> InputStamp?
    /// The device the folder or file at `path` is on, or nil where the system has no such
    /// number: inodes are compared only between paths on one device.
    func device(at path: String) -> UInt64?

    /// A file's bytes, or only its size when it holds more than `limit` bytes: a file over a
    /// limit is refused from its size, never read into memory first.
    func readFile(at path: String, limit: Int) throws -> LimitedRead

    /// Calls `body` with the file's bytes a chunk at a time (a download may be gigabytes, and is
    /// never held whole); throws what `body` throws.
    func readChunks(at path: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws
    /// Copies a regular file a chunk at a time, replacing `destination`.
    func copyFile(at source: String, to destination: String) throws

    /// Runs `body` holding an exclusive lock named by the file at `path` (created when missing,
    /// never removed), so that two builds into one output run one after the other; calls
    /// `whileWaiting` first when another process holds it.
    func withExclusiveLock<T>(at path: String, whileWaiting: () -> Void, _ body: () throws -> T) throws -> T
}

/// What `FileSystem.readFile(at:limit:)` found.
package enum LimitedRead: Sendable, Equatable {
    /// The whole file.
    case data(Data)
    /// The file is larger than the limit (at least this many bytes) and was not read.
    case tooLarge(bytes: Int)
}

/// What `FileSystem.stamp(at:)` tells about a file.
package struct FileStamp: Sendable, Hashable, Codable {
    /// Size in bytes.
    package var size: Int
    /// Modification time in seconds since 1970 (or any number that changes on every write).
    package var modified: Double

    package init(size: Int, modified: Double) {
        self.size = size
        self.modified = modified
    }
}

/// The kinds of thing a path can name.
package enum FileKind: Sendable, Hashable {
    case file
    case directory
    case symbolicLink
}

/// Joins path components with one slash between them.
package func joinPath(_ base: String, _ rest: String) -> String {
    if base.isEmpty || base == "." { return rest }
    if rest.isEmpty { return base }
    return base.hasSuffix("/") ? base + rest : base + "/" + rest
}

extension FileSystem {
    package func writeFile(at path: String, bytes: UnsafeRawBufferPointer) throws {
        try writeFile(at: path, contents: Data(bytes))
    }

    /// Written, then asked for its stamp by path.
    package func writeFileStamped(at path: String, bytes: UnsafeRawBufferPointer) throws -> FileStamp? {
        try writeFile(at: path, bytes: bytes)
        return stamp(at: path)
    }

    /// Joined in memory, then written (file systems for tests).
    package func writeFile(at path: String, pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        var whole = Data()
        try pieces { whole.append(contentsOf: $0) }
        try writeFile(at: path, contents: whole)
    }

    /// From `stamp(at:)`: the modification time stands for the status-change time, no inode.
    package func inputStamp(at path: String) -> InputStamp? {
        stamp(at: path).map { InputStamp(size: $0.size, modified: $0.modified, changed: $0.modified, inode: 0) }
    }

    /// No devices, so no inodes to compare.
    package func device(at path: String) -> UInt64? { nil }

    /// Reads the whole file, then compares (file systems in memory hold their files anyway).
    package func readFile(at path: String, limit: Int) throws -> LimitedRead {
        let data = try readFile(at: path)
        return data.count > limit ? .tooLarge(bytes: data.count) : .data(data)
    }

    /// The whole file in one chunk (file systems in memory hold their files anyway).
    package func readChunks(at path: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try readFile(at: path).withUnsafeBytes { try body($0) }
    }

    package func copyFile(at source: String, to destination: String) throws {
        try writeFile(at: destination, contents: readFile(at: source))
    }

    /// No other process shares a file system in memory: nothing to wait for.
    package func withExclusiveLock<T>(at path: String, whileWaiting: () -> Void, _ body: () throws -> T) throws -> T {
        try body()
    }

    /// Without a notion of one file under two names, no two paths are the same file.
    package func isSameFile(_ first: String, _ second: String) -> Bool { false }

    /// Through `stamp(at:)` and `isSameFile`, two questions.
    package func stamp(at path: String, sameFileAs other: String) -> (stamp: FileStamp, isSame: Bool)? {
        stamp(at: path).map { ($0, isSameFile(path, other)) }
    }

    /// Through `contentsOfDirectory` and `kind`, one question per name.
    package func entries(at path: String) throws -> [(name: String, kind: FileKind?)] {
        try contentsOfDirectory(at: path).map { ($0, kind(at: joinPath(path, $0))) }
    }

    /// Through `entries(at:)`, folder by folder.
    package func tree(at path: String) throws -> FileTree {
        var tree = FileTree()
        var pending = [""]
        while let folder = pending.popLast() { pending += try list(folder, of: path, into: &tree) }
        return tree
    }

    /// Adds what `folder` (a path inside the folder at `path`) holds to `tree`, as paths inside
    /// `path`, and returns the folders in it, for a walk to go on with.
    package func list(_ folder: String, of path: String, into tree: inout FileTree) throws -> [String] {
        var folders: [String] = []
        for (name, kind) in try entries(at: joinPath(path, folder)) {
            let relative = joinPath(folder, name)
            if kind == .directory {
                tree.folders.insert(relative)
                folders.append(relative)
            } else {
                tree.files.insert(relative)
            }
        }
        return folders
    }
}
