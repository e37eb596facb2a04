import Testing
@testable import SpecimenKit

/// SP106: a block quote marked with an alert type GitHub does not have.
@Suite struct CalloutCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(CalloutChecker(), fixtures: ["SP106-unknown-callout"])
    }
}
