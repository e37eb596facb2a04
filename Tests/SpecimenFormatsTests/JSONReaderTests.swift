import Testing
import SpecimenFormats

/// Positions of values and keys in bytes, errors with positions, escapes, comments only when asked.
@Suite struct JSONReaderTests {
    @Test func keepsByteColumnsOfValuesAndKeys() throws {
        let node = try JSONReader().read("{\n  \"thẻ\": {\"a\": [1, \"x\"]}\n}").get()
        let member = try #require(node.members?.first)
        #expect(member.key == "thẻ" && member.keyLine == 2 && member.keyColumn == 3)
        #expect(member.value.line == 2 && member.value.column == 12)  // after `"thẻ": ` (ẻ is 3 bytes)
    }

    @Test func reportsErrorsWithPositions() {
        guard case .failure(let failure) = JSONReader().read("{\n  \"a\": 1,\n}") else { Issue.record("accepted a trailing comma"); return }
        #expect(failure.line == 3 && failure.column == 1)
        guard case .failure(let deep) = JSONReader().read(String(repeating: "[", count: 10_000)) else { Issue.record("accepted deep nesting"); return }
        #expect(deep.message.contains("nested"))
    }

    @Test func decodesEscapesAndComments() throws {
        #expect(try JSONReader().read("\"a\\n\\u00e9\\ud83d\\ude00\"").get().string == "a\né😀")
        #expect(try JSONReader(allowsComments: true).read("// c\n{/* x */\"a\": 1}").get()["a"]?.number == 1)
        #expect((try? JSONReader().read("// c\n{}").get()) == nil)
    }
}
