import Testing
@testable import SpecimenKit

/// SP403: HTML, and SVG or XML with script, published on the site while rawHTML is false.
@Suite struct ActiveContentCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(ActiveContentChecker(), fixtures: ["SP403-path-outside-content"])
    }
}
