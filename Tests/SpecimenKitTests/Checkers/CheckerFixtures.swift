import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// What every checker's own test file asks: run alone on the fixture sites of its codes, the
/// checker reports lines that fixture expects (and at least one), and on the sample and starter
/// sites it reports nothing.
enum CheckerFixtures {
    static let folder = RepositoryPaths.root + "/Tests/Fixtures/diagnostics"

    /// Runs `checker` alone on each fixture named (`SP101-broken-link`…) and on the clean sites.
    static func verify(_ checker: any Checker, fixtures: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for name in fixtures {
            let fixture = folder + "/" + name
            let lines = FixtureSite.lines(checker.check(try FixtureSite.site(fixture)), folder: fixture)
            let expected = Set(try FixtureSite.expectedLines(fixture))
            #expect(!lines.isEmpty, "\(type(of: checker)) reports nothing on \(name)", sourceLocation: sourceLocation)
            for line in lines { #expect(expected.contains(line), "\(name): unexpected \(line)", sourceLocation: sourceLocation) }
        }
        for clean in [RepositoryPaths.root, RepositoryPaths.root + "/Starter"] {
            let found = checker.check(try FixtureSite.site(clean))
            #expect(found.isEmpty, "\(type(of: checker)) on \(clean): \(found)", sourceLocation: sourceLocation)
        }
    }
}
