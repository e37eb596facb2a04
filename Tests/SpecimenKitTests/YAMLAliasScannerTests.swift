import Testing
@testable import SpecimenKit

/// Aliases are refused before Yams sees them (billion laughs); nothing else is.
@Suite struct YAMLAliasScannerTests {
    @Test(arguments: [
        ("a: *x", 1, 4), ("- *x", 1, 3), ("a: [b, *x]", 1, 8), ("a: {k: *x}", 1, 8), ("? *x\n: y", 1, 3),
        ("a: &x [1]\nb: *x", 2, 4), ("a: |\n  text *x\nb: *y", 3, 4), ("a: 'it''s'\nb: *x", 2, 4), ("*x", 1, 1),
    ])
    func findsAliases(yaml: String, line: Int, column: Int) {
        let found = YAMLAliasScanner.firstAlias(in: yaml)
        #expect(found?.line == line && found?.column == column, "\(yaml.debugDescription) → \(String(describing: found))")
    }

    @Test(arguments: [
        "text: Use *bold* words", "text: \"a, *b\"", "text: 'a, *b'", "a: &anchor [1, 2]", "note: 5 * 3 = 15",
        "a: |\n  - *not an alias in a block scalar\n  [x, *y]", "a: >\n  *folded*", "# a comment with *x", "a: b # *x", "a: x*y",
        "a: \"escaped \\\" quote, *b\"", "a: a | b", "list: [a, b]",
    ])
    func leavesOtherTextAlone(yaml: String) {
        #expect(YAMLAliasScanner.firstAlias(in: yaml) == nil, "\(yaml.debugDescription)")
    }

    @Test func aBillionLaughsIsAnErrorNotAHang() {
        let laughs = "a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\n? *c\n: x\n"
        let region = YAMLRegion(file: "Content/a.md", yaml: laughs, firstLine: 2)
        let composed = region.compose(what: "front matter")
        #expect(composed.value == nil)
        #expect(composed.diagnostics.map(\.code) == [.limitExceeded])
        #expect(composed.diagnostics.first?.location == SourceLocation(file: "Content/a.md", line: 3, column: 8))
    }
}
