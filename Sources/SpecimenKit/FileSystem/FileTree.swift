/// What a folder holds, every level down, as paths relative to it: what `SiteWriter` needs to
/// bring the previous build's output up to date (which files to replace, which to remove)
/// without asking about each path one by one. Symbolic links are listed as files, never
/// followed, so removing one removes the link and nothing it points to.
package struct FileTree: Sendable, Equatable {
    /// Everything that is not a folder: regular files, symbolic links, anything else.
    package var files: Set<String>
    /// Folders, at every depth (not the root itself).
    package var folders: Set<String>

    package init(files: Set<String> = [], folders: Set<String> = []) {
        self.files = files
        self.folders = folders
    }
}
