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
}
