import Foundation

/// One file of the built site, not made yet: its path and how to make it. Rendering hands these
/// to `Write`, which makes and writes each on every core and lets it go, so a build never holds
/// the whole site in memory (a gigabyte at 10,000 pages).
package struct OutputJob: Sendable {
    package var path: String
    /// Makes the file (rendering it, or taking copied bytes); `OutputFile.reused` when an
    /// incremental build keeps the previous one.
    package var make: @Sendable () -> OutputFile

    package init(path: String, make: @escaping @Sendable () -> OutputFile) {
        self.path = path
        self.make = make
    }

    /// A file already made.
    package init(_ file: OutputFile) {
        self.init(path: file.path) { file }
    }

    /// The same file inside `folder` (`1.0/`): an older version's files are made as the current
    /// version's are, then published under its folder.
    package func inFolder(_ folder: String) -> OutputJob {
        let make = self.make
        return OutputJob(path: folder + path) {
            var file = make()
            file.path = folder + file.path
            return file
        }
    }
}
