import Testing
import SpecimenTestSupport
@testable import SpecimenKit

/// `DiagnosticLog` and `Diagnosed` carry every stage's diagnostics: nothing may be lost,
/// duplicated or reordered on the way, since diagnostics are printed and golden-tested.
@Suite struct DiagnosticLogTests {
    static func diagnostic(_ line: Int, _ code: DiagnosticCode = .unknownKey) -> Diagnostic {
        Diagnostic(code, at: SpecimenKit.SourceLocation(file: "p.md", line: line, column: 1), "problem \(line)")
    }

    @Test func aNewLogIsEmpty() {
        let log = DiagnosticLog()
        #expect(log.isEmpty && log.diagnostics.isEmpty)
        #expect(log.result(7) == Diagnosed(7))
        #expect(Diagnosed("x").diagnostics.isEmpty)
    }

    @Test func reportKeepsTheOrderOfReporting() {
        var log = DiagnosticLog()
        log.report(Self.diagnostic(3))
        log.report(Self.diagnostic(1))
        log.report(contentsOf: [Self.diagnostic(2), Self.diagnostic(2)])
        #expect(!log.isEmpty)
        #expect(log.diagnostics == [Self.diagnostic(3), Self.diagnostic(1), Self.diagnostic(2), Self.diagnostic(2)])
    }

    @Test func takeReturnsTheValueAndKeepsItsDiagnosticsAfterTheOthers() {
        var log = DiagnosticLog()
        #expect(log.take(Diagnosed("a", diagnostics: [Self.diagnostic(5)])) == "a")
        log.report(Self.diagnostic(1))
        let value: Int? = log.take(Diagnosed(nil, diagnostics: [Self.diagnostic(4), Self.diagnostic(2)]))
        #expect(value == nil)
        #expect(log.take(Diagnosed(3)) == 3)
        #expect(log.diagnostics == [Self.diagnostic(5), Self.diagnostic(1), Self.diagnostic(4), Self.diagnostic(2)])
    }

    @Test func mergeKeepsTheOtherLogsDiagnosticsAfterTheseOnes() {
        var nested = DiagnosticLog()
        nested.report(Self.diagnostic(2))
        nested.report(Self.diagnostic(3))
        var log = DiagnosticLog()
        log.merge(nested)
        #expect(log == nested)
        log.merge(DiagnosticLog())
        log.merge(nested)
        #expect(log.diagnostics == [Self.diagnostic(2), Self.diagnostic(3), Self.diagnostic(2), Self.diagnostic(3)])
        // The merged log is a value: it is unchanged.
        #expect(nested.diagnostics == [Self.diagnostic(2), Self.diagnostic(3)])
    }

    @Test func resultHandsBackTheValueWithEveryDiagnostic() {
        var log = DiagnosticLog()
        log.report(Self.diagnostic(2, .frontMatterSyntax))
        log.report(Self.diagnostic(1))
        let result = log.result(["page"])
        #expect(result.value == ["page"])
        #expect(result.diagnostics == [Self.diagnostic(2, .frontMatterSyntax), Self.diagnostic(1)])
        #expect(result == Diagnosed(["page"], diagnostics: [Self.diagnostic(2, .frontMatterSyntax), Self.diagnostic(1)]))
        #expect(result != Diagnosed(["page"], diagnostics: [Self.diagnostic(1), Self.diagnostic(2, .frontMatterSyntax)]))
    }

    /// Any mixture of the operations gives what appending to one array in the same order gives.
    @Test func behavesAsOneArrayAppendedInOrder() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            var log = DiagnosticLog(), expected: [Diagnostic] = []
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                let found = (0..<Int.random(in: 0..<4, using: &generator)).map { _ in Self.diagnostic(Int.random(in: 1...9, using: &generator)) }
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    for diagnostic in found { log.report(diagnostic) }
                case 1:
                    log.report(contentsOf: found)
                case 2:
                    #expect(log.take(Diagnosed(found.count, diagnostics: found)) == found.count)
                default:
                    var other = DiagnosticLog()
                    for diagnostic in found { other.report(diagnostic) }
                    log.merge(other)
                }
                expected += found
                #expect(log.diagnostics == expected)
            }
            #expect(log.result(()).diagnostics == expected)
        }
    }

    /// A page's nested fields (an asset in its front matter) report after the front matter's own
    /// problems found before them, in reading order.
    @Test func nestedFieldsReportInReadingOrder() {
        let text = "---\ntitle: T\nsectoin: A\nassets:\n  - titel: x\n  - path: a.svg\n    licence: [x]\norder: two\n---\n"
        let parsed = PageParser(config: SiteConfig(title: "S", sections: ["A"])).parse(SourceFile(path: "Content/a.md", relativePath: "a.md", text: text))
        #expect(parsed.value.frontMatter.title == "T")
        #expect(parsed.diagnostics.map(\.message) == [
            "unknown key `sectoin` in front matter",
            "`order` in front matter must be a whole number",
            "unknown key `titel` in asset",
            "asset has no `path`",
            "`licence` in asset must be a single value",
        ])
    }
}
