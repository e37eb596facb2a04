import Foundation
import Testing
import SpecimenTestSupport
@testable import SpecimenKit

/// SP101–SP105: links, anchors and images, with positions in the Markdown (or, with
/// `rawHTML: true`, of raw HTML's `href` and `src` values).
@Suite struct LinkCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(LinkChecker(), fixtures: ["SP101-broken-link", "SP101-raw-html-links", "SP102-broken-anchor", "SP103-missing-image",
                                                             "SP104-image-without-alt", "SP105-remote-image"])
    }
}

@Suite struct LinkCheckerPositionTests {
    @Test func reportsBrokenLinksAnchorsAndImagesAtTheirPositions() {
        let site = makeSite(["a.md": "---\ntitle: A\n---\n## Real\n\n[b](b.md) [x](#real) [y](#rael)\n\n![](pic.png)\n"])
        let diagnostics = LinkChecker().check(site)
        #expect(diagnostics.map(\.code) == [.brokenPageLink, .brokenAnchor, .missingImage, .imageWithoutAlt])
        #expect(diagnostics.map(\.location.line) == [6, 6, 8, 8])
        #expect(diagnostics.map(\.location.column) == [1, 22, 1, 1])
        #expect(diagnostics[1].hint == "did you mean `#real`?")
    }
}

/// SP105: an image from another host, in Markdown or raw HTML; remote links are fine.
@Suite struct RemoteImageTests {
    @Test func remoteImagesAreWarnedAboutAndRemoteLinksAreNot() {
        let text = "---\ntitle: A\n---\n![a](https://x.example/a.png) ![b](HTTP://x.example/b.png) ![c](//cdn.example/c.png)\n\n"
            + "[d](https://x.example/) <a href=\"http://x.example/\">e</a> ![f](data:image/png;base64,AA==) ![g](ftp://x.example/g.png)\n\n"
            + "<img src=\"https://x.example/h.png\" alt=\"h\">\n"
        let diagnostics = LinkChecker().check(makeSite(["a.md": text], rawHTML: true))
        #expect(diagnostics.map(\.code) == [.remoteImage, .remoteImage, .remoteImage, .remoteImage])
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["4:1", "4:31", "4:60", "8:11"])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.first?.message == "image `https://x.example/a.png` is remote: the site would need the network, and it promises to work offline")
        // Without raw HTML, the `<img>` is not HTML and not an image.
        #expect(LinkChecker().check(makeSite(["a.md": text])).count == 3)
    }

    /// A warning: the site is built with the image as written; `--strict` makes it an error.
    @Test func strictBuildsStopAtARemoteImage() throws {
        let fixture = CheckerFixtures.folder + "/SP105-remote-image"
        let input = SiteInput(contentDirectory: fixture + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme")
        let output = temporaryFolder() + "/Public"
        defer { removeFolder(output) }
        let built = try Pipeline().build(input, output: output)
        #expect(built.filesWritten != nil)
        let page = String(decoding: FileManager.default.contents(atPath: output + "/components/tabs/index.html") ?? Data(), as: UTF8.self)
        #expect(page.contains("<img src=\"https://example.com/tabs.png\" alt=\"Tabs on a phone\""))
        #expect(page.contains("<img src=\"HTTP://example.com/tabs-dark.png\" alt=\"Tabs in dark mode\">"))
        let strictOutput = temporaryFolder() + "/Public"
        defer { removeFolder(strictOutput) }
        let strict = try Pipeline().build(input, output: strictOutput, strict: true)
        #expect(strict.filesWritten == nil)
        #expect(strict.check.diagnostics.map(\.code) == [.remoteImage, .remoteImage, .remoteImage])
    }
}
