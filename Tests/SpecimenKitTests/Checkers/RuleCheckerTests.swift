import Testing
@testable import SpecimenKit

/// SP203–SP205: every rule against the registry.
@Suite struct RuleCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(RuleChecker(), fixtures: ["SP203-invalid-rule", "SP204-bound-contradiction", "SP205-undeclared-name"])
    }
}
