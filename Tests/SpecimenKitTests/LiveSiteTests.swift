import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// `serve`'s quick path: an edit of a page's prose is checked and rendered alone, and gives the
/// same page and the same diagnostics as a full build of the edited site; any edit that could
/// change another output is refused (the full build runs instead).
@Suite struct LiveSiteTests {
    static let input = SiteInput(contentDirectory: RepositoryPaths.root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme")

    /// The sample site checked, with the parse diagnostics of each page.
    static func live() throws -> (LiveSite, Pipeline.CheckResult) {
        let cache = ParseCache()
        let result = try Pipeline(fileSystem: LocalFileSystem(), parseCache: cache).check(input)
        let site = try #require(result.site), templates = try #require(result.templates)
        return (LiveSite(site: site, templates: templates, diagnostics: result.diagnostics, parseDiagnostics: cache.pageDiagnostics()), result)
    }

    /// The page's file as loaded, with `change` applied to its text.
    static func edited(_ relativePath: String, in result: Pipeline.CheckResult, _ change: (String) -> String) throws -> SourceFile {
        var file = try #require(result.loaded?.pages.first { $0.relativePath == relativePath })
        let changed = change(file.text)
        #expect(changed != file.text)
        file.text = changed
        return file
    }

    /// What a full check and render of the site with `file` in place of its page gives.
    static func fullBuild(with file: SourceFile, result: Pipeline.CheckResult) throws -> (diagnostics: [Diagnostic], page: OutputFile, searchIndex: [UInt8]) {
        var loaded = try #require(result.loaded)
        loaded.pages = loaded.pages.map { $0.path == file.path ? file : $0 }
        var log = DiagnosticLog()
        let parsed = log.take(SiteParser().parse(loaded))
        var site = try #require(parsed)
        site.assetFiles = result.site?.assetFiles ?? [:]
        for checker in Checkers.all { log.report(contentsOf: checker.check(site)) }
        // The older versions the site lists, checked and linked as the pipeline does (switcher, banner, history).
        var versions = result.versions
        VersionedSite.link(current: &site, versions: &versions)
        log.report(contentsOf: VersionChecker().check(site, loadedVersions: loaded.versions.map(\.setting)))
        log.report(contentsOf: result.templates?.diagnostics ?? [])
        log.report(contentsOf: loaded.templates.compactMap(\.problemDiagnostic))
        let templates = try #require(result.templates)
        let index = try #require(site.pageIndexByPath[file.relativePath])
        let page = SiteRenderer(site: site, templates: templates).pageFile(at: index, context: RenderContext(site: site, templates: templates))
        return (log.diagnostics.sortedForOutput(), page, SearchIndexBuilder(site: site).scriptUTF8())
    }

    @Test func aProseEditRendersThePageAsAFullBuildDoes() throws {
        var (live, result) = try Self.live()
        let file = try Self.edited("components/buttons.md", in: result) { $0 + "\nButtons, once more, with a [link](tabs.md).\n" }
        let applied = live.apply([file])
        let update = try #require(applied)
        let full = try Self.fullBuild(with: file, result: result)
        #expect(update.diagnostics == full.diagnostics)
        #expect(update.files.map(\.path) == [full.page.path], "the page uses no word it did not use before: the search index stays")
        #expect(update.files.first?.contents == full.page.contents)
        #expect(update.searchIndex == nil)
        let html = String(decoding: update.files.first?.contents ?? Data(), as: UTF8.self)
        #expect(html.contains("Buttons, once more"))
    }

    /// The search index has the words of every page's prose: an edit that brings in a word
    /// writes it again, as a full build writes it, and "zebracrossing" is then in it.
    @Test func aProseEditWithANewWordWritesTheSearchIndex() throws {
        var (live, result) = try Self.live()
        let file = try Self.edited("components/buttons.md", in: result) { $0 + "\nMind the zebracrossing.\n" }
        let applied = live.apply([file])
        let update = try #require(applied)
        let full = try Self.fullBuild(with: file, result: result)
        // The page first; the index is made apart (`serve` shows the page before making it).
        #expect(update.files.map(\.path) == [full.page.path])
        let index = try #require(update.searchIndex?({ false }))
        #expect(index.path == GeneratedRoute.searchIndex)
        #expect(index.contents == Data(full.searchIndex))
        #expect(String(decoding: full.searchIndex, as: UTF8.self).contains("zebracrossing"))
    }

    @Test func aBrokenLinkIsReportedAndNothingIsWrittenUntilItIsFixed() throws {
        var (live, result) = try Self.live()
        let broken = try Self.edited("components/buttons.md", in: result) { $0 + "\nSee [the missing page](nowhere.md).\n" }
        let appliedBroken = live.apply([broken])
        let failed = try #require(appliedBroken)
        #expect(failed.files.isEmpty)
        #expect(failed.diagnostics.contains { $0.code == .brokenPageLink && $0.location.file.hasSuffix("components/buttons.md") })
        #expect(failed.diagnostics == (try Self.fullBuild(with: broken, result: result)).diagnostics)
        let fixed = try Self.edited("components/buttons.md", in: result) { $0 + "\nSee [the tabs](tabs.md).\n" }
        let appliedFixed = live.apply([fixed])
        let update = try #require(appliedFixed)
        #expect(update.diagnostics == result.diagnostics.sortedForOutput())
        #expect(update.files.first?.path == "components/buttons/index.html", "the page held back by the error is written now")
    }

    /// An unknown callout type written in a prose edit is reported at once, as a full build
    /// reports it, and gone when the marker is fixed; the fixed callout is rendered.
    @Test func aCalloutEditIsCheckedOnTheQuickPath() throws {
        var (live, result) = try Self.live()
        let warned = try Self.edited("components/buttons.md", in: result) { $0 + "\n> [!WARN]\n> Mind the gap.\n" }
        let appliedWarned = live.apply([warned])
        let update = try #require(appliedWarned)
        #expect(update.diagnostics.contains { $0.code == .unknownCallout && $0.location.file.hasSuffix("components/buttons.md") })
        #expect(update.diagnostics == (try Self.fullBuild(with: warned, result: result)).diagnostics)
        let fixed = try Self.edited("components/buttons.md", in: result) { $0 + "\n> [!WARNING]\n> Mind the gap.\n" }
        let appliedFixed = live.apply([fixed])
        let after = try #require(appliedFixed)
        #expect(after.diagnostics == result.diagnostics.sortedForOutput())
        let html = String(decoding: after.files.first?.contents ?? Data(), as: UTF8.self)
        #expect(html.contains("<div class=\"callout callout-warning\" role=\"note\">"))
    }

    @Test(arguments: ["a title", "a heading", "a spec block", "a line above a spec block", "a link to a file"])
    func editsThatChangeOtherOutputsTakeTheFullBuild(what: String) throws {
        var (live, result) = try Self.live()
        let file = try Self.edited("components/buttons.md", in: result) { text in
            switch what {
            case "a title": text.replacingOccurrences(of: "title: Buttons", with: "title: Knoppen")
            case "a heading": text + "\n## A new heading\n"
            case "a spec block": text.replacingOccurrences(of: "```spec", with: "```spec\n# a comment moves the rules")
            case "a line above a spec block": text.replacingOccurrences(of: "\n## ", with: "\nAn inserted line.\n\n## ")
            default: text + "\n![Fixed tabs](../assets/images/fixed-tabs.svg)\n"
            }
        }
        #expect(live.apply([file]) == nil, "\(what) must not take the quick path")
    }

    @Test func filesThatAreNotPagesTakeTheFullBuild() throws {
        var (live, result) = try Self.live()
        var config = try #require(result.loaded).siteConfig
        config.text += "\n"
        #expect(live.apply([config]) == nil)
    }
}
