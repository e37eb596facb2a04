import Foundation

/// The real disk, through Foundation's FileManager.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func kind(at path: String) -> FileKind? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let type = attributes[.type] as? FileAttributeType else { return nil }
        switch type {
        case .typeDirectory: return .directory
        case .typeSymbolicLink: return .symbolicLink
        case .typeRegular: return .file
        default: return nil
        }
    }

    public func contentsOfDirectory(at path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }

    public func readFile(at path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    public func resolvedPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    public func createDirectory(at path: String) throws {
        // One mkdir(2) in the common case (the parent exists); FileManager checks every parent first.
        if mkdir(path, 0o755) == 0 || (errno == EEXIST && kind(at: path) == .directory) { return }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public func writeFile(at path: String, contents: Data) throws {
        try contents.write(to: URL(fileURLWithPath: path))
    }

    public func removeItem(at path: String) throws {
        guard kind(at: path) != nil else { return }
        try FileManager.default.removeItem(atPath: path)
    }

    public func moveItem(at source: String, to destination: String) throws {
        try FileManager.default.moveItem(atPath: source, toPath: destination)
    }

    public func exchangeItems(_ first: String, _ second: String) throws -> Bool {
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

    public func replaceFile(at destination: String, with source: String) throws {
        guard rename(source, destination) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination]) }
    }

    public func stamp(at path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(size: Int(info.st_size), modified: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    }

    public func linkItem(at source: String, to destination: String) throws {
        if link(source, destination) != 0 {
            try FileManager.default.copyItem(atPath: source, toPath: destination)
        }
    }
}
