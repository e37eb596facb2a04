import Foundation

/// The walk of a whole folder (`tree(at:)`): what `SiteWriter` reads of the spare output.
extension LocalFileSystem {
    /// Each folder is opened by its name inside its open parent (`openat`), not by its whole
    /// path, and the folders a few levels down are walked on every core: the spare output of a
    /// two-version 10,000-page site has 20,000 folders, and walking them one path at a time on
    /// one core was a sixth of a second of every edit build, with the other core idle. Each
    /// regular file's inode comes with its name (`FileTree.inodes`), and no folder's access
    /// time is touched where the system allows it.
    package func tree(at path: String) throws -> FileTree {
        var tree = FileTree()
        var listed = Listed()
        // Breadth first, on one core, until there are enough folders to share between cores.
        var level = [""]
        while !level.isEmpty, level.count < Self.foldersPerCoreBeforeSharing * 2 {
            var next: [String] = []
            for folder in level { next += try Self.list(joinPath(path, folder), as: folder, into: &listed, recursively: false) }
            level = next
        }
        // Each core lists into arrays; the sets are made once, each path hashed once.
        let walked = try Parallelism.parallel.map(level) { folder in
            Result {
                var listed = Listed()
                _ = try Self.list(joinPath(path, folder), as: folder, into: &listed, recursively: true)
                return listed
            }
        }.map { try $0.get() }
        let all = [listed] + walked
        tree.files.reserveCapacity(all.reduce(0) { $0 + $1.files.count })
        tree.folders.reserveCapacity(all.reduce(0) { $0 + $1.folders.count })
        tree.inodes.reserveCapacity(all.reduce(0) { $0 + $1.inodes.count })
        for subtree in all {
            for file in subtree.files { tree.files.insert(file) }
            for folder in subtree.folders { tree.folders.insert(folder) }
            for (file, inode) in subtree.inodes { tree.inodes[file] = inode }
        }
        return tree
    }

    /// How many folders per core the breadth-first start of `tree(at:)` lists before the cores share the rest.
    private static let foldersPerCoreBeforeSharing = 16

    /// What part of a walk found, in arrays (`tree(at:)` makes the sets once).
    private struct Listed {
        var files: [String] = [], folders: [String] = [], inodes: [(String, UInt64)] = []
    }

    /// Lists the folder at `path` (as paths starting with `relative`) into `listed`, every level
    /// down when `recursively`; returns the folders it holds when not.
    private static func list(_ path: String, as relative: String, into listed: inout Listed, recursively: Bool) throws -> [String] {
        let descriptor = openFolder { open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | $0) }
        guard descriptor >= 0 else { throw error(errno, path) }
        return try list(descriptor, path: path, relative: relative, into: &listed, recursively: recursively)
    }

    /// A folder opened without updating its access time (`O_NOATIME`: reading a directory
    /// otherwise asks to on every read), or as usual where that is not allowed (a folder the
    /// user does not own).
    private static func openFolder(_ open: (Int32) -> Int32) -> Int32 {
        let descriptor = open(noAccessTime)
        return descriptor < 0 && errno == EPERM ? open(0) : descriptor
    }

    #if os(Linux)
    /// `O_NOATIME` of `<fcntl.h>` on x86-64 and ARM (Glibc exports it only under `_GNU_SOURCE`).
    private static let noAccessTime: Int32 = 0o1000000
    #else
    private static let noAccessTime: Int32 = 0
    #endif

    /// Adds what the open folder `descriptor` holds to `listed` (and closes it); `path` only
    /// names it in errors. Returns the folders in it when not `recursively`.
    private static func list(_ descriptor: Int32, path: String, relative: String, into listed: inout Listed, recursively: Bool) throws -> [String] {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            throw error(errno, path)
        }
        defer { closedir(directory) }
        var folders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            if name == "." || name == ".." { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            var type = entry.pointee.d_type, inode = UInt64(entry.pointee.d_ino)
            if type == typeUnknown {  // file systems that do not say
                var info = stat()
                guard fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { throw error(errno, joinPath(path, name)) }
                type = switch info.st_mode & S_IFMT {
                case S_IFDIR: typeDirectory
                case S_IFREG: typeFile
                default: typeUnknown
                }
                inode = UInt64(info.st_ino)
            }
            guard type == typeDirectory else {
                listed.files.append(child)
                if type == typeFile { listed.inodes.append((child, inode)) }
                continue
            }
            listed.folders.append(child)
            guard recursively else {
                folders.append(child)
                continue
            }
            let inner = openFolder { openat(dirfd(directory), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | $0) }
            guard inner >= 0 else { throw error(errno, joinPath(path, name)) }
            _ = try list(inner, path: joinPath(path, name), relative: child, into: &listed, recursively: true)
        }
        return folders
    }
}
