import Testing
@testable import SpecimenKit

/// SP302, SP304: token names in spec and tokens blocks.
@Suite struct TokenReferenceCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(TokenReferenceChecker(), fixtures: ["SP302-unknown-token", "SP304-token-type-mismatch"])
    }
}
