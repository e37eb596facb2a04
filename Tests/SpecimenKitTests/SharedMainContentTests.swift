import Foundation
import Testing
@testable import SpecimenKit
import SpecimenFormats
import SpecimenTestSupport

/// Issue 25 point 1 ("shared work is not repeated"): an older version whose pages are word for
/// word the current version's takes their main content instead of rendering it again
/// (`SharedMainContent`), and the site it gives is byte for byte the one rendered page by page.
/// The three-version fixture, with a version 2.9 beside it that is a copy of 3.0 but for one
/// page's prose and its `version:`.
@Suite(.serialized) final class SharedMainContentTests {
    let root: String
    let input: SiteInput
    /// The generated pages and files the last `buildBothWays` shared on one core.
    var generatedShared = -1
    /// The pages whose frame the last `buildBothWays` took too, on one core.
    var framesShared = -1

    init() throws {
        root = NSTemporaryDirectory() + "specimen-shared-\(UUID().uuidString)"
        // Settings whose places in site.yml differ by version, as everything in a file of its own does.
        input = try VersionedFixture.copy(to: root, extraSettings: "theme:\n  repository: https://github.com/acme/fixture\n")
        let manager = FileManager.default
        // Every component of the fixture has a history, which differs by version: a guideline
        // page without one, in 3.0 (and so in its copy).
        try "---\ntitle: Principles\nsection: Components\norder: 0\n---\n# Principles\n\nStart from [tabs](tabs.md).\n\n## Clarity\n\nOne idea a screen.\n"
            .write(toFile: root + "/3.0/Content/components/principles.md", atomically: true, encoding: .utf8)
        try manager.copyItem(atPath: root + "/3.0", toPath: root + "/2.9")
        // 2.9's site.yml: 3.0's without the list of versions.
        // 2.9's content has a place of its own in the repository (`git worktree add`): its frame's
        // edit links differ, its main content does not.
        try edit("2.9/Content/site.yml") { text in
            text.replacingOccurrences(of: "version: \"3.0\"", with: "version: \"2.9\"").components(separatedBy: "versions:\n")[0]
                .replacingOccurrences(of: "  repository: https://github.com/acme/fixture\n", with: "  repository: https://github.com/acme/fixture\n  contentPath: versions/2.9/Content\n")
        }
        try edit("2.9/Content/components/chip.md") { $0 + "\nIn 2.9, chips were new.\n" }
        try edit("3.0/Content/site.yml") {
            $0.replacingOccurrences(of: "versions:\n", with: "versions:\n  - { id: \"2.9\", label: \"2.9\", content: ../2.9/Content }\n")
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let file = root + "/" + path
        try change(try String(contentsOfFile: file, encoding: .utf8)).write(toFile: file, atomically: false, encoding: .utf8)
    }

    /// Builds with sharing on every core and on one, and without sharing, and expects the same
    /// files; returns the pages shared on one core (and keeps the generated pages and files shared
    /// there in `generatedShared`). On every core an older page whose current
    /// one is still being rendered renders its own main content, so how many pages take theirs
    /// depends on timing there (the fixture has few pages to share); on one core it does not.
    func buildBothWays(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
        var pipeline = Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "test")
        let shared = try pipeline.build(input, output: root + "/Shared")
        #expect(!shared.check.diagnostics.hasErrors, "\(shared.check.diagnostics)", sourceLocation: sourceLocation)
        let serial = try Pipeline(fileSystem: LocalFileSystem(), parallelism: .serial, specimenVersion: "test").build(input, output: root + "/Serial")
        pipeline.sharesAcrossVersions = false
        let rendered = try pipeline.build(input, output: root + "/Rendered")
        #expect(rendered.pagesSharedAcrossVersions == 0, sourceLocation: sourceLocation)
        let renderedFiles = try IncrementalBuildTests.tree(root + "/Rendered")
        #expect(renderedFiles.keys.contains("2.9/components/tabs/index.html"), sourceLocation: sourceLocation)
        for folder in ["Shared", "Serial"] {
            let sharedFiles = try IncrementalBuildTests.tree(root + "/" + folder)
            #expect(sharedFiles.keys.sorted() == renderedFiles.keys.sorted(), "\(folder)", sourceLocation: sourceLocation)
            for (path, data) in renderedFiles where sharedFiles[path] != data {
                Issue.record("\(path) differs when shared (\(folder))", sourceLocation: sourceLocation)
            }
        }
        #expect(shared.pagesSharedAcrossVersions <= serial.pagesSharedAcrossVersions, sourceLocation: sourceLocation)
        #expect(rendered.generatedSharedAcrossVersions == 0, sourceLocation: sourceLocation)
        #expect(rendered.framesSharedAcrossVersions == 0, sourceLocation: sourceLocation)
        #expect(serial.framesSharedAcrossVersions <= serial.pagesSharedAcrossVersions, sourceLocation: sourceLocation)
        generatedShared = serial.generatedSharedAcrossVersions
        framesShared = serial.framesSharedAcrossVersions
        return serial.pagesSharedAcrossVersions
    }

    @Test func aTwinPageTakesTheCurrentMainContentAndTheSiteIsTheSame() throws {
        let shared = try buildBothWays()
        #expect(shared > 0, "2.9 shares the pages that are word for word 3.0's")
        let site = try #require(try Pipeline(fileSystem: LocalFileSystem()).check(input).site)
        #expect(shared < site.pages.count, "its own chip page, and component pages with a history, are rendered")
        // Each shared page takes 3.0's frame too, with 2.9's own banner, switcher, version and
        // edit link (the files are the ones rendered page by page, above).
        #expect(framesShared == shared)
        let page = try String(contentsOfFile: root + "/Serial/2.9/components/tabs/index.html", encoding: .utf8)
        #expect(page.contains("class=\"version-banner\""))
        #expect(page.contains("/edit/main/versions/2.9/Content/components/tabs.md\""), "2.9's own edit link")
        #expect(page.contains("<span class=\"site-version\">v2.9</span>"), "2.9's own version in the footer")
    }

    /// Main content written as given.
    private struct FixedMain: MainContentRenderer {
        let text: String
        func write(into output: inout ByteWriter) { output.append(utf8: text) }
    }

    /// An older version frames a page from the current version's kept frame only when all but
    /// its version's own fields is the same: the same page (route, title) and a sidebar that
    /// lists the same pages. (Every input of the frame but those fields is among what a
    /// version must share with the current one before any page takes its main content, so a
    /// build never meets the other cases; the frame is compared all the same.)
    @Test func aKeptFrameIsSplicedOnlyOntoTheSameFrame() throws {
        let check = try Pipeline(fileSystem: LocalFileSystem()).check(input)
        let current = try #require(check.site), templates = try #require(check.templates)
        func layout(_ id: String) throws -> LayoutRenderer {
            LayoutRenderer(site: try #require(check.versions.first { $0.setting.id == id }).site, templates: templates)
        }
        let page = try #require(current.page(atRoute: "components/tabs/"))
        let frame = LayoutRenderer.Frame(route: page.route, lang: page.lang, title: page.title, description: page.frontMatter.summary,
                                         section: page.frontMatter.section, translations: [], isHome: false)
        let kept = try #require(LayoutRenderer(site: current, templates: templates).renderKeeping(frame, main: FixedMain(text: "<p>3.0</p>")).frame)
        // The main content is the kept page's, copied with it: only pages whose main content is
        // the current version's word for word are spliced.
        let copy = try layout("2.9"), main = FixedMain(text: "<p>3.0</p>")
        let spliced = try #require(copy.renderSpliced(frame, onto: kept))
        #expect(spliced == copy.render(frame, main: main))
        #expect(spliced != LayoutRenderer(site: current, templates: templates).render(frame, main: main), "2.9's own frame")
        var retitled = frame
        retitled.title = "Tab bars"
        #expect(copy.renderSpliced(retitled, onto: kept) == nil, "its title differs")
        var moved = frame
        moved.route = "components/banner/"
        #expect(copy.renderSpliced(moved, onto: kept) == nil, "another page")
        #expect(try layout("1.0").renderSpliced(frame, onto: kept) == nil, "1.0's sidebar lists other pages")
        // Every field of the frame is compared, or is one each version sets its own way: a field
        // added to `LayoutView` must be put in one of the two.
        let fields = Set(Mirror(reflecting: kept.view).children.compactMap(\.label))
        #expect(fields == LayoutView.frameFields.union(LayoutView.versionFields).union(["nav"]))
        #expect(LayoutView.frameFields.isDisjoint(with: LayoutView.versionFields))
    }

    /// What `SharedMainContent` makes of the fixture.
    func sharing() throws -> SharedMainContent? {
        let check = try Pipeline(fileSystem: LocalFileSystem()).check(input)
        let site = try #require(check.site)
        #expect(check.sharing.count == check.versions.count)
        return SharedMainContent(current: site, versions: Array(zip(check.versions, check.sharing)))
    }

    /// The generated pages and files made from the sources alone (components, tokens, licences)
    /// are taken too, when every page has the current page's data; `rules.json` is not, as it
    /// names its version, nor the pages that show the version's history or prose.
    @Test func generatedPagesMadeFromTheSourcesAloneAreSharedToo() throws {
        let sharing = try #require(try sharing())
        let generated = sharing.generated
        #expect(generated.keys.sorted() == ["2.9/"])
        let paths = generated["2.9/"] ?? []
        for path in ["components/index.html", "tokens/index.html", "tokens.css", "token-swatches.css", "tokens.resolved.json",
                     "licensing/index.html", "licensing/fonts/index.html"] {
            #expect(paths.contains(path), "\(path)")
        }
        for path in ["rules.json", "rules/index.html", "changes/index.html", "search-index.js", "index.html", "sitemap.xml"] {
            #expect(!paths.contains(path), "\(path)")
        }
        // The rules page shows 2.9's own history: it is made from 3.0's rendering with each
        // row's history rendered again (`SharedMainContent.spliced`); the search index from 3.0's
        // head, with 2.9's own page text (its chip page has a sentence 3.0's has not).
        #expect(sharing.spliced == ["2.9/": ["rules/index.html", "search-index.js"]])
        // On one core every one of them is taken, none made twice, and the site is the same.
        _ = try buildBothWays()
        #expect(generatedShared == paths.count + 2, "\(generatedShared) of \(paths.sorted()), the rules page and the search index")
        let index = try String(contentsOfFile: root + "/Serial/2.9/search-index.js", encoding: .utf8)
        #expect(index != (try String(contentsOfFile: root + "/Serial/search-index.js", encoding: .utf8)), "2.9's own terms")
    }

    /// With 2.9 the only older version, 3.0's rules page has a history column ("First in 2.9"
    /// on every rule) and 2.9's has none: 2.9's is made from 3.0's rendering with the history
    /// parts rendered again for 2.9 (`SharedMainContent.spliced`), and is the page rendered whole.
    @Test func theRulesPageOfAnOlderVersionWithTheCurrentDataIsSplicedWithItsOwnHistory() throws {
        try edit("3.0/Content/site.yml") { text in
            text.components(separatedBy: "versions:\n")[0] + "versions:\n  - { id: \"2.9\", label: \"2.9\", content: ../2.9/Content }\n"
        }
        #expect(try #require(try sharing()).spliced == ["2.9/": ["rules/index.html", "search-index.js"]])
        _ = try buildBothWays()
        #expect(generatedShared > 0)
        let current = try String(contentsOfFile: root + "/Serial/rules/index.html", encoding: .utf8)
        let older = try String(contentsOfFile: root + "/Serial/2.9/rules/index.html", encoding: .utf8)
        #expect(current.contains("rule-history__first"))
        #expect(!older.contains("rule-history__first") && !older.contains("ref-table__history"))
        // 2.9's view is 3.0's rows with 2.9's history: none, as its own view has it.
        let check = try Pipeline(fileSystem: LocalFileSystem()).check(input)
        let templates = try #require(check.templates), site = try #require(check.site), version = try #require(check.versions.first?.site)
        let rules = check.ruleIndexes
        #expect(rules.count == 2)
        let currentView = RulesPageRenderer(site: site, templates: templates, rules: rules.first).view()
        let olderRules = RulesPageRenderer(site: version, templates: templates, rules: rules.last)
        let taken = olderRules.view(from: currentView), own = olderRules.view()
        #expect(currentView.rules.contains { $0.firstVersion != nil } && currentView.showsHistory)
        #expect(!taken.showsHistory && taken.rules.allSatisfy { $0.firstVersion == nil && !$0.hasHistory && $0.historySummary.isEmpty })
        #expect(taken.rules.map(\.url) == own.rules.map(\.url) && taken.rules.map(\.id) == own.rules.map(\.id))
    }

    /// The same data mistakes in 3.0 and its copy 2.9: a repeated rule id (whose hint names where
    /// it was first used), a level that is not one, and a component no page documents (found in
    /// the registry).
    func writeTheSameMistakesInBothVersions() throws {
        for version in ["3.0", "2.9"] {
            try edit("\(version)/Content/components/chip.md") {
                $0.replacingOccurrences(of: "    since: \"2.0\"\n", with: "    since: \"2.0\"\n  - id: short-label\n    level: should\n    text: Again.\n  - id: odd-level\n    level: maybe\n    text: Odd.\n")
            }
            try edit("\(version)/Content/registry.yml") { $0 + "  tooltip:\n    name: Tooltip\n    status: beta\n    platforms: [web]\n" }
        }
    }

    /// What `check` finds, with sharing across versions and without, and how many checks of
    /// older versions took the current version's findings.
    func checkBothWays() throws -> (shared: [Diagnostic], checked: [Diagnostic], checksShared: Int) {
        var pipeline = Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "test")
        let shared = try pipeline.check(input)
        pipeline.sharesAcrossVersions = false
        let checked = try pipeline.check(input)
        #expect(checked.checksSharedAcrossVersions == 0)
        return (shared.diagnostics, checked.diagnostics, shared.checksSharedAcrossVersions)
    }

    /// An older version whose data is the current one's (only a page's prose differs) takes the
    /// findings of the checks that read only data, moved to its own files, hints included: they
    /// are what checking it finds.
    @Test func anOlderVersionWithTheCurrentDataTakesTheFindingsOfItsDataChecks() throws {
        try writeTheSameMistakesInBothVersions()
        let (shared, checked, checksShared) = try checkBothWays()
        #expect(checksShared == Checkers.all.filter(\.readsOnlyData).count, "2.9's data checks; 2.0 and 1.0 have other data")
        #expect(shared == checked)
        let own = checked.filter { $0.location.file.contains("/2.9/Content/") }
        #expect(own.contains { $0.code == .invalidRule && $0.location.file.hasSuffix("2.9/Content/components/chip.md") && $0.hint?.contains("2.9/Content/components/chip.md:") == true },
                "the repeated id, its hint naming 2.9's file: \(own)")
        #expect(own.contains { $0.code == .undocumentedComponent && $0.location.file.hasSuffix("2.9/Content/registry.yml") }, "\(own)")
        #expect(!own.contains { $0.hint?.contains("/3.0/") == true }, "no hint of 2.9's names 3.0's files")
    }

    /// An older version whose data is the current one's checks the links and callouts of its
    /// own pages only, and takes the current version's findings about the pages it has word for
    /// word, moved to its own files (`PageByPageChecker`): they are what checking it finds.
    @Test func anOlderVersionWithTheCurrentDataTakesTheLinkFindingsOfItsTwinPages() throws {
        for version in ["3.0", "2.9"] {
            try edit("\(version)/Content/components/tabs.md") { $0 + "\nSee [the missing page](missing.md) and [a heading](#no-such-heading).\n\n> [!WARN]\n> Careful.\n" }
        }
        try edit("2.9/Content/components/chip.md") { $0 + "\nOnly 2.9 links to [its own missing page](gone.md).\n" }
        let (shared, checked, _) = try checkBothWays()
        #expect(shared == checked)
        let inTwoNine = checked.filter { $0.location.file.hasSuffix("2.9/Content/components/tabs.md") }
        #expect(inTwoNine.filter { $0.code == .brokenPageLink }.count == 1 && inTwoNine.contains { $0.code == .brokenAnchor }
                && inTwoNine.contains { $0.code == .unknownCallout }, "\(inTwoNine)")
        #expect(checked.contains { $0.code == .brokenPageLink && $0.location.file.hasSuffix("2.9/Content/components/chip.md") })
        #expect(!checked.contains { $0.location.file.hasSuffix("3.0/Content/components/chip.md") && $0.message.contains("gone.md") })
    }

    /// An older version's page borrowed from the current version (`PageTwins`) takes its
    /// resolved links and outline key only where links resolve alike in both versions: each
    /// version's are what resolving its links afresh gives, also when a page its borrowed pages
    /// link to is missing from it.
    @Test func aBorrowedPageTakesItsTwinsLinksOnlyWhereLinksResolveAlike() throws {
        func expectResolvedAfresh(_ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Site {
            let check = try Pipeline(fileSystem: LocalFileSystem()).check(input)
            for site in try [#require(check.site)] + check.versions.map(\.site) {
                var fresh = site
                fresh.resolveLinks(parallelism: .serial)
                #expect(fresh.linkTargets == site.linkTargets, "\(step)", sourceLocation: sourceLocation)
                #expect(fresh.pages.indices.map { fresh.outlineKey(ofPage: $0) } == site.pages.indices.map { site.outlineKey(ofPage: $0) },
                        "\(step)", sourceLocation: sourceLocation)
            }
            return try #require(check.versions.first { $0.setting.id == "2.9" }).site
        }
        let twin = try expectResolvedAfresh("2.9 a copy of 3.0")
        let principles = try #require(twin.pageIndexByPath["components/principles.md"])
        #expect(twin.borrowedFiles.values.contains(twin.pages[principles].path), "a page 2.9 borrows")
        #expect(twin.linkTargets[principles].contains(.page(path: "components/tabs.md", fragment: nil)))
        try FileManager.default.removeItem(atPath: root + "/2.9/Content/components/tabs.md")
        let without = try expectResolvedAfresh("2.9 without the page it links to")
        let index = try #require(without.pageIndexByPath["components/principles.md"])
        #expect(without.borrowedFiles.values.contains(without.pages[index].path))
        #expect(!without.linkTargets[index].contains(.page(path: "components/tabs.md", fragment: nil)))
    }

    /// Nothing changed between two versions with the same data: the change log the comparison
    /// computes is empty, as the one it no longer computes is, and each version's history reads
    /// the same.
    @Test func versionsWithTheSameDataHaveAnEmptyChangeLog() throws {
        var pipeline = Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "test")
        let shared = try pipeline.check(input)
        pipeline.sharesAcrossVersions = false
        let checked = try pipeline.check(input)
        func logs(_ result: Pipeline.CheckResult) throws -> [[String]] {
            let sites = [try #require(result.site)] + result.versions.map(\.site)
            return sites.map { ($0.history?.changeLogs ?? []).map { "\($0.fromVersion) → \($0.toVersion)\n" + $0.text } }
        }
        #expect(try logs(shared) == logs(checked))
        #expect(try logs(checked).first?.first == "2.9 → 3.0\n", "computed, it is empty")
        #expect(shared.sharing.map(\.sharesData) == [true, false, false])
    }

    /// A version whose data differs checks for itself: here only the positions differ (a
    /// paragraph above the spec block), so its pages' outlines are still the current ones.
    @Test func anOlderVersionWhoseDataMovedChecksForItself() throws {
        try writeTheSameMistakesInBothVersions()
        try edit("2.9/Content/components/chip.md") { $0.replacingOccurrences(of: "# Chip\n", with: "# Chip\n\nIn 2.9, chips were new.\n") }
        let sharing = try Pipeline(fileSystem: LocalFileSystem()).check(input).sharing
        #expect(sharing.map(\.sharesOutlines) == [true, false, false])
        #expect(sharing.map(\.sharesData) == [false, false, false])
        let (shared, checked, checksShared) = try checkBothWays()
        #expect(checksShared == 0)
        #expect(shared == checked)
        #expect(checked.contains { $0.location.file.hasSuffix("2.9/Content/components/chip.md") && $0.location.line == 20 && $0.message.contains("`maybe`") },
                "\(checked)")
    }

    /// A rule written otherwise in the older version changes the generated pages: they are its own.
    @Test func aVersionWithOtherRulesSharesNoGeneratedPage() throws {
        try edit("2.9/Content/components/chip.md") { $0.replacingOccurrences(of: "Keep a chip's label short.", with: "Keep a chip's label very short.") }
        #expect(try sharing()?.generated.isEmpty ?? true)
        _ = try buildBothWays()
        #expect(generatedShared == 0)
    }

    /// A token value that differs in the older version changes what its pages show: it shares nothing.
    @Test func aVersionWithOtherTokensSharesNothing() throws {
        try edit("2.9/Content/tokens/base.tokens.json") { text in
            guard let range = text.range(of: "#[0-9a-fA-F]{6}", options: .regularExpression) else { return text }
            return text.replacingCharacters(in: range, with: "#123456")
        }
        #expect(try buildBothWays() == 0)
    }

    /// A page retitled in the older version changes its neighbours' pagers: it shares nothing.
    @Test func aVersionWithOtherTitlesSharesNothing() throws {
        try edit("2.9/Content/components/banner.md") { $0.replacingOccurrences(of: "title: Banner", with: "title: Banners") }
        #expect(try buildBothWays() == 0)
    }
}
