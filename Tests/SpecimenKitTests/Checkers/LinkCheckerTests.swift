import Testing
@testable import SpecimenKit

/// SP101–SP104: links, anchors and images, with positions in the Markdown (or, with
/// `rawHTML: true`, of raw HTML's `href` and `src` values).
@Suite struct LinkCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(LinkChecker(), fixtures: ["SP101-broken-link", "SP101-raw-html-links", "SP102-broken-anchor", "SP103-missing-image",
                                                             "SP104-image-without-alt"])
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

