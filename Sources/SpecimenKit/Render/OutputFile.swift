import Foundation

/// One file of the built site: its path inside the output folder and its bytes. Rendering makes
/// these as values; only `Write` puts them on disk.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var contents: Data
    /// True when the previous build's file is kept as it is, because an incremental build found
    /// everything it is made from unchanged; `contents` is then empty and the writer links the old file.
    public var reusesPrevious = false
    /// True for files Specimen renders (pages, indexes), false for files it copies (theme, images, downloads).
    public var isRendered = true

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }

    /// Made by rendering, kept from the previous build, or copied.
    public enum Kind: Sendable { case rendered, reused, copied }

    public var kind: Kind {
        reusesPrevious ? .reused : isRendered ? .rendered : .copied
    }

    /// A copied file.
    public static func copied(_ path: String, contents: Data) -> OutputFile {
        var file = OutputFile(path: path, contents: contents)
        file.isRendered = false
        return file
    }

    /// A rendered file kept from the previous build.
    public static func reused(_ path: String) -> OutputFile {
        var file = OutputFile(path: path, contents: Data())
        file.reusesPrevious = true
        return file
    }
}
