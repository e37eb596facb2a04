import Testing
@testable import SpecimenKit

/// SP202, SP206, SP207: pages and the registry agree.
@Suite struct ComponentCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(ComponentChecker(), fixtures: ["SP202-unknown-component", "SP206-registry-mismatch", "SP206-platform-status", "SP207-undocumented-component"])
    }
}
