import Foundation

/// One file of the built site: its path inside the output folder and its bytes. Rendering makes
/// these as values; only `Write` puts them on disk.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }
}
