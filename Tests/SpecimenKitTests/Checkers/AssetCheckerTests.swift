import Testing
@testable import SpecimenKit

/// SP401–SP403: downloadable assets, their licences and paths.
@Suite struct AssetCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(AssetChecker(), fixtures: ["SP401-missing-asset", "SP402-unknown-licence", "SP403-path-outside-content"])
    }
}
