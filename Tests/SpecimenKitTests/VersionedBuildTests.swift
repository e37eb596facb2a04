import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Issue 25 point 1 and 2: a site with `versions:` builds each older version with the same theme
/// into its folder, checks it as a site of its own, links every page to its twin in the other
/// versions, keeps search and the sitemap per version, and rebuilds an older version's pages
/// only when something they are made from changed. Runs on a copy of the three-version fixture
/// (`Tests/Fixtures/versions/`) on disk, 3.0 being the current version.
@Suite(.serialized) final class VersionedBuildTests {
    let root: String
    let input: SiteInput
    let pipeline = Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "test")

    init() throws {
        root = NSTemporaryDirectory() + "specimen-versions-\(UUID().uuidString)"
        input = try VersionedFixture.copy(to: root, extraSettings: "baseURL: https://design.example.org/docs/\n")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func read(_ path: String, in output: String = "Public") throws -> String {
        try String(contentsOfFile: root + "/" + output + "/" + path, encoding: .utf8)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let file = root + "/" + path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try change(text).write(toFile: file, atomically: false, encoding: .utf8)
    }

    @Test func everyVersionIsBuiltIntoItsFolderWithItsOwnSearchAndSitemap() throws {
        let result = try pipeline.build(input, output: root + "/Public")
        // The fixture's one warning: chip's rule says `since: 2.0`, but 2.0 has no chip (SP209).
        #expect(result.check.diagnostics.map(\.code) == [.sinceContradicted], "\(result.check.diagnostics)")
        for path in ["index.html", "components/chip/index.html", "2.0/components/tabs/index.html", "1.0/components/nav-bar/index.html",
                     "1.0/theme/specimen.css", "2.0/search-index.js", "1.0/sitemap.xml", "2.0/rules.json"] {
            #expect(FileManager.default.fileExists(atPath: root + "/Public/" + path), "\(path) is missing")
        }
        // Each version's search index holds its own pages only.
        #expect(try read("search-index.js").contains("components/chip/"))
        #expect(try !read("1.0/search-index.js").contains("components/chip/"))
        #expect(try read("1.0/search-index.js").contains("components/nav-bar/"))
        // Each sitemap lists its own version's pages at its own address.
        #expect(try read("1.0/sitemap.xml").contains("<loc>https://design.example.org/docs/1.0/components/nav-bar/</loc>"))
        #expect(try !read("sitemap.xml").contains("/1.0/"))
        // Older pages point search engines at the current page when it exists, else at themselves.
        #expect(try read("1.0/components/tabs/index.html").contains(#"<link rel="canonical" href="https://design.example.org/docs/components/tabs/">"#))
        #expect(try read("1.0/components/nav-bar/index.html").contains(#"<link rel="canonical" href="https://design.example.org/docs/components/navigation-bar/">"#))
        #expect(try read("components/tabs/index.html").contains(#"<link rel="canonical" href="https://design.example.org/docs/components/tabs/">"#))
    }

    @Test func theSwitcherGoesToTheSamePageOrToThatVersionsHome() throws {
        _ = try pipeline.build(input, output: root + "/Public")
        let chip = try read("components/chip/index.html")
        // Chip is new in 3.0: the older versions' entries go to their homes.
        #expect(chip.contains(#"<a class="versions__link" href="../../2.0/index.html">2.x</a>"#))
        #expect(chip.contains(#"<a class="versions__link" href="../../1.0/index.html">1.x</a>"#))
        #expect(chip.contains(#"<span class="versions__current" aria-current="true">3.0 (current)</span>"#))
        // Navigation bar was `nav-bar` in 1.0 (its registry entry lists the old id as an alias).
        let navigation = try read("components/navigation-bar/index.html")
        #expect(navigation.contains(#"href="../../1.0/components/nav-bar/index.html">1.x</a>"#))
        #expect(navigation.contains(#"href="../../2.0/components/navigation-bar/index.html">2.x</a>"#))
        let old = try read("1.0/components/nav-bar/index.html")
        #expect(old.contains(#"href="../../../components/navigation-bar/index.html">3.0 (current)</a>"#))
        #expect(old.contains(#"<p class="version-banner">You are reading the documentation of version 1.x. <a href="../../../components/navigation-bar/index.html">Read this page in the current version (3.0)</a></p>"#))
        #expect(!navigation.contains("version-banner"))
        // A generated page exists in every version: the same route.
        #expect(try read("2.0/rules/index.html").contains(#"href="../../rules/index.html">3.0 (current)</a>"#))
    }

    @Test func anOlderVersionsProblemsNameItsFiles() throws {
        try edit("1.0/Content/components/tabs.md") { $0 + "\nSee [the missing page](missing.md).\n" }
        let result = try pipeline.build(input, output: root + "/Public")
        let broken = result.check.diagnostics.filter { $0.code == .brokenPageLink }
        #expect(broken.map(\.location.file) == [root + "/1.0/Content/components/tabs.md"])
        #expect(result.filesWritten == nil)
    }

    /// A page the versions share word for word is parsed once (`PageTwins`), yet each version's
    /// problems with it are reported at its own file.
    @Test func aSharedPageIsParsedOnceAndReportedInEachVersionsFile() throws {
        let page = "---\ntitle: Shared\nsection: Components\nmood: calm\n---\nSee [nothing](nothing.md).\n"
        for version in ["3.0", "1.0"] { try page.write(toFile: root + "/\(version)/Content/components/shared.md", atomically: true, encoding: .utf8) }
        let result = try pipeline.check(input)
        let found = result.diagnostics.filter { $0.location.file.hasSuffix("/components/shared.md") }.map { "\($0.code.rawValue) \($0.location.file):\($0.location.line):\($0.location.column)" }
        #expect(found == [
            "SP003 \(root)/1.0/Content/components/shared.md:4:1", "SP101 \(root)/1.0/Content/components/shared.md:6:5",
            "SP003 \(root)/3.0/Content/components/shared.md:4:1", "SP101 \(root)/3.0/Content/components/shared.md:6:5",
        ])
        let older = try #require(result.versions.first { $0.setting.id == "1.0" })
        #expect(older.site.borrowedFiles[root + "/3.0/Content/components/shared.md"] == root + "/1.0/Content/components/shared.md")
        #expect(older.site.pages.first { $0.relativePath == "components/shared.md" }?.path == root + "/1.0/Content/components/shared.md")
    }

    /// A registry the versions share word for word is parsed once too, yet each version's
    /// problems with it, and hints that point into it, name its own file.
    @Test func aSharedRegistryIsParsedOnceAndReportedInEachVersionsFile() throws {
        let shared = try String(contentsOfFile: root + "/3.0/Content/registry.yml", encoding: .utf8)
            .replacingOccurrences(of: "tabs: { type: integer, min: 2, max: 6 }", with: "tabs: { type: integer, min: 2, max: 3 }")
            .replacingOccurrences(of: "    name: Chip\n", with: "    name: Chip\n    colour: red\n")
        for version in ["3.0", "1.0"] { try shared.write(toFile: root + "/\(version)/Content/registry.yml", atomically: true, encoding: .utf8) }
        let result = try pipeline.check(input)
        let older = try #require(result.versions.first { $0.setting.id == "1.0" })
        #expect(older.site.borrowedFiles[root + "/3.0/Content/registry.yml"] == root + "/1.0/Content/registry.yml")
        func inRegistry(_ version: String) -> [String] {
            result.diagnostics.filter { $0.location.file == root + "/\(version)/Content/registry.yml" }
                .map { "\($0.code.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
        }
        // The parse's warning is in both; 1.0's checks (two components no 1.0 page documents)
        // are at 1.0's file, not at the file the registry was parsed from.
        let unknownKey = "SP003 20:5 unknown key `colour` in component `chip`"
        #expect(inRegistry("3.0") == [unknownKey])
        #expect(inRegistry("1.0").contains(unknownKey) && inRegistry("1.0").contains { $0.hasPrefix("SP207 ") }, "\(inRegistry("1.0"))")
        // The registry's bound is named in the hint of each version's own contradicting rule.
        let hints = result.diagnostics.filter { $0.code == .boundContradiction }.map { ($0.location.file, $0.hint ?? "") }
        #expect(hints.contains { $0.0.hasPrefix(root + "/1.0/") }, "\(hints)")
        for (file, hint) in hints {
            let version = file.hasPrefix(root + "/1.0/") ? "1.0" : "3.0"
            #expect(hint.contains("(\(root)/\(version)/Content/registry.yml:"), "\(file): \(hint)")
        }
    }

    /// Tokens the versions share word for word (every token file, the resolver and its
    /// sources) are read once too, yet each version's problems with them name its own file.
    @Test func sharedTokensAreReadOnceAndReportedInEachVersionsFile() throws {
        let folder = "/Content/tokens/"
        let base = try String(contentsOfFile: root + "/3.0" + folder + "base.tokens.json", encoding: .utf8)
            .replacingOccurrences(of: "\"$value\": \"#2563eb\"", with: "\"$value\": \"{color.missing}\"")
        try base.write(toFile: root + "/3.0" + folder + "base.tokens.json", atomically: true, encoding: .utf8)
        for file in try FileManager.default.contentsOfDirectory(atPath: root + "/3.0" + folder) {
            try FileManager.default.removeItem(atPath: root + "/1.0" + folder + file)
            try FileManager.default.copyItem(atPath: root + "/3.0" + folder + file, toPath: root + "/1.0" + folder + file)
        }
        let result = try pipeline.check(input)
        let older = try #require(result.versions.first { $0.setting.id == "1.0" })
        #expect(older.site.borrowedFiles[root + "/3.0" + folder + "base.tokens.json"] == root + "/1.0" + folder + "base.tokens.json")
        #expect(older.site.tokens.names == result.site?.tokens.names)
        func inBase(_ version: String) -> [String] {
            result.diagnostics.filter { $0.location.file == root + "/\(version)" + folder + "base.tokens.json" }
                .map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" }
        }
        #expect(!inBase("3.0").isEmpty)
        #expect(inBase("1.0") == inBase("3.0"))
        // 2.0's tokens differ: read from its own files, nothing borrowed.
        let middle = try #require(result.versions.first { $0.setting.id == "2.0" })
        #expect(!middle.site.borrowedFiles.keys.contains { $0.hasSuffix(".tokens.json") || $0.hasSuffix(".resolver.json") })
    }

    /// The rule indexes the version comparison makes are each version's own, in the order the
    /// build renders them (current first), so rendering can use them instead of making its own.
    @Test func theCheckHandsEachVersionsRuleIndexToRendering() throws {
        let result = try pipeline.check(input)
        let current = try #require(result.site)
        let sites = [current] + result.versions.map(\.site)
        #expect(result.ruleIndexes.count == 3)
        for (index, site) in zip(result.ruleIndexes, sites) {
            #expect(index.entries.map(\.anchor) == RuleIndex(site: site).entries.map(\.anchor))
            #expect(index.entries.map(\.page.route) == RuleIndex(site: site).entries.map(\.page.route))
        }
        // The versions differ in their rules, so the order above is checked, not assumed.
        #expect(Set(sites.map { RuleIndex(site: $0).entries.map(\.anchor) }).count == 3)
    }

    /// Relocation moves a borrowed file's name in hints too, wherever the hint writes it, and
    /// leaves other files' names and other colons alone.
    @Test func relocationRewritesBorrowedFileNamesInHints() {
        let files = ["3.0/Content/registry.yml": "1.0/Content/registry.yml", "3.0/Content/a.md": "1.0/Content/a.md"]
        let hints = ["the registry allows ≤ 3 (3.0/Content/registry.yml:7)", "the first is at 3.0/Content/a.md:3, then 3.0/Content/b.md:4",
                     "3.0/Content/a.md:1: see 3.0/Content/registry.yml:2", "ratio 4.5:1", "no file"]
        let moved = PageTwins.relocated(hints.map { Diagnostic(.brokenPageLink, at: SourceLocation(file: "x", line: 1, column: 1), "m", hint: $0) }, files)
        #expect(moved.map(\.hint) == ["the registry allows ≤ 3 (1.0/Content/registry.yml:7)", "the first is at 1.0/Content/a.md:3, then 3.0/Content/b.md:4",
                                      "1.0/Content/a.md:1: see 1.0/Content/registry.yml:2", "ratio 4.5:1", "no file"])
    }

    @Test func aVersionFolderWithoutASiteIsReportedWhereItIsListed() throws {
        try edit("3.0/Content/site.yml") { $0.replacingOccurrences(of: "../1.0/Content", with: "../0.9/Content") }
        let result = try pipeline.check(input)
        let missing = result.diagnostics.filter { $0.code == .brokenPageLink }
        #expect(missing.count == 1)
        #expect(missing.first?.location.file == root + "/3.0/Content/site.yml")
        #expect(missing.first?.message.contains("`../0.9/Content` is not a content folder") == true)
    }

    /// An older version's content folder is a source like the current one: never an output.
    @Test func anOutputInsideAnOlderVersionIsRefused() throws {
        #expect(throws: BuildError.self) { try pipeline.build(input, output: root + "/1.0/Content/site") }
        #expect(!FileManager.default.fileExists(atPath: root + "/1.0/Content/site"))
    }

    @Test func anUnchangedOlderVersionIsNotRenderedAgain() throws {
        let first = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(first.filesReused == 0)
        #expect(try IncrementalBuildTests.tree(root + "/Public/1.0").count > 10)
        // A body edit in the current version re-renders that page (and the search index) only.
        try edit("3.0/Content/components/chip.md") { $0 + "\nA chip holds one short label.\n" }
        let edited = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(edited.filesRendered <= 2, "rendered \(edited.filesRendered)")
        // Neither older version is rendered, nor its render context made, nor are the versions
        // compared again (`VersionLinkRecord`).
        #expect(edited.versionsKeptWhole == ["1.0/", "2.0/"])
        #expect(edited.check.versionsLinkKept)
        try expectSameAsFullBuild("after a body edit in the current version")
        // A version with a file missing from the output is rendered (what is missing, at least).
        try FileManager.default.removeItem(atPath: root + "/Public/1.0/components/tabs/index.html")
        try edit("3.0/Content/components/chip.md") { $0 + "\nA chip is never a button.\n" }
        let repaired = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(repaired.versionsKeptWhole == ["2.0/"])
        // The comparison is kept, and 1.0, to be rendered, linked whole.
        #expect(repaired.check.versionsLinkKept)
        try expectSameAsFullBuild("after an older version's file was deleted")
        // An older version's edit is seen from its file's stamp and re-renders its page; it
        // parses that page alone: every other page of every version is read back from the
        // build cache or is a twin of the current version's (issue 25, point 1).
        try edit("1.0/Content/components/tabs.md") { $0 + "\nTabs were new then.\n" }
        let older = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(!older.isUpToDate)
        #expect(!older.check.versionsLinkKept)
        #expect(older.filesRendered <= 2, "rendered \(older.filesRendered)")
        #expect(older.pagesReadBack == Self.ownPages(of: older) - 1)
        #expect(older.versionsKeptWhole == ["2.0/"])
        try expectSameAsFullBuild("after a body edit in an older version")
        // A damaged store of an older version's pages is not read: its pages are parsed.
        let store = BuildCache.pagesPath(forOutput: root + "/Public", version: "2.0")
        var damaged = try Data(contentsOf: URL(fileURLWithPath: store))
        damaged[damaged.count / 2] ^= 0x20
        try damaged.write(to: URL(fileURLWithPath: store))
        try edit("1.0/Content/components/tabs.md") { $0 + "\nAnd again.\n" }
        let afterDamage = try pipeline.build(input, output: root + "/Public", incremental: true)
        let inTwo = try #require(afterDamage.check.versions.first { $0.setting.id == "2.0" }).site
        #expect(afterDamage.pagesReadBack == Self.ownPages(of: afterDamage) - 1 - Self.ownPages(of: inTwo))
        try expectSameAsFullBuild("after a damaged store of an older version")
        // A title edit in an older version changes its navigation and the change logs.
        try edit("2.0/Content/components/banner.md") { $0.replacingOccurrences(of: "title: Banner", with: "title: Banners") }
        let retitled = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(retitled.filesRendered > 10)
        #expect(retitled.versionsKeptWhole.isEmpty)
        try expectSameAsFullBuild("after a title edit in an older version")
        let settled = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(settled.isUpToDate)
    }

    /// An older version none of whose inputs changed is not checked again: what its checks found
    /// is kept with its parsed pages and reported as found (issue 25, point 1).
    @Test func anUnchangedOlderVersionIsNotCheckedAgain() throws {
        // A warning in 1.0 (SP206: a component page whose rules are not in a table), in 2.0 a link to nowhere.
        try edit("1.0/Content/components/tabs.md") { $0 + "\nSee [the old guide](old-guide.md).\n" }
        try edit("2.0/Content/components/banner.md") { $0 + "\nSee [the banner guide](banner-guide.md).\n" }
        let first = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(first.check.versionsChecksKept == 0)
        #expect(first.check.diagnostics.contains { $0.location.file.hasSuffix("1.0/Content/components/tabs.md") })
        #expect(first.check.diagnostics.contains { $0.location.file.hasSuffix("2.0/Content/components/banner.md") })
        // A body edit in the current version: neither older version is checked.
        try edit("3.0/Content/components/chip.md") { $0 + "\nA chip holds one short label.\n" }
        let edited = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(edited.check.versionsChecksKept == 2)
        #expect(edited.check.diagnostics == (try pipeline.check(input).diagnostics))
        // Mending 1.0's link checks 1.0 again (and keeps 2.0's findings): its warning is gone.
        try edit("1.0/Content/components/tabs.md") { $0.replacingOccurrences(of: "\nSee [the old guide](old-guide.md).\n", with: "\n") }
        let mended = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(mended.check.versionsChecksKept == 1)
        #expect(!mended.check.diagnostics.contains { $0.location.file.hasSuffix("1.0/Content/components/tabs.md") })
        #expect(mended.check.diagnostics == (try pipeline.check(input).diagnostics))
        // A template edit changes no page: the versions are checked again, and their findings,
        // stored again, are kept by the next build.
        try FileManager.default.createDirectory(atPath: root + "/Templates", withIntermediateDirectories: true)
        try "An unused partial.\n".write(toFile: root + "/Templates/unused.mustache", atomically: true, encoding: .utf8)
        let templated = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(templated.check.versionsChecksKept == 0)
        try edit("3.0/Content/components/chip.md") { $0 + "\nA chip is never a button.\n" }
        let after = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(after.check.versionsChecksKept == 2)
        #expect(after.check.diagnostics == (try pipeline.check(input).diagnostics))
    }

    /// The versions are not compared again while nothing the comparison reads changed: the
    /// current version's outlines and shared inputs, and every older version whole
    /// (`VersionLinkRecord`, issue 25 point 1). What the comparison found is reported where it
    /// is now.
    @Test func theComparisonOfTheVersionsIsKeptUntilWhatItReadsChanges() throws {
        let first = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(!first.check.versionsLinkKept)
        #expect(FileManager.default.fileExists(atPath: BuildCache.linksPath(forOutput: root + "/Public")))
        // A paragraph above chip's rules moves its `since`: SP209 points at the line it is on now.
        try edit("3.0/Content/components/chip.md") { $0.replacingOccurrences(of: "# Chip\n", with: "# Chip\n\nA chip is small.\n") }
        let moved = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(moved.check.versionsLinkKept)
        #expect(moved.check.diagnostics == (try pipeline.check(input).diagnostics))
        #expect(moved.check.diagnostics.first { $0.code == .sinceContradicted }?.location.line == 15)
        try expectSameAsFullBuild("after a paragraph above a rule")
        // A new heading changes the page's outline: the versions are compared again.
        try edit("3.0/Content/components/chip.md") { $0 + "\n## Spacing\n\nKeep chips apart.\n" }
        let headed = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(!headed.check.versionsLinkKept)
        try expectSameAsFullBuild("after a new heading")
        // So does a rule's bound: the change logs show it.
        try edit("3.0/Content/components/tabs.md") { $0.replacingOccurrences(of: "max: 6", with: "max: 5") }
        let tightened = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(!tightened.check.versionsLinkKept)
        try expectSameAsFullBuild("after a rule's bound changed")
        // A damaged record is not read: the versions are compared again, and kept next time.
        let links = BuildCache.linksPath(forOutput: root + "/Public")
        var damaged = try Data(contentsOf: URL(fileURLWithPath: links))
        damaged[damaged.count / 2] ^= 0x20
        try damaged.write(to: URL(fileURLWithPath: links))
        try edit("3.0/Content/components/chip.md") { $0 + "\nA chip holds one short label.\n" }
        #expect(!(try pipeline.build(input, output: root + "/Public", incremental: true)).check.versionsLinkKept)
        try edit("3.0/Content/components/chip.md") { $0 + "\nA chip is never a button.\n" }
        #expect(try pipeline.build(input, output: root + "/Public", incremental: true).check.versionsLinkKept)
        try expectSameAsFullBuild("after a damaged record")
        // An older version's edit is compared again.
        try edit("2.0/Content/components/banner.md") { $0 + "\nBanners were new then.\n" }
        #expect(!(try pipeline.build(input, output: root + "/Public", incremental: true)).check.versionsLinkKept)
        try expectSameAsFullBuild("after an older version's edit")
    }

    /// Issue 25 point 1: older versions none of whose files changed are taken whole
    /// (`TrustedVersions`): not loaded, parsed, checked or rendered, their findings and files the
    /// previous build's. Only while nothing they read of the current version changed (its
    /// outline, data, settings, the templates), their files are as written, and their stamps
    /// were settled; every step gives the diagnostics of checking again and the bytes of a full build.
    @Test func unchangedOlderVersionsAreTakenWholeByTheirStamps() throws {
        var trusting = pipeline
        trusting.stampMargin = 0  // the files just written count as settled
        func build(_ step: String, takesWhole: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let result = try trusting.build(input, output: root + "/Public", incremental: true)
            #expect((result.check.keptVersions != nil) == takesWhole, "\(step)", sourceLocation: sourceLocation)
            #expect(result.check.versions.isEmpty == takesWhole, "\(step): the older versions parsed or not", sourceLocation: sourceLocation)
            let checked = try pipeline.check(input)
            #expect(result.check.diagnostics == checked.diagnostics, "\(step): the findings of checking again", sourceLocation: sourceLocation)
            #expect(result.pages == checked.pageCount, "\(step): every version's pages counted", sourceLocation: sourceLocation)
            if takesWhole { #expect(result.versionsKeptWhole == ["1.0/", "2.0/"], "\(step)", sourceLocation: sourceLocation) }
            try expectSameAsFullBuild(step, sourceLocation: sourceLocation)
        }
        // An older version with a finding of its own, which a build that takes it whole reports again.
        try edit("2.0/Content/components/banner.md") { $0.replacingOccurrences(of: "section: Components\n", with: "section: Components\nsubtitle: Old\n") }
        // The keys the cache holds for the older versions' files: a build that takes them whole
        // keeps the ones they were written with (it has none of its own for them).
        func olderKeys() throws -> [String: String] {
            let cache = try #require(BuildCache.decode(try Data(contentsOf: URL(fileURLWithPath: BuildCache.path(forOutput: root + "/Public"))), specimen: "test"))
            return cache.outputs.filter { $0.key.hasPrefix("1.0/") || $0.key.hasPrefix("2.0/") }.compactMapValues(\.key)
        }
        try build("first build", takesWhole: false)
        #expect(try trusting.check(input).diagnostics.contains { $0.location.file.hasSuffix("2.0/Content/components/banner.md") })
        let writtenKeys = try olderKeys()
        #expect(writtenKeys.count > 20)
        try edit("3.0/Content/components/chip.md") { $0 + "\nA chip holds one short label.\n" }
        try build("a body edit of the current version", takesWhole: true)
        #expect(try olderKeys() == writtenKeys)
        try edit("3.0/Content/components/chip.md") { $0 + "\n## Spacing\n\nKeep chips apart.\n" }
        try build("a new heading: the switchers and change logs read the outline", takesWhole: false)
        try edit("3.0/Content/components/chip.md") { $0 + "\nA chip is never a button.\n" }
        try build("a body edit again", takesWhole: true)
        try edit("3.0/Content/registry.yml") { $0 + "\n" }
        try build("the current registry edited", takesWhole: false)
        // The templates render every version.
        try FileManager.default.createDirectory(atPath: root + "/Templates", withIntermediateDirectories: true)
        let home = try String(contentsOfFile: RepositoryPaths.root + "/Theme/home.mustache", encoding: .utf8)
        try (home + "<!-- edited -->\n").write(toFile: root + "/Templates/home.mustache", atomically: false, encoding: .utf8)
        try build("a template added", takesWhole: false)
        #expect(try trusting.build(input, output: root + "/Public", incremental: true).isUpToDate, "nothing changed: nothing built at all")
        try edit("3.0/Content/components/chip.md") { $0 + "\nOnce more.\n" }
        try build("a body edit after the template", takesWhole: true)
        // An older version's file touched, its text the same: its stamp differs.
        let banner = root + "/2.0/Content/components/banner.md"
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: banner)
        try edit("3.0/Content/components/chip.md") { $0 + "\nTouched.\n" }
        try build("an older file touched", takesWhole: false)
        // A file written under an older version's folder deleted: that version is built again.
        try FileManager.default.removeItem(atPath: root + "/Public/1.0/components/tabs/index.html")
        try edit("3.0/Content/components/chip.md") { $0 + "\nDeleted.\n" }
        try build("an older output deleted", takesWhole: false)
        // The versions' comparison damaged: it no longer vouches for the record.
        let links = BuildCache.linksPath(forOutput: root + "/Public")
        var damaged = try Data(contentsOf: URL(fileURLWithPath: links))
        damaged[damaged.count / 2] ^= 0x20
        try damaged.write(to: URL(fileURLWithPath: links))
        try edit("3.0/Content/components/chip.md") { $0 + "\nDamaged.\n" }
        try build("a damaged comparison", takesWhole: false)
        try edit("3.0/Content/components/chip.md") { $0 + "\nMended.\n" }
        try build("and the build after", takesWhole: true)
        // An older version edited: built, and the others with it (they are compared with it).
        try edit("1.0/Content/components/tabs.md") { $0 + "\nTabs were new then.\n" }
        try build("an older version edited", takesWhole: false)
        // Files just written are not settled: the next build does not take their version whole.
        try edit("1.0/Content/components/tabs.md") { $0 + "\nAnd changed again.\n" }
        _ = try pipeline.build(input, output: root + "/Public", incremental: true)
        let cache = try #require(BuildCache.decode(try Data(contentsOf: URL(fileURLWithPath: BuildCache.path(forOutput: root + "/Public"))), specimen: "test"))
        #expect(cache.trustedVersions == nil, "a file changed within the margin is not vouched for")
    }

    /// A version taken out of `site.yml` leaves no parsed pages behind in the build cache; what
    /// else is in their folder is not the build's and stays.
    @Test func theParsedPagesOfARemovedVersionAreForgotten() throws {
        _ = try pipeline.build(input, output: root + "/Public", incremental: true)
        let one = BuildCache.pagesPath(forOutput: root + "/Public", version: "1.0")
        let two = BuildCache.pagesPath(forOutput: root + "/Public", version: "2.0")
        #expect(FileManager.default.fileExists(atPath: one) && FileManager.default.fileExists(atPath: two))
        let notes = BuildCache.versionPagesFolder(forOutput: root + "/Public") + "/notes.txt"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: notes))
        try edit("3.0/Content/site.yml") { $0.replacingOccurrences(of: "  - { id: \"1.0\", label: \"1.x\", content: ../1.0/Content }\n", with: "") }
        let result = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(result.check.versions.map(\.setting.id) == ["2.0"])
        #expect(!FileManager.default.fileExists(atPath: one))
        #expect(FileManager.default.fileExists(atPath: two))
        #expect(FileManager.default.fileExists(atPath: notes))
    }

    /// The pages of every version a build parsed or read back: those that are not twins of
    /// another version's (`PageTwins`, whose own paths `borrowedFiles` lists).
    static func ownPages(of result: Pipeline.BuildResult) -> Int {
        guard let site = result.check.site else { return 0 }
        return ([site] + result.check.versions.map(\.site)).reduce(0) { $0 + ownPages(of: $1) }
    }

    static func ownPages(of site: Site) -> Int {
        let borrowed = Set(site.borrowedFiles.values)
        return site.pages.count { !borrowed.contains($0.path) }
    }

    func expectSameAsFullBuild(_ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try? FileManager.default.removeItem(atPath: root + "/Full")
        _ = try pipeline.build(input, output: root + "/Full", incremental: false)
        let incremental = try IncrementalBuildTests.tree(root + "/Public"), full = try IncrementalBuildTests.tree(root + "/Full")
        #expect(incremental.keys.sorted() == full.keys.sorted(), "\(step): different files", sourceLocation: sourceLocation)
        for (path, data) in full where incremental[path] != data {
            Issue.record("\(step): \(path) differs from a full build", sourceLocation: sourceLocation)
        }
    }
}
