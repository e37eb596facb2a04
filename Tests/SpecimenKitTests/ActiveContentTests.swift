import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Issue 20: an author's HTML, or an SVG holding script, is not published on the site's origin
/// unless the site trusts its authors.
@Suite struct ActiveContentTests {
    static let clean = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>Tab</title><path d="M0 0h24v24H0z" fill="#333"/><a href="https://example.org/">x</a></svg>"##

    static let hostile: [(String, String)] = [
        ("script", #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#),
        ("namespaced script", #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml">"# + "\n  <h:script>alert(1)</h:script></svg>"),
        ("event handler", #"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#),
        ("handler on a child", #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" ONCLICK ="alert(1)"/></svg>"#),
        ("javascript link", #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>"#),
        ("javascript hidden with references and tabs", #"<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;ava&#x09;script&#58;alert(1)"><text>x</text></a></svg>"#),
        ("animation setting a handler", #"<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>"#),
        ("foreignObject", #"<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="x"/></foreignObject></svg>"#),
        ("entity", "<!DOCTYPE svg [<!ENTITY x \"&#60;script&#62;alert(1)&#60;/script&#62;\">]>\n<svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>"),
        ("stylesheet", "<?xml-stylesheet type=\"text/xsl\" href=\"x.xsl\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
        ("data URL", #"<svg xmlns="http://www.w3.org/2000/svg"><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a></svg>"#),
    ]

    @Test func theScannerFindsEveryWayToRunScriptAndNothingInAnIcon() throws {
        let scanner = ActiveContentScanner()
        #expect(scanner.scan(Data(Self.clean.utf8)) == nil)
        #expect(scanner.scan(Data(#"<svg xmlns="http://www.w3.org/2000/svg"><text>Tap on the button</text><desc>javascript is a language</desc></svg>"#.utf8)) == nil)
        for (name, text) in Self.hostile { #expect(scanner.scan(Data(text.utf8)) != nil, "\(name)") }
        let found = try #require(scanner.scan(Data(Self.hostile[1].1.utf8)))
        #expect(found.line == 2 && found.column == 3, "\(found)")
    }

    @Test func htmlAndScriptedSVGAreRefusedUnlessAuthorsAreTrusted() throws {
        var files = ["a.md": OutputOwnershipTests.page + "[demo](demo.html) [old](old.HTM) ![icon](icon.svg)\n\n[bad](bad.svg) [vector](ic.xml)\n",
                     "demo.html": "<script>alert(1)</script>", "old.HTM": "<script>alert(1)</script>", "icon.svg": Self.clean,
                     "bad.svg": Self.hostile[0].1, "ic.xml": "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"/>"]
        let (refused, fs) = try OutputOwnershipTests.build(files)
        let found = refused.check.diagnostics.filter { $0.code == .pathOutsideContent }
        #expect(found.map(\.location) == [SourceLocation(file: "Content/a.md", line: 5, column: 1), SourceLocation(file: "Content/a.md", line: 5, column: 19),
                                          SourceLocation(file: "Content/a.md", line: 7, column: 1)], "\(found)")
        #expect(found[0].message.contains("HTML document") && found[2].message.contains("`<script>`"))
        #expect(refused.filesWritten == nil && fs.kind(at: "Public") == nil)
        // An asset to download is published too.
        files = ["a.md": "---\ntitle: P\nsection: A\nassets:\n  - path: demo.html\n    licence: l\n---\n", "demo.html": "<script>alert(1)</script>",
                 "licences/l.md": "---\ntitle: L\ncan: [x]\ncannot: [y]\n---\n"]
        #expect(try OutputOwnershipTests.build(files).result.check.diagnostics.contains { $0.code == .pathOutsideContent && $0.location.line == 5 })
        // Trusted authors may publish both.
        files = ["a.md": OutputOwnershipTests.page + "[demo](demo.html) [bad](bad.svg)\n", "demo.html": "<p>x</p>", "bad.svg": Self.hostile[0].1]
        let (trusted, trustedFS) = try OutputOwnershipTests.build(files, rawHTML: true)
        #expect(!trusted.check.diagnostics.hasErrors, "\(trusted.check.diagnostics)")
        #expect(trustedFS.kind(at: "Public/demo.html") == .file && trustedFS.kind(at: "Public/bad.svg") == .file)
    }
}
