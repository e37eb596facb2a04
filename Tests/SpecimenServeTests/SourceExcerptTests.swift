import Foundation
import Testing
@testable import SpecimenServe
import SpecimenKit

/// The source lines the error overlay shows under each diagnostic: the line as it is now (CRLF
/// endings dropped), nothing for a file that cannot be read or a line it does not have.
@Suite struct SourceExcerptTests {
    @Test func readsEachDiagnosticsLineOnce() throws {
        let root = NSTemporaryDirectory() + "specimen-excerpt-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "---\r\ntitle: A\r\n---\r\nSee [x](missing.md).\r\n".write(toFile: root + "/a.md", atomically: true, encoding: .utf8)
        func at(_ file: String, _ line: Int) -> Diagnostic {
            Diagnostic(.brokenPageLink, at: SourceLocation(file: root + "/" + file, line: line, column: 5), "m")
        }
        let lines = SourceExcerpt(fileSystem: LocalFileSystem()).lines(for: [at("a.md", 4), at("a.md", 2), at("a.md", 9), at("none.md", 1)])
        #expect(lines == ["See [x](missing.md).", "title: A", nil, nil])
    }
}
