import Foundation

/// The real disk, through Foundation's FileManager.
package struct LocalFileSystem: FileSystem {
    package init() {}

    package func kind(at path: String) -> FileKind? {
        // lstat(2) directly: FileManager's attributes build a dictionary of everything per call.
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFREG: return .file
        default: return nil
        }
    }

    package func contentsOfDirectory(at path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }

    package func readFile(at path: String) throws -> Data {
        switch try readFile(at: path, limit: Int.max) {
        case .data(let data): return data
        case .tooLarge(let bytes): throw Self.error(EFBIG, "\(path) (\(bytes) bytes)")
        }
    }

    package func readFile(at path: String, limit: Int) throws -> LimitedRead {
        let (descriptor, size) = try openRegularFile(path)
        defer { close(descriptor) }
        if size > limit { return .tooLarge(bytes: size) }
        let data = try readOpen(descriptor, size: size, limit: limit, path: path)
        return data.count > limit ? .tooLarge(bytes: data.count) : .data(data)
    }

    package func readChunks(at path: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let (descriptor, _) = try openRegularFile(path)
        defer { close(descriptor) }
        try Self.chunks(of: descriptor, path: path, body)
    }

    package func copyFile(at source: String, to destination: String) throws {
        let (input, _) = try openRegularFile(source)
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw Self.error(errno, destination) }
        defer { close(output) }
        try Self.chunks(of: input, path: source) { chunk in
            guard let base = chunk.baseAddress else { return }
            var written = 0
            while written < chunk.count {
                let count = write(output, base + written, chunk.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw Self.error(errno, destination) }
                written += count
            }
        }
    }

    /// A descriptor of the regular file at `path` and its size. Opened with O_NONBLOCK: a path that
    /// became a FIFO (or a device) since it was listed must not block the build in open(2) waiting
    /// for a writer; its type is checked on the descriptor, so nothing can swap it in between.
    private func openRegularFile(_ path: String) throws -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Self.error(errno, path) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw Self.error(code, path)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw Self.error(EINVAL, "\(path) is not a regular file")
        }
        return (descriptor, Int(info.st_size))
    }

    /// Reads `descriptor` to its end in 1 MiB chunks.
    private static func chunks(of descriptor: Int32, path: String, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        guard let base = buffer.baseAddress else { return }
        while true {
            let count = read(descriptor, base, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw error(errno, path) }
            if count == 0 { return }
            try body(UnsafeRawBufferPointer(start: base, count: count))
        }
    }

    /// The bytes of an open regular file `fstat` gave `size` for, reading on past it (files in
    /// /proc report 0) but never more than one byte past `limit`.
    private func readOpen(_ descriptor: Int32, size: Int, limit: Int, path: String) throws -> Data {
        // Read into memory of its own, handed to `Data` without a copy: `Data(count:)` zeroes its
        // bytes first, which cost as much as reading the 60 MB page store of each edit build.
        var data = Data()
        if size > 0, let memory = malloc(size) {
            var filled = 0
            while filled < size {
                let count = read(descriptor, memory + filled, size - filled)
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else {
                    let error = Self.error(errno, path)
                    free(memory)
                    throw error
                }
                if count == 0 { break }  // the file shrank while it was read
                filled += count
            }
            data = Data(bytesNoCopy: memory, count: filled, deallocator: .free)
            if filled < size { return data }
        }
        // A file that grew while it was read: take the rest too. (A one-byte probe first: a
        // 64 KB buffer for every file was a good part of reading 10,000 pages.)
        var probe: UInt8 = 0
        var probed = 0
        repeat { probed = read(descriptor, &probe, 1) } while probed < 0 && errno == EINTR
        guard probed >= 0 else { throw Self.error(errno, path) }
        guard probed == 1 else { return data }
        data.append(probe)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count <= limit {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Self.error(errno, path) }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
        }
        return data
    }

    /// Foundation's error for a failed system call, so messages read as before.
    static func error(_ code: Int32, _ path: String) -> Error {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSFilePathErrorKey: path,
                NSLocalizedDescriptionKey: "\(path): \(String(cString: strerror(code)))"])
    }

    /// Symbolic links are resolved in the deepest part of the path that exists (realpath(3)) and
    /// the rest appended: Foundation resolves nothing in a path that does not exist yet, so
    /// `link/Public` through a link to the content folder's parent looked unrelated to it.
    package func resolvedPath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute, rest: [Substring] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let resolved = String(cString: real)
                return rest.isEmpty ? resolved : joinPath(resolved == "/" ? "" : resolved, rest.reversed().joined(separator: "/")).replacingOccurrences(of: "//", with: "/")
            }
            guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return absolute }
            rest.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }

    package func withExclusiveLock<T>(at path: String, whileWaiting: () -> Void, _ body: () throws -> T) throws -> T {
        if let slash = path.lastIndex(of: "/") { try createDirectory(at: String(path[..<slash])) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error(errno, path) }
        // Closing the descriptor releases the lock, and so does the process ending, however it ends.
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else { throw Self.error(errno, path) }
            whileWaiting()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw Self.error(errno, path) }
            }
        }
        return try body()
    }

    package func createDirectory(at path: String) throws {
        // One mkdir(2) in the common case (the parent exists); FileManager checks every parent first.
        if mkdir(path, 0o755) == 0 || (errno == EEXIST && kind(at: path) == .directory) { return }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    package func writeFile(at path: String, contents: Data) throws {
        try contents.withUnsafeBytes { try writeFile(at: path, bytes: $0) }
    }

    package func writeFile(at path: String, bytes buffer: UnsafeRawBufferPointer) throws {
        try writeFile(at: path) { write in try write(buffer) }
    }

    package func writeFile(at path: String, pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        _ = try writeBytes(at: path, stamping: false, pieces)
    }

    package func writeFileStamped(at path: String, bytes buffer: UnsafeRawBufferPointer) throws -> FileStamp? {
        try writeBytes(at: path, stamping: true) { write in try write(buffer) }
    }

    /// open/write/close: Foundation's Data.write also fsyncs every file, which a site of
    /// thousands of pages does not need (the site is swapped in whole, see SiteWriter); the
    /// stamp, when asked for, from `fstat` of the open file after the last write.
    private func writeBytes(at path: String, stamping: Bool, _ pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> FileStamp? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error(errno, path) }
        defer { close(descriptor) }
        try pieces { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw Self.error(errno, path) }
                written += count
            }
        }
        guard stamping else { return nil }
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Self.fileStamp(info) : nil
    }

    package func removeItem(at path: String) throws {
        guard kind(at: path) != nil else { return }
        try FileManager.default.removeItem(atPath: path)
    }

    package func moveItem(at source: String, to destination: String) throws {
        try FileManager.default.moveItem(atPath: source, toPath: destination)
    }

    package func exchangeItems(_ first: String, _ second: String) throws -> Bool {
        #if os(Linux)
        // renameat2(2) is not in Swift's Glibc module (it needs _GNU_SOURCE): look it up in libc.
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let exchange: UInt32 = 1 << 1  // RENAME_EXCHANGE
        if renameat2(AT_FDCWD, first, AT_FDCWD, second, exchange) == 0 { return true }
        if errno == EINVAL || errno == ENOSYS { return false }  // a file system or kernel without it
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: second])
        #else
        return false
        #endif
    }

    package func replaceFile(at destination: String, with source: String) throws {
        guard rename(source, destination) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination]) }
    }

    package func stamp(at path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Self.fileStamp(info)
    }

    /// The size and modification time `stat(2)` gave.
    private static func fileStamp(_ info: stat) -> FileStamp {
        FileStamp(size: Int(info.st_size), modified: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    }

    package func inputStamp(at path: String) -> InputStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return InputStamp(size: Int(info.st_size), modified: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9,
                          changed: Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9, inode: UInt64(info.st_ino))
    }

    package func device(at path: String) -> UInt64? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_dev) : nil
    }

    package func linkItem(at source: String, to destination: String) throws {
        if link(source, destination) != 0 {
            try FileManager.default.copyItem(atPath: source, toPath: destination)
        }
    }

    package func isSameFile(_ first: String, _ second: String) -> Bool {
        var one = stat(), two = stat()
        guard lstat(first, &one) == 0, lstat(second, &two) == 0, (one.st_mode & S_IFMT) == S_IFREG else { return false }
        return one.st_dev == two.st_dev && one.st_ino == two.st_ino
    }

    package func stamp(at path: String, sameFileAs other: String) -> (stamp: FileStamp, isSame: Bool)? {
        var one = stat(), two = stat()
        guard stat(path, &one) == 0, (one.st_mode & S_IFMT) == S_IFREG else { return nil }
        let stamp = Self.fileStamp(one)
        // `other` itself (never through a link) is a regular file with `path`'s inode.
        let isSame = lstat(other, &two) == 0 && (two.st_mode & S_IFMT) == S_IFREG && one.st_dev == two.st_dev && one.st_ino == two.st_ino
        return (stamp, isSame)
    }

    package func entries(at path: String) throws -> [(name: String, kind: FileKind?)] {
        // readdir(3) tells each entry's type with its name: no lstat per entry, which for the
        // 20,000 entries of a 10,000-page site's output was most of the walk.
        guard let directory = opendir(path) else { throw Self.error(errno, path) }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileKind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            if name == "." || name == ".." { continue }
            let kind: FileKind? = switch entry.pointee.d_type {
            case Self.typeDirectory: .directory
            case Self.typeFile: .file
            case Self.typeLink: .symbolicLink
            case Self.typeUnknown: self.kind(at: joinPath(path, name))  // file systems that do not say
            default: nil
            }
            entries.append((name, kind))
        }
        return entries
    }

    /// `DT_UNKNOWN`, `DT_DIR`, `DT_REG` and `DT_LNK` of `<dirent.h>` (macros Swift does not import on every system).
    /// Shared with the tree walk (`LocalFileSystem+Tree.swift`).
    static let typeUnknown: UInt8 = 0, typeDirectory: UInt8 = 4, typeFile: UInt8 = 8, typeLink: UInt8 = 10
}
