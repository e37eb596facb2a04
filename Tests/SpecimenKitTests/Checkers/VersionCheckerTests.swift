import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// The files of one version's content folder `folder`: a `site.yml` with `settings`, a registry
/// with the component `component` (and `aliases`), and its page with `rules` as its spec block.
private func versionFiles(_ folder: String, settings: String, component: String = "tabs", aliases: String = "[]", rules: String) -> [String: String] {
    [
        "\(folder)/site.yml": "title: S\nsections: [Components]\n" + settings,
        "\(folder)/registry.yml": "platforms: [ios]\ncomponents:\n  \(component):\n    name: \(component)\n    aliases: \(aliases)\n    status: stable\n    platforms: [ios]\n",
        "\(folder)/components/\(component).md": "---\ntitle: T\nsection: Components\ncomponent: \(component)\n---\n# T\n\n```spec\nrules:\n\(rules)```\n",
    ]
}

/// One rule as a spec-block list item, with its `since` when given.
private func rule(_ id: String, since: String? = nil) -> String {
    "  - id: \(id)\n    level: should\n    text: Text.\n" + (since.map { "    since: \"\($0)\"\n" } ?? "")
}

/// `site.yml` settings naming the current version `version` and listing `v1/C` as version `1.0`.
private func currentSettings(version: String? = "2.0") -> String {
    (version.map { "version: \"\($0)\"\n" } ?? "") + "versions:\n  - { id: \"1.0\", label: \"1.x\", content: v1/C }\n"
}

/// What `VersionChecker` alone reports on in-memory `files` whose current content folder is `C/`.
private func versionDiagnostics(_ files: [String: String]) throws -> [Diagnostic] {
    let result = try Pipeline(fileSystem: InMemoryFileSystem(files: files)).check(SiteInput(contentDirectory: "C", templatesDirectory: "T"))
    let site = try #require(result.site)
    return VersionChecker().check(site, loadedVersions: result.loaded?.versions.map(\.setting) ?? [])
}

/// SP101 (a `versions:` folder without a site), SP004 (a version id the current version writes
/// under) and SP209 (a rule's `since` its versions' data contradict).
@Suite struct VersionCheckerTests {
    @Test func reportsItsFixtureAndNothingOnCleanSites() throws {
        let fixture = CheckerFixtures.folder + "/SP209-since-contradicted"
        let expected = Set(try FixtureSite.expectedLines(fixture))
        let sites = [fixture, RepositoryPaths.root, RepositoryPaths.root + "/Starter"]
        for folder in sites {
            let result = try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: folder + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"))
            let site = try #require(result.site)
            let lines = FixtureSite.lines(VersionChecker().check(site, loadedVersions: result.loaded?.versions.map(\.setting) ?? []), folder: folder)
            if folder == fixture {
                #expect(lines.count == 2)
                for line in lines { #expect(expected.contains(line), "unexpected \(line)") }
            } else {
                #expect(lines.isEmpty, "\(folder): \(lines)")
            }
        }
    }

    @Test func aSinceNewerThanTheFirstVersionWithTheRule() throws {
        var files = versionFiles("C", settings: currentSettings(), rules: rule("a", since: "1.5"))
        files.merge(versionFiles("v1/C", settings: "version: \"1.0\"\n", rules: rule("a"))) { $1 }
        let found = try versionDiagnostics(files)
        #expect(found.map(\.message) == ["rule `tabs/a` has `since: 1.5` but first appears in 1.0"])
        #expect(found.map(\.code) == [.sinceContradicted])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.hint == "set `since: \"1.0\"` or remove it: the versions' own data say when the rule appeared")
        // At the `since` value, in the current version.
        #expect(found.first.map { "\($0.location.file):\($0.location.line):\($0.location.column)" } == "C/components/tabs.md:13:12")
    }

    @Test func aSinceNoNewerThanThePublishedVersionThatLacksTheRule() throws {
        var files = versionFiles("C", settings: currentSettings(), rules: rule("a") + rule("b", since: "1.0") + rule("c", since: "0.9"))
        files.merge(versionFiles("v1/C", settings: "version: \"1.0\"\n", rules: rule("a"))) { $1 }
        #expect(try versionDiagnostics(files).map(\.message) == [
            "rule `tabs/b` has `since: 1.0` but first appears in 2.0 (1.0 does not have it)",
            "rule `tabs/c` has `since: 0.9` but first appears in 2.0 (1.0 does not have it)",
        ])
    }

    @Test func aSinceBetweenTheVersionsOrBeforeTheOldestIsBelieved() throws {
        // `b`'s 1.5 is a release that was not published; `a`'s 0.9 is older than every version listed.
        var files = versionFiles("C", settings: currentSettings(), rules: rule("a", since: "0.9") + rule("b", since: "1.5") + rule("c", since: "2.0"))
        files.merge(versionFiles("v1/C", settings: "version: \"1.0\"\n", rules: rule("a", since: "0.9"))) { $1 }
        #expect(try versionDiagnostics(files).isEmpty)
    }

    @Test func nothingWithoutTheCurrentVersionsOwnVersion() throws {
        var files = versionFiles("C", settings: currentSettings(version: nil), rules: rule("a", since: "1.5") + rule("b", since: "0.1"))
        files.merge(versionFiles("v1/C", settings: "version: \"1.0\"\n", rules: rule("a"))) { $1 }
        #expect(try versionDiagnostics(files).isEmpty)
    }

    @Test func nothingWithoutOlderVersions() throws {
        let files = versionFiles("C", settings: "version: \"2.0\"\n", rules: rule("a", since: "2.5"))
        #expect(try versionDiagnostics(files).isEmpty)
    }

    @Test func rulesAreFollowedThroughARenamedComponent() throws {
        // The older version has no `version:`: it is named by its id, `1.0`.
        var files = versionFiles("C", settings: currentSettings(), component: "navigation-bar", aliases: "[nav-bar]",
                                 rules: rule("title", since: "2.0") + rule("back", since: "1.0"))
        files.merge(versionFiles("v1/C", settings: "", component: "nav-bar", rules: rule("title"))) { $1 }
        #expect(try versionDiagnostics(files).map(\.message) == [
            "rule `navigation-bar/back` has `since: 1.0` but first appears in 2.0 (1.0 does not have it)",
            "rule `navigation-bar/title` has `since: 2.0` but first appears in 1.0",
        ])
    }

    @Test func aVersionFolderWithoutASiteIsABrokenLinkAtItsEntry() throws {
        var files = versionFiles("C", settings: currentSettings(), rules: rule("a"))
        files["v1/C/components/tabs.md"] = "---\ntitle: T\n---\n"
        let found = try versionDiagnostics(files)
        #expect(found.map(\.code) == [.brokenPageLink])
        #expect(found.first?.message == "version `1.0`: `v1/C` is not a content folder with a site.yml (outside this one)")
        #expect(found.first.map { "\($0.location.file):\($0.location.line)" } == "C/site.yml:5")
    }

    @Test func anIDTheCurrentVersionWritesUnderIsADuplicateURL() throws {
        var files = versionFiles("C", settings: currentSettings(), rules: rule("a"))
        files["C/1.0/x.md"] = "---\ntitle: X\nsection: Components\n---\n# X\n"
        files.merge(versionFiles("v1/C", settings: "version: \"1.0\"\n", rules: rule("a"))) { $1 }
        let found = try versionDiagnostics(files)
        #expect(found.map(\.code) == [.duplicateURL])
        #expect(found.first?.message == "version `1.0` would be published in `1.0/`, where this version already writes files")
    }

    @Test func aValidVersionGivesNothing() throws {
        var files = versionFiles("C", settings: currentSettings(), rules: rule("a") + rule("b", since: "2.0"))
        files.merge(versionFiles("v1/C", settings: "version: \"1.0\"\n", rules: rule("a"))) { $1 }
        let result = try Pipeline(fileSystem: InMemoryFileSystem(files: files)).check(SiteInput(contentDirectory: "C", templatesDirectory: "T"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.versions.map(\.setting.id) == ["1.0"])
    }

    /// A page at `changes/` is fine until versions make Specimen write a change log there.
    @Test func aPageAtChangesClashesWithTheComputedChangeLog() throws {
        var files = versionFiles("C", settings: currentSettings(), rules: rule("a") + rule("b"))
        files["C/changes.md"] = "---\ntitle: Our changes\nsection: Components\n---\n# Our changes\n"
        files.merge(versionFiles("v1/C", settings: "version: \"1.0\"\n", rules: rule("a"))) { $1 }
        let result = try Pipeline(fileSystem: InMemoryFileSystem(files: files)).check(SiteInput(contentDirectory: "C", templatesDirectory: "T"))
        let clashes = result.diagnostics.filter { $0.code == .duplicateURL }
        #expect(clashes.map(\.message) == ["`changes.md` and the change log computed from the versions would both be written to `changes/`"])
        #expect(clashes.first.map { "\($0.location.file):\($0.location.line)" } == "C/changes.md:1")
        // Without versions (and without `since`) Specimen writes no `changes/`: the page is the only one there.
        files["C/site.yml"] = "title: S\nsections: [Components]\nversion: \"2.0\"\n"
        let alone = try Pipeline(fileSystem: InMemoryFileSystem(files: files)).check(SiteInput(contentDirectory: "C", templatesDirectory: "T"))
        #expect(!alone.diagnostics.contains { $0.code == .duplicateURL }, "\(alone.diagnostics.map(\.message))")
    }
}
