import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// The versions' comparison kept in the build cache (`VersionLinkRecord`) reads back as it was
/// written, gives the current version the history and switcher a comparison gives it, and is
/// never read when damaged or another Specimen's.
@Suite struct VersionLinkRecordTests {
    /// The three-version fixture, checked (which compares the versions).
    static func linked() throws -> (root: String, result: Pipeline.CheckResult) {
        let root = NSTemporaryDirectory() + "specimen-link-record-\(UUID().uuidString)"
        let input = try VersionedFixture.copy(to: root)
        return (root, try Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "test").check(input))
    }

    @Test func aRecordReadsBackAsWrittenAndLinksAsTheComparisonDid() throws {
        let (root, result) = try Self.linked()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let current = try #require(result.site)
        let record = try #require(VersionLinkRecord(key: "key", linked: current, olderDiagnostics: result.diagnostics))
        #expect(record.changeLogs.contains { !$0.changes.isEmpty })
        let bytes = record.encoded(specimen: "test 1")
        let read = try #require(VersionLinkRecord.decode(Data(bytes), specimen: "test 1"))
        #expect(read.encoded(specimen: "test 1").count == bytes.count)
        #expect(read.key == "key")
        #expect(read.changeLogs.map(\.text) == record.changeLogs.map(\.text))
        #expect(read.firstAppearance == record.firstAppearance)
        #expect(read.olderDiagnostics == result.diagnostics)
        #expect(read.published.map(\.routes) == record.published.map(\.routes))
        #expect(read.published.map(\.routeByComponent) == record.published.map(\.routeByComponent))
        #expect(read.published.map(\.routeByTranslation) == record.published.map(\.routeByTranslation))
        #expect(read.places == record.places)
        #expect(read.ruleVersions == record.ruleVersions)
        // Linked from the record, the current version's pages show what they show when compared.
        var relinked = current, versions = result.versions
        relinked.history = nil
        relinked.versions = nil
        #expect(read.link(current: &relinked, versions: &versions, rules: RuleIndex(site: current)))
        let strings = current.strings(for: current.config.language)
        for route in current.pages.map(\.route) + [GeneratedRoute.changes] {
            let compared = try #require(ChangeViewFactory(site: current, route: route, strings: strings))
            let kept = try #require(ChangeViewFactory(site: relinked, route: route, strings: strings))
            for (index, log) in compared.history.changeLogs.enumerated() {
                for change in log.changes {
                    #expect(String(describing: kept.change(change, inLog: index, showsComponent: true))
                            == String(describing: compared.change(change, inLog: index, showsComponent: true)))
                }
            }
            #expect(String(describing: kept.history(ofComponent: "tabs")) == String(describing: compared.history(ofComponent: "tabs")))
        }
        // SP209's findings too (chip's `since: "2.0"` against its first appearance in 3.0),
        // though only the rules that write a `since` are read from the rule index.
        #expect(current.history?.rules.contradictions().isEmpty == false)
        #expect(relinked.history?.rules.contradictions() == current.history?.rules.contradictions())
        // Each older version opens with the change logs it opens with when compared.
        for (kept, compared) in zip(versions, result.versions) {
            #expect(kept.site.history?.changeLogs.map(\.text) == compared.site.history?.changeLogs.map(\.text))
            #expect(kept.site.versions?.reading == compared.site.versions?.reading)
        }
        // Other versions than those it was made for: nothing is linked.
        var fewer = Array(result.versions.dropLast())
        #expect(!read.link(current: &relinked, versions: &fewer, rules: RuleIndex(site: current)))
    }

    @Test func aDamagedOrForeignRecordIsNotRead() throws {
        let (root, result) = try Self.linked()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let current = try #require(result.site)
        let record = try #require(VersionLinkRecord(key: "key", linked: current, olderDiagnostics: []))
        let bytes = record.encoded(specimen: "test 1")
        #expect(VersionLinkRecord.decode(Data(bytes), specimen: "test 2") == nil)
        for position in [0, bytes.count / 3, bytes.count / 2, bytes.count - 1] {
            var damaged = bytes
            damaged[position] ^= 0x20
            #expect(VersionLinkRecord.decode(Data(damaged), specimen: "test 1") == nil, "byte \(position)")
        }
        #expect(VersionLinkRecord.decode(Data(bytes.dropLast(20)), specimen: "test 1") == nil)
    }
}
