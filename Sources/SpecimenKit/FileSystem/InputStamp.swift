/// What the file system says about a source file without reading it: enough for a build to
/// know that nothing changed since the last one without reading and hashing every page (see
/// `InputStamps`). Size and modification time alone miss a file replaced by one of the same
/// size and time (`cp -p`, `rsync -t`, `tar x`); the inode and the status-change time, which no
/// tool can set back, do not.
package struct InputStamp: Sendable, Hashable, Codable {
    /// Size in bytes.
    package var size: Int
    /// Modification time, in seconds since 1970.
    package var modified: Double
    /// Status-change time (`st_ctime`), in seconds since 1970: set by the system on every write,
    /// rename or change of the file's attributes.
    package var changed: Double
    /// The file's number on its device (0 where the system has none).
    package var inode: UInt64

    package init(size: Int, modified: Double, changed: Double, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }
}
