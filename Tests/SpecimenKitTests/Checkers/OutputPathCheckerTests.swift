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
}
