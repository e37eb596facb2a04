import Testing
@testable import SpecimenKit

/// SP004: pages, generated, theme and content files each claim their output path once.
@Suite struct OutputPathCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(OutputPathChecker(), fixtures: ["SP004-duplicate-url"])
    }

    @Test func reportsPagesSharingAURLIgnoringCase() {
        let site = makeSite(["tabs.md": "---\ntitle: A\n---\n", "tabs/index.md": "---\ntitle: B\n---\n", "Tabs.md": "---\ntitle: C\n---\n"])
        let diagnostics = OutputPathChecker().check(site)
        #expect(diagnostics.map(\.location.file) == ["Content/tabs.md", "Content/tabs/index.md"])
    }

    /// A long section's index page (`sections/<slug>/`) is Specimen's: a content page there is
    /// SP004; with a short section, the path is free.
    @Test func aPageWhereALongSectionsIndexGoesClashes() {
        var files = Dictionary(uniqueKeysWithValues: (0...SectionRoutes.sidebarLimit).map { ("long/p\($0).md", "---\ntitle: P \($0)\nsection: Long\n---\n") })
        files["sections/long.md"] = "---\ntitle: Mine\n---\n"
        let diagnostics = OutputPathChecker().check(makeSite(files))
        #expect(diagnostics.map(\.code) == [.duplicateURL])
        #expect(diagnostics.first?.location.file == "Content/sections/long.md")
        files["long/p0.md"] = nil
        #expect(OutputPathChecker().check(makeSite(files)).isEmpty)
    }
}
