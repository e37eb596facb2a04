/// What a folder holds, every level down, as paths relative to it: what `SiteWriter` needs to
/// bring the previous build's output up to date (which files to replace, which to remove)
/// without asking about each path one by one. Symbolic links are listed as files, never
/// followed, so removing one removes the link and nothing it points to.
package struct FileTree: Sendable, Equatable {
    /// Everything that is not a folder: regular files, symbolic links, anything else.
    package var files: Set<String>
    /// Folders, at every depth (not the root itself).
    package var folders: Set<String>
    /// The inode of each regular file, where the walk was told it with the file's name (a
    /// directory entry's `d_ino`); empty on other file systems. The writer compares it with the
    /// output's (`SiteWriter`): a file kept in place is then known without asking the disk.
    package var inodes: [String: UInt64] = [:]

    package init(files: Set<String> = [], folders: Set<String> = []) {
        self.files = files
        self.folders = folders
    }

    /// The same files and folders (the inodes describe them; they are not what a tree holds).
    package static func == (lhs: FileTree, rhs: FileTree) -> Bool {
        lhs.files == rhs.files && lhs.folders == rhs.folders
    }
}
