import Foundation
import Testing
@testable import SpecimenKit

/// Bytes that are not UTF-8 text are found, with the line and byte column of the first one.
@Suite struct SourceFileTests {
    @Test(arguments: [
        (Data("plain\nté xt ✓ 🎨\n".utf8), nil),
        (Data("a\nbc\u{0}d".utf8), SourceFile.Problem.nulByte(line: 2, column: 3)),
        (Data("ab\ncd".utf8) + Data([0xFF]), SourceFile.Problem.invalidUTF8(line: 2, column: 3)),
        (Data("x".utf8) + Data([0xC0, 0xAF]), SourceFile.Problem.invalidUTF8(line: 1, column: 2)),          // overlong "/"
        (Data("é".utf8) + Data([0xED, 0xA0, 0x80]), SourceFile.Problem.invalidUTF8(line: 1, column: 3)),  // a surrogate
        (Data([0xF4, 0x90, 0x80, 0x80]), SourceFile.Problem.invalidUTF8(line: 1, column: 1)),             // past U+10FFFF
        (Data([0xE2, 0x82]), SourceFile.Problem.invalidUTF8(line: 1, column: 1)),                          // cut short
    ])
    func findsTheFirstProblem(bytes: Data, expected: SourceFile.Problem?) {
        #expect(SourceFile(path: "p.md", relativePath: "p.md", data: bytes).problem == expected)
    }

    @Test func largeFilesAreNotRead() {
        let big = SourceFile(path: "p.md", relativePath: "p.md", data: Data(count: SourceFile.sizeLimit + 1))
        #expect(big.problem == .tooLarge(bytes: SourceFile.sizeLimit + 1, limit: SourceFile.sizeLimit) && big.text.isEmpty)
        let data = SourceFile(path: "r.yml", relativePath: "registry.yml", data: Data(repeating: 0x61, count: SourceFile.sizeLimit + 1),
                              limit: SourceFile.dataSizeLimit)
        #expect(data.problem == nil)
    }
}
