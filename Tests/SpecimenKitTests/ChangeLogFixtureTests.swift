import Foundation
import Testing
import SpecimenKit
import SpecimenTestSupport

/// `Tests/Fixtures/versions/`: three versions whose differences are known, and in `expected.txt`
/// the change logs between consecutive ones, exactly. `RECORD_FIXTURES=1` re-records it (and fails).
@Suite struct ChangeLogFixtureTests {
    static let folder = RepositoryPaths.fixtures + "/versions"
    static let versions = ["1.0", "2.0", "3.0"]

    @Test func everyVersionChecksWithoutErrors() throws {
        for version in Self.versions {
            let lines = try FixtureSite.checkLines(Self.folder + "/" + version)
            #expect(!lines.contains { $0.contains(": error[") }, "\(version): \(lines)")
        }
    }

    @Test func changeLogsAreExactlyTheExpectedOnes() throws {
        let sites = try Self.versions.map { try FixtureSite.site(Self.folder + "/" + $0) }
        var text = ""
        for index in 1..<sites.count {
            let log = ChangeLog(from: sites[index - 1], to: sites[index], fromVersion: Self.versions[index - 1], toVersion: Self.versions[index])
            text += "# \(log.fromVersion) → \(log.toVersion)\n" + log.text
        }
        let history = RuleHistory(versions: Array(zip(Self.versions, sites)))
        text += "# since contradicted\n" + history.contradictions().map { "\($0.key.component)/\($0.key.rule): since \($0.since), first appears in \($0.firstAppears)\n" }.joined()
        let path = Self.folder + "/expected.txt"
        if FixtureSite.isRecording {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(path)")
            return
        }
        #expect(text == (try String(contentsOfFile: path, encoding: .utf8)))
    }

    /// A component page finds its changes through the log's index by component: the same
    /// changes, in the same order, as reading every change of the log for it (renamed, removed
    /// and added components and their rules among them).
    @Test func eachComponentsChangesAreTheLogsChangesAboutIt() throws {
        let sites = try Self.versions.map { try FixtureSite.site(Self.folder + "/" + $0) }
        for index in 1..<sites.count {
            let log = ChangeLog(from: sites[index - 1], to: sites[index], fromVersion: Self.versions[index - 1], toVersion: Self.versions[index])
            let components = Set(log.changes.compactMap(\.subject.component))
            #expect(components.count > 1)
            for component in components.sorted() + ["no-such-component"] {
                #expect(log.changes(ofComponent: component).map(\.text) == log.changes.filter { $0.subject.component == component }.map(\.text),
                        "\(component)")
            }
        }
    }
}
