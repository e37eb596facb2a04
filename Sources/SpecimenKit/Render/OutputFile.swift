import Foundation

/// One file of the built site: its path inside the output folder and its bytes. Rendering makes
/// these as values; only `Write` puts them on disk.
package struct OutputFile: Sendable, Hashable {
    package var path: String
    /// Rendered pages keep their text until it is written: converting it to `Data` would copy
    /// every page once more (40 MB for the rules page of a 10,000-page site).
    private var body: Body
    private enum Body: Sendable {
        case data(Data)
        case text(String)
        case utf8([UInt8])
        /// A file on disk copied as it is, a chunk at a time (a download may be gigabytes).
        case source(String)
    }

    /// The file on disk this one is copied from, when it is not held in memory (`copied(_:from:)`):
    /// the writer streams it; `contents` and `withBytes` then see no bytes.
    package var sourcePath: String? {
        if case .source(let path) = body { return path }
        return nil
    }

    package var contents: Data {
        get {
            switch body {
            case .data(let data): data
            case .text(let text): Data(text.utf8)
            case .utf8(let bytes): Data(bytes)
            case .source: Data()
            }
        }
        set { body = .data(newValue) }
    }

    /// Calls `body` with the file's bytes, without copying them.
    package func withBytes<Result>(_ use: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch body {
        case .data(let data):
            return try data.withUnsafeBytes(use)
        case .text(var text):
            return try text.withUTF8 { try use(UnsafeRawBufferPointer($0)) }
        case .utf8(let bytes):
            return try bytes.withUnsafeBytes(use)
        case .source:
            return try use(UnsafeRawBufferPointer(start: nil, count: 0))
        }
    }

    package static func == (left: OutputFile, right: OutputFile) -> Bool {
        left.path == right.path && left.contents == right.contents && left.sourcePath == right.sourcePath && left.reusesPrevious == right.reusesPrevious && left.isRendered == right.isRendered
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(contents)
    }
    /// True when the previous build's file is kept as it is, because an incremental build found
    /// everything it is made from unchanged; `contents` is then empty and the writer links the old file.
    package var reusesPrevious = false
    /// True for files Specimen renders (pages, indexes), false for files it copies (theme, images, downloads).
    package var isRendered = true

    package init(path: String, contents: Data) {
        self.path = path
        self.body = .data(contents)
    }

    package init(path: String, text: String) {
        self.path = path
        self.body = .text(text)
    }

    /// A rendered file from UTF-8 bytes (pages come out of the templates as bytes).
    package init(path: String, utf8: [UInt8]) {
        self.path = path
        self.body = .utf8(utf8)
    }

    /// Made by rendering, kept from the previous build, or copied.
    package enum Kind: Sendable { case rendered, reused, copied }

    package var kind: Kind {
        reusesPrevious ? .reused : isRendered ? .rendered : .copied
    }

    /// A copied file.
    package static func copied(_ path: String, contents: Data) -> OutputFile {
        var file = OutputFile(path: path, contents: contents)
        file.isRendered = false
        return file
    }

    /// A file copied from `source` on disk, never read whole into memory.
    package static func copied(_ path: String, from source: String) -> OutputFile {
        var file = OutputFile(path: path, contents: Data())
        file.body = .source(source)
        file.isRendered = false
        return file
    }

    /// A rendered file kept from the previous build.
    package static func reused(_ path: String) -> OutputFile {
        var file = OutputFile(path: path, contents: Data())
        file.reusesPrevious = true
        return file
    }
}
