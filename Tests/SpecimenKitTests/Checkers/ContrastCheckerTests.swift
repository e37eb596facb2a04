import Testing
@testable import SpecimenKit

/// SP305: stated contrast pairs below WCAG 2.2 AA.
@Suite struct ContrastCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(ContrastChecker(), fixtures: ["SP305-contrast-failure"])
    }
}
