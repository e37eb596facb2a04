import Testing
@testable import SpecimenKit

/// SP003: a page section that site.yml does not list.
@Suite struct SectionCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(SectionChecker(), fixtures: ["SP003-unknown-key"])
    }
}
