import Foundation
import SpecimenKit

/// Turns Specimen's columns (UTF-8 bytes, as cmark counts) into the Unicode code points SARIF
/// declares (`columnKind: unicodeCodePoints`): on a line with "Bộ tăng giảm" before the
/// problem, byte 20 is code point 14, and a code-scanning annotation would otherwise point at
/// the wrong word. Each file is read once, from the file system the command ran on.
final class CodePointColumns {
    private let fileSystem: any FileSystem
    private var lines: [String: [ArraySlice<UInt8>]?] = [:]

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The code-point column of `location`; its byte column when the file or line cannot be
    /// read, or the column lies past the line's end (a position at the end of the file).
    func column(of location: SourceLocation) -> Int {
        guard location.column > 1, let text = lines(of: location.file), location.line >= 1, location.line <= text.count else { return location.column }
        let line = text[location.line - 1]
        let before = line.prefix(location.column - 1)
        guard before.count == location.column - 1 else { return location.column }
        // Every byte that is not a continuation byte (10xxxxxx) starts a code point.
        return before.reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    private func lines(of file: String) -> [ArraySlice<UInt8>]? {
        if let cached = lines[file] { return cached }
        let split = (try? fileSystem.readFile(at: file)).map { data in
            Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        }
        lines[file] = .some(split)
        return split
    }
}
