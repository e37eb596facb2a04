import Foundation
import Testing
import SpecimenTestSupport
@testable import SpecimenKit

/// Issue 20, point 6: each construct cmark-gfm 0.29.0.gfm.6 takes seconds or gigabytes on is
/// refused with SP006 where it starts, and the same construct a little smaller is accepted (each
/// "accepted" case is within a few per cent of its limit). Real pages are far from every limit.
@Suite struct PathologicalInputGuardTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var kind: PathologicalInputGuard.Kind
        /// The construct at size n, after two lines of prose.
        var make: @Sendable (Int) -> String
        var under: Int
        var over: Int
        var line: Int
        var column: Int
        var description: String { name }
    }

    static let intro = "Intro text.\n\n"
    static func rep(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    static let cases: [Case] = [
        Case(name: "short rows under a wide header (padding)", kind: .tableCells,
             make: { "|" + rep("a|", 20) + "\n|" + rep("-|", 20) + "\n" + rep("|b\n", $0) }, under: 9_900, over: 10_100, line: 3, column: 1),
        Case(name: "a long row of pipes", kind: .tableRowWork,
             make: { "a|b\n-|-\n" + rep("|", $0) + "\n" }, under: 3_100, over: 3_300, line: 5, column: 1),
        Case(name: "www. and _ in one run", kind: .autolinkRescan,
             make: { "Text " + rep("www.a_", $0) }, under: 800, over: 850, line: 3, column: 6),
        Case(name: "email addresses", kind: .emailTriggers,
             make: { rep("a@b.com\n", $0) }, under: 10_000, over: 10_001, line: 10_003, column: 2),
        Case(name: "emphasis openers and closers of two kinds (cmark #389)", kind: .emphasisWork,
             make: { rep("*a ", $0) + rep("_a*_ ", $0) }, under: 2_450, over: 2_550, line: 3, column: 1),
        Case(name: "unclosed CDATA sections", kind: .declarationWork,
             make: { "x " + rep("<![CDATA[", $0) }, under: 1_800, over: 1_850, line: 3, column: 3),
        Case(name: "unclosed declarations", kind: .declarationWork,
             make: { "x " + rep("<!A ", $0) }, under: 2_700, over: 2_800, line: 3, column: 3),
        Case(name: "unclosed processing instructions", kind: .declarationWork,
             make: { "x " + rep("<?", $0) }, under: 3_800, over: 3_900, line: 3, column: 3),
        Case(name: "![[]() repeated", kind: .imageBracketWork,
             make: { rep("![[]()", $0) }, under: 1_950, over: 2_050, line: 3, column: 1),
    ]

    @Test(arguments: cases) func refusedWhereItStarts(_ hostile: Case) throws {
        let diagnostic = try #require(PathologicalInputGuard().check(Self.intro + hostile.make(hostile.over), file: "Content/a/p.md"))
        #expect(diagnostic.code == .limitExceeded)
        #expect(diagnostic.location == SourceLocation(file: "Content/a/p.md", line: hostile.line, column: hostile.column))
        #expect(diagnostic.message == hostile.kind.message(amount: try #require(Self.finding(Self.intro + hostile.make(hostile.over))).amount))
        #expect(diagnostic.hint?.isEmpty == false)
        #expect(Self.finding(Self.intro + hostile.make(hostile.over))?.kind == hostile.kind)
    }

    @Test(arguments: cases) func acceptedJustUnder(_ hostile: Case) {
        #expect(PathologicalInputGuard().check(Self.intro + hostile.make(hostile.under), file: "p.md") == nil)
    }

    /// Blank lines end a paragraph's counts: the same constructs spread over paragraphs are
    /// counted per paragraph (squared work adds up far more slowly).
    @Test func paragraphsAreCountedApart() {
        let spread = (0..<10).map { _ in Self.rep("*a ", 500) + Self.rep("_a*_ ", 500) }.joined(separator: "\n\n")
        #expect(PathologicalInputGuard().check(spread, file: "p.md") == nil)
        #expect(PathologicalInputGuard().check(spread.replacingOccurrences(of: "\n\n", with: " "), file: "p.md") != nil)
    }

    /// Everything a real site holds passes: the sample site, the starter and every fixture, the
    /// USWDS guideline pages (`Tests/Fixtures/guidelines/`, 78 of them) included.
    @Test func realPagesPass() throws {
        let roots = [RepositoryPaths.root + "/Content", RepositoryPaths.fixtures, RepositoryPaths.root + "/Starter"]
        var checked = 0, guidelines = 0
        for root in roots {
            let walker = try #require(FileManager.default.enumerator(atPath: root), "\(root) is missing")
            for case let path as String in walker where path.hasSuffix(".md") && !path.contains("fuzz/") {
                let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)), as: UTF8.self)
                #expect(PathologicalInputGuard().check(text, file: path) == nil, "\(root)/\(path)")
                checked += 1
                if path.hasPrefix("guidelines/uswds-site/"), !path.hasSuffix("/LICENSE.md") { guidelines += 1 }
            }
        }
        #expect(guidelines == 78, "Tests/Fixtures/guidelines/uswds-site/ should hold 78 pages")
        #expect(checked > 50 + guidelines)
    }

    /// A refused page keeps its front matter, gets no body and is not given to cmark.
    @Test func pageParserRefusesTheBody() {
        let text = "---\ntitle: P\nsection: A\n---\n" + Self.rep("![[]()", 3_000) + "\n"
        let parsed = PageParser(config: SiteConfig(title: "T", sections: ["A"]))
            .parse(SourceFile(path: "Content/a/p.md", relativePath: "a/p.md", text: text))
        let (page, diagnostics) = (parsed.value, parsed.diagnostics)
        #expect(diagnostics.map(\.code) == [.limitExceeded])
        #expect(diagnostics.first?.location == SourceLocation(file: "Content/a/p.md", line: 5, column: 1))
        #expect(page.title == "P" && page.outline.links.isEmpty && PageBodyRenderer(site: Site(config: SiteConfig(title: "T", sections: ["A"]), pages: [page], contentFiles: [])).bodyHTML(of: page).isEmpty)
    }

    @Test func licenceParserRefusesTheBody() throws {
        let text = "---\ntitle: L\ncan: [a]\ncannot: [b]\n---\n" + Self.rep("www.a_", 2_000) + "\n"
        let parsed = LicenceParser().parse(SourceFile(path: "Content/licences/l.md", relativePath: "licences/l.md", text: text))
        let (licence, diagnostics) = (parsed.value, parsed.diagnostics)
        #expect(diagnostics.map(\.code) == [.limitExceeded])
        #expect(diagnostics.first?.location == SourceLocation(file: "Content/licences/l.md", line: 6, column: 1))
        #expect(try #require(licence).markdown.isEmpty)
    }

    static func finding(_ markdown: String) -> PathologicalInputGuard.Finding? {
        var markdown = markdown
        return markdown.withUTF8 { bytes in
            var scan = PathologicalInputGuard.Scan()
            return scan.run(bytes)
        }
    }
}

/// The guard's fast path skips exactly the bytes that change nothing.
@Suite struct PathologicalInputGuardPlainBytesTests {
    @Test func plainBytesAreLettersButWDigitsDotAndNonASCII() {
        for byte in UInt8(0)...UInt8(255) {
            let scalar = Character(UnicodeScalar(byte))
            let expected = byte >= 0x80 || (scalar.isASCII && (scalar.isLetter || scalar.isNumber) && byte != UInt8(ascii: "w")) || byte == UInt8(ascii: ".")
            #expect(PathologicalInputGuard.Scan.isPlain(byte) == expected, "byte \(byte)")
        }
    }
}
