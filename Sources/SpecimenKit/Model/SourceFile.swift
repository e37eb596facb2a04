import Foundation

/// A text file read by `Load`: its paths and its text, normalised so that every later stage sees
/// the same thing whatever editor wrote it (UTF-8 byte-order mark removed, CRLF and CR turned into
/// LF — line numbers do not change, and columns only lose a trailing CR).
public struct SourceFile: Sendable, Hashable {
    /// Path as shown in diagnostics, relative to the working directory (`Content/patterns/create.md`).
    public var path: String
    /// Path inside its root folder (`patterns/create.md`), which decides the page URL.
    public var relativePath: String
    /// The normalised text.
    public var text: String

    public init(path: String, relativePath: String, text: String) {
        self.path = path
        self.relativePath = relativePath
        self.text = text
    }

    /// Decodes bytes as UTF-8 and normalises them. Invalid bytes become U+FFFD.
    public init(path: String, relativePath: String, data: Data) {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        var text = String(decoding: body, as: UTF8.self)
        if text.utf8.contains(13) {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        self.init(path: path, relativePath: relativePath, text: text)
    }
}
