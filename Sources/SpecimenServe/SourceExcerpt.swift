import Foundation
import SpecimenKit

/// The source line each diagnostic points at, for the error overlay (`file:line`, then the line
/// itself with a caret under the column), read from the files as they are now. Bounded: at most
/// `limit` diagnostics, files of at most 2 MB, each read once.
package struct SourceExcerpt: Sendable {
    package let fileSystem: any FileSystem
    package static let limit = 50
    static let fileLimit = 2 << 20

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// One line per diagnostic (nil when the file cannot be read or has no such line).
    package func lines(for diagnostics: [Diagnostic]) -> [String?] {
        var files: [String: [Substring]?] = [:]
        return diagnostics.enumerated().map { index, diagnostic in
            guard index < Self.limit, diagnostic.location.line > 0 else { return nil }
            let path = diagnostic.location.file
            if files[path] == nil {
                if case .data(let data)? = try? fileSystem.readFile(at: path, limit: Self.fileLimit), let text = String(data: data, encoding: .utf8) {
                    // "\r\n" is one Character in Swift: split on it as on "\n", as diagnostics count lines.
                    files[path] = .some(text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" })
                } else {
                    files[path] = .some(nil)
                }
            }
            guard let lines = files[path] ?? nil, diagnostic.location.line <= lines.count else { return nil }
            let line = lines[diagnostic.location.line - 1]
            return String(line.hasSuffix("\r") ? line.dropLast() : line)
        }
    }
}
