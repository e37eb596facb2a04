import Foundation

/// The only code that writes files. It writes the whole site into a staging folder beside the
/// output folder and then swaps it in, so a failed or killed build never leaves a half-written
/// site: the output folder holds either the previous build or the new one.
public struct SiteWriter: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Files kept from the previous output (so `Public/.gitkeep` survives a build).
    public static let preservedNames = [".gitkeep"]

    /// Why `output` must not be written, or nil when it may: it must not be, contain or lie inside
    /// the content or templates folder, nor be the file system's root.
    public func refusal(output: String, input: SiteInput) -> String? {
        let out = fileSystem.resolvedPath(output)
        if out == "/" { return "refusing to write the site to `/`" }
        for (name, folder) in [("content", input.contentDirectory), ("templates", input.templatesDirectory)] {
            let source = fileSystem.resolvedPath(folder)
            if out == source || source.hasPrefix(out + "/") || out.hasPrefix(source + "/") {
                return "refusing to write the site to `\(output)`: it overlaps the \(name) folder `\(folder)`"
            }
        }
        return nil
    }

    /// Writes `files` as the new content of `output`.
    public func write(_ files: [OutputFile], to output: String) throws {
        let trimmed = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        // Split by hand: Foundation's `deletingLastPathComponent` traps on one-letter paths ("P").
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { String(trimmed[..<$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        let staging = joinPath(parent.isEmpty ? "." : parent, ".\(name).specimen-staging")
        let old = joinPath(parent.isEmpty ? "." : parent, ".\(name).specimen-old")
        try fileSystem.removeItem(at: staging)
        try fileSystem.removeItem(at: old)
        try fileSystem.createDirectory(at: staging)
        var created = Set<String>()
        for file in files {
            guard Self.isSafe(file.path) else { throw WriteError.unsafePath(file.path) }
            let directory = file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? ""
            if !directory.isEmpty, !created.contains(directory) {
                try fileSystem.createDirectory(at: joinPath(staging, directory))
                created.insert(directory)
            }
            try fileSystem.writeFile(at: joinPath(staging, file.path), contents: file.contents)
        }
        if fileSystem.kind(at: trimmed) == .directory {
            for preserved in Self.preservedNames where fileSystem.kind(at: joinPath(trimmed, preserved)) == .file {
                try fileSystem.writeFile(at: joinPath(staging, preserved), contents: try fileSystem.readFile(at: joinPath(trimmed, preserved)))
            }
            try fileSystem.moveItem(at: trimmed, to: old)
            try fileSystem.moveItem(at: staging, to: trimmed)
            try fileSystem.removeItem(at: old)
        } else {
            try fileSystem.removeItem(at: trimmed)
            try fileSystem.moveItem(at: staging, to: trimmed)
        }
    }

    /// A relative path with no `..`, `.` or empty segment: it cannot leave the output folder.
    static func isSafe(_ path: String) -> Bool {
        guard !path.hasPrefix("/"), !path.isEmpty else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}

/// Why the site could not be written.
public enum WriteError: Error, Sendable, CustomStringConvertible {
    case unsafePath(String)

    public var description: String {
        switch self {
        case .unsafePath(let path): "refusing to write `\(path)`: it would leave the output folder"
        }
    }
}
