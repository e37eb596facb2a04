import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Issue 7: an incremental build gives exactly the bytes of a full build after any series of
/// edits, renders only what an edit can change, leaves unchanged files alone, and never trusts a
/// damaged cache. Runs on a copy of the sample site on disk (hard links and file stamps are real).
@Suite(.serialized) struct IncrementalBuildTests {
    let root: String
    let input: SiteInput
    let pipeline = Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "test")

    init() throws {
        root = NSTemporaryDirectory() + "specimen-incremental-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        // The whole theme as the site's own Templates/, so that the test can edit its files; the
        // older version the sample lists (Versions/1.x) beside Content/, where site.yml finds it.
        for (from, to) in [("Content", "Content"), ("Versions", "Versions"), ("Theme", "Templates")] {
            try FileManager.default.copyItem(atPath: RepositoryPaths.root + "/" + from, toPath: root + "/" + to)
        }
        input = SiteInput(contentDirectory: root + "/Content", templatesDirectory: root + "/Templates")
    }

    /// Builds incrementally into Public/ and from scratch into Full/, and expects the same files.
    @discardableResult
    func buildAndCompare(_ step: String, inPlace: Bool = false, with pipeline: Pipeline? = nil,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Pipeline.BuildResult {
        let builder: Pipeline = pipeline ?? self.pipeline
        let result = try builder.build(input, output: root + "/Public", incremental: true, inPlace: inPlace)
        #expect(!result.check.diagnostics.hasErrors, "\(step): \(result.check.diagnostics)", sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(atPath: root + "/Full")
        _ = try self.pipeline.build(input, output: root + "/Full", incremental: false)
        let incremental = try Self.tree(root + "/Public"), full = try Self.tree(root + "/Full")
        #expect(incremental.keys.sorted() == full.keys.sorted(), "\(step): different files", sourceLocation: sourceLocation)
        for (path, data) in full where incremental[path] != data {
            Issue.record("\(step): \(path) differs from a full build", sourceLocation: sourceLocation)
        }
        return result
    }

    static func tree(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            }
        }
        return files
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let file = root + "/" + path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit of \(path) changed nothing")
        try changed.write(toFile: file, atomically: false, encoding: .utf8)
    }

    func inode(_ path: String) throws -> UInt64 {
        (try FileManager.default.attributesOfItem(atPath: root + "/Public/" + path)[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    /// `build` swaps in a new folder with the unchanged files linked; `serve` updates in place.
    @Test(arguments: [false, true]) func editsGiveTheBytesOfAFullBuild(inPlace: Bool) throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        func buildAndCompare(_ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Pipeline.BuildResult {
            try self.buildAndCompare(step + (inPlace ? " (in place)" : ""), inPlace: inPlace, sourceLocation: sourceLocation)
        }
        let first = try buildAndCompare("first build")
        #expect(!first.isUpToDate && first.filesReused == 0)

        let again = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(again.isUpToDate, "nothing changed, so nothing is done")
        #expect(again.pages == first.pages && again.filesWritten == first.filesWritten)

        // A body edit re-renders that page alone; every other file stays the same file on disk.
        let untouched = try inode("components/tabs/index.html")
        let theme = try inode("theme/specimen.css")
        try edit("Content/patterns/search.md") { $0 + "\nSearch, once more.\n" }
        let body = try buildAndCompare("body edit")
        #expect(body.filesRendered == 1, "only the edited page is rendered, not \(body.filesRendered) files")
        // The search index holds the words of every page's prose: a word the page did not use renders it too.
        try edit("Content/patterns/search.md") { $0 + "\nOne more sentence about search.\n" }
        let newWord = try buildAndCompare("body edit with a new word")
        #expect(newWord.filesRendered == 2, "the edited page and the search index, not \(newWord.filesRendered) files")
        #expect(!FileManager.default.fileExists(atPath: root + "/Public/patterns/search/index.html.specimen-new"))
        let untouchedAfter = try inode("components/tabs/index.html")
        let themeAfter = try inode("theme/specimen.css")
        #expect(untouchedAfter == untouched && themeAfter == theme, "unchanged files are linked from the previous output, not rewritten")

        try edit("Content/patterns/search.md") { $0.replacingOccurrences(of: "title: Search", with: "title: Searching") }
        let title = try buildAndCompare("title edit")
        _ = title
        #expect(title.filesRendered > 1, "a title is in every page's navigation")

        try edit("Content/registry.yml") { $0.replacingOccurrences(of: "name: App header", with: "name: Application header") }
        _ = try buildAndCompare("registry edit")

        try edit("Content/tokens/specimen.tokens.json") { $0.replacingOccurrences(of: "The grey ramp, from", with: "The neutral ramp, from") }
        _ = try buildAndCompare("token edit")
        // A token edit renders again, besides the generated files that show tokens, only the pages
        // that show a token it changed (`TokenKeys`): none for `radius.small`, which no page shows; the one
        // page whose spec block names `color.info`; the page whose grid lists `color.text`, for a
        // value in the dark theme only.
        try edit("Content/tokens/specimen.tokens.json") { $0.replacingOccurrences(of: "Tags and text fields.", with: "Tags, chips and text fields.") }
        let unshown = try buildAndCompare("edit of a token no page shows")
        // Of the generated files, only those that show tokens (`GeneratedPage.showsTokens`), in each version.
        let sites = try [#require(unshown.check.site)] + unshown.check.versions.map(\.site)
        let showingTokens = sites.map { site in GeneratedPage.allCases.filter(\.showsTokens).flatMap { $0.outputs(in: site) }.count }.reduce(0, +)
        #expect(unshown.filesRendered > 0 && unshown.filesRendered <= showingTokens, "\(unshown.filesRendered) files, not at most \(showingTokens)")
        try edit("Content/tokens/specimen.tokens.json") { $0.replacingOccurrences(of: "Something worth knowing.", with: "Something good to know.") }
        let shown = try buildAndCompare("edit of a token one page shows")
        #expect(shown.filesRendered == unshown.filesRendered + 1, "\(shown.filesRendered) files, not \(unshown.filesRendered) + 1")
        try edit("Content/tokens/theme/dark.tokens.json") { $0.replacingOccurrences(of: "\"$value\": \"#a5b4fc\"", with: "\"$value\": \"#a5b4fd\"") }
        let dark = try buildAndCompare("edit of a dark value one page shows")
        #expect(dark.filesRendered == unshown.filesRendered + 1, "\(dark.filesRendered) files, not \(unshown.filesRendered) + 1")
        // `color.info` aliases `color.palette.blue.60`: a new value there is a new value of both.
        try edit("Content/tokens/specimen.tokens.json") { $0.replacingOccurrences(of: "0.796", with: "0.8").replacingOccurrences(of: "#0b6bcb", with: "#0b6bcc") }
        _ = try buildAndCompare("edit of an alias's target")

        // Licence bodies link like pages, and pages link to licences.
        try edit("Content/licences/design-assets.md") { $0 + "\nSee [tabs](../components/tabs.md) and [the questions](#questions).\n" }
        _ = try buildAndCompare("licence body edit")
        try edit("Content/patterns/search.md") { $0 + "\nThe [asset licence](../licences/design-assets.md#questions) applies.\n" }
        _ = try buildAndCompare("link to a licence")

        try edit("Templates/page.mustache") { $0.replacingOccurrences(of: "<div class=\"prose\">", with: "<div class=\"prose\" data-edited>") }
        let pageTemplate = try buildAndCompare("template edit")
        // A template is read only by what is rendered through it (`TemplateKeys`): the rules
        // page's template by the rules page of each version, `page.mustache` by content pages
        // (not by the generated pages, nor by data files such as `rules.json`).
        let versions = try [#require(pageTemplate.check.site)] + pageTemplate.check.versions.map(\.site)
        #expect(pageTemplate.filesRendered == pageTemplate.pages, "\(pageTemplate.filesRendered) files, not the \(pageTemplate.pages) pages")
        try edit("Templates/rules.mustache") { $0.replacingOccurrences(of: "<article class=\"reference reference--rules\">", with: "<article class=\"reference reference--rules\" data-edited>") }
        let rulesTemplate = try buildAndCompare("rules template edit")
        #expect(rulesTemplate.filesRendered == versions.filter { GeneratedPage.rules.isPresent(in: $0) }.count)
        // Strings are part of the theme: a label and a table's name (written into pages while parsing) change.
        try edit("Templates/i18n/vi.yml") { $0.replacingOccurrences(of: "home: Trang chủ", with: "home: Trang đầu")
            .replacingOccurrences(of: "table: Bảng", with: "table: Bảng biểu") }
        _ = try buildAndCompare("strings edit")

        let page = "---\ntitle: Drafts\nsection: Patterns\n---\n\nWhat a draft is.\n"
        try page.write(toFile: root + "/Content/patterns/drafts.md", atomically: false, encoding: .utf8)
        _ = try buildAndCompare("new page")
        try FileManager.default.moveItem(atPath: root + "/Content/patterns/drafts.md", toPath: root + "/Content/patterns/drafting.md")
        _ = try buildAndCompare("renamed page")
        try FileManager.default.removeItem(atPath: root + "/Content/patterns/drafting.md")
        _ = try buildAndCompare("deleted page")

        // The Components section has 16 pages, one more than the sidebar lists: its index page
        // (`sections/components/`) shows every title, goes when the section shrinks to 15 and
        // comes back with the page.
        try edit("Content/components/stepper.md") { $0.replacingOccurrences(of: "title: Stepper", with: "title: Stepper control") }
        _ = try buildAndCompare("title edit in a long section")
        try edit("Content/components/stepper.md") { $0.replacingOccurrences(of: "section: Components", with: "section: Patterns") }
        _ = try buildAndCompare("a long section becomes short")
        #expect(!FileManager.default.fileExists(atPath: root + "/Public/sections/components/index.html"))
        try edit("Content/components/stepper.md") { $0.replacingOccurrences(of: "section: Patterns", with: "section: Components") }
        _ = try buildAndCompare("a short section becomes long")
        #expect(FileManager.default.fileExists(atPath: root + "/Public/sections/components/index.html"))

        // An older version's page and its site.yml.
        try edit("Versions/1.x/components/tabs.md") { $0 + "\nTabs, as they were.\n" }
        _ = try buildAndCompare("older version body edit")
        try edit("Versions/1.x/site.yml") { $0.replacingOccurrences(of: "title: ", with: "title: Old ") }
        _ = try buildAndCompare("older version settings edit")

        // Someone edits the output by hand: that file is rendered again, not trusted.
        try "changed by hand".write(toFile: root + "/Public/components/tabs/index.html", atomically: false, encoding: .utf8)
        _ = try buildAndCompare("output edited by hand")
    }

    /// Without older versions, a registry edit renders again, besides every generated file, only
    /// the pages that show a component it changed (`RegistryKeys`): those whose front matter or
    /// spec blocks name it, and the home page. (With older versions every page keeps the whole
    /// registry: `OutputKeys`.)
    @Test func aRegistryEditRendersThePagesThatShowItsComponent() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try edit("Content/site.yml") { $0.replacingOccurrences(of: "versions:\n  - { id: \"1.0\", label: \"1.x\", content: Versions/1.x }\n", with: "") }
        let first = try buildAndCompare("a site without versions")
        let site = try #require(first.check.site)
        #expect(first.check.versions.isEmpty)
        let generated = GeneratedPage.allCases.flatMap { $0.outputs(in: site) }.count
        // The authored home page lists every component.
        let showing = site.pages.filter { $0.route.isEmpty || $0.frontMatter.component == "app-header" || $0.specBlocks.contains { $0.component == "app-header" } }.count
        #expect(showing > 0 && showing < site.pages.count)
        try edit("Content/registry.yml") { $0.replacingOccurrences(of: "name: App header", with: "name: Application header") }
        let renamed = try buildAndCompare("a component's name")
        #expect(renamed.filesRendered == generated + showing, "\(renamed.filesRendered) files, not \(generated) + \(showing)")
        try edit("Content/registry.yml") { $0.replacingOccurrences(of: "owner: navigation-team\n    since: \"2.2\"", with: "owner: navigation-team\n    since: \"2.1\"") }
        _ = try buildAndCompare("a component's since")
        // A deprecated component's note names its replacement: renaming `text-field` renders the pages of both.
        try edit("Content/registry.yml") { $0.replacingOccurrences(of: "name: Text field\n", with: "name: Text input\n") }
        _ = try buildAndCompare("a replacement's name")
    }

    /// A build keeps the output it replaces (`.specimen-cache/Public.previous`) and the next one
    /// brings that up to date and swaps it in, instead of making 10,000 folders and deleting as
    /// many. The spare shares its unchanged files with the site, so a changed file must be a new
    /// file, never the old one written over; and the spare is never trusted: whatever was done to
    /// it, the site equals a full build, and links in it are removed, not followed.
    @Test func theReplacedOutputIsBroughtUpToDateNeverWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default, spare = root + "/.specimen-cache/Public.previous"
        _ = try buildAndCompare("first build")
        #expect(!manager.fileExists(atPath: spare), "the first build replaced nothing")
        try edit("Content/patterns/search.md") { $0 + "\nOne more sentence.\n" }
        _ = try buildAndCompare("second build")
        var isFolder: ObjCBool = false
        #expect(manager.fileExists(atPath: spare, isDirectory: &isFolder) && isFolder.boolValue, "the replaced output is kept")
        #expect(!manager.fileExists(atPath: root + "/.specimen-cache/Full.previous"), "a build without the cache keeps nothing")
        #expect(!manager.fileExists(atPath: root + "/.Public.specimen-staging"))

        // A file both trees share, held under a third name: a build that wrote the new page into it
        // would change the site being served before the swap (and this held copy).
        let held = root + "/held.html"
        try manager.linkItem(atPath: root + "/Public/components/tabs/index.html", toPath: held)
        let before = try Data(contentsOf: URL(fileURLWithPath: held))
        // Things done to the spare: a stray file, an unchanged page replaced by other bytes, a file
        // where a folder belongs and a folder where a file belongs, links to files outside.
        try "stray".write(toFile: spare + "/stray.html", atomically: false, encoding: .utf8)
        try manager.removeItem(atPath: spare + "/components/buttons/index.html")
        try "stale".write(toFile: spare + "/components/buttons/index.html", atomically: false, encoding: .utf8)
        try manager.removeItem(atPath: spare + "/foundations/colour")
        try "not a folder".write(toFile: spare + "/foundations/colour", atomically: false, encoding: .utf8)
        try manager.removeItem(atPath: spare + "/theme/site.js")
        try manager.createDirectory(atPath: spare + "/theme/site.js", withIntermediateDirectories: true)
        try "inside".write(toFile: spare + "/theme/site.js/inner.txt", atomically: false, encoding: .utf8)
        try manager.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try "keep me".write(toFile: root + "/outside/file.txt", atomically: false, encoding: .utf8)
        try manager.createSymbolicLink(atPath: spare + "/escape.txt", withDestinationPath: root + "/outside/file.txt")
        try manager.createSymbolicLink(atPath: spare + "/escape", withDestinationPath: root + "/outside")
        try manager.removeItem(atPath: spare + "/patterns/create-view")  // a page's folder, now a link to one outside
        try manager.createSymbolicLink(atPath: spare + "/patterns/create-view", withDestinationPath: root + "/outside")

        try edit("Content/components/tabs.md") { $0 + "\nTabs, once more.\n" }
        let third = try buildAndCompare("third build, from the spare")
        #expect(third.filesRendered == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: held)) == before, "the changed page is a new file, not the old one written over")
        #expect(try String(contentsOfFile: root + "/outside/file.txt", encoding: .utf8) == "keep me", "links are removed, not followed")
        #expect(try manager.contentsOfDirectory(atPath: root + "/outside").sorted() == ["file.txt"])

        try edit("Content/patterns/search.md") { $0 + "\nAnd another.\n" }
        _ = try buildAndCompare("fourth build, from the spare again")
    }

    /// A no-change build reads nothing when every input has the stamp it had (size, times and
    /// inode); anything else (an edit that keeps size and modification time, a touched file, an
    /// added file, stamps taken while files were still being written) falls back to reading and
    /// hashing, which decides.
    @Test func aNoChangeBuildTrustsStampsOnlyWhenTheyAreSettledAndAllAgree() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default, cachePath = BuildCache.path(forOutput: root + "/Public")
        func cache() throws -> BuildCache? { BuildCache.decode(try Data(contentsOf: URL(fileURLWithPath: cachePath)), specimen: "test") }
        // Files written a moment ago are not settled: no stamps are kept, the next build reads.
        _ = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(try cache()?.inputStamps == nil)
        let unsettled = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(unsettled.isUpToDate && unsettled.check.loaded != nil, "read and hashed: the stamps were not kept")

        var trusting = pipeline
        trusting.stampMargin = 0
        try? manager.removeItem(atPath: root + "/Public")
        _ = try trusting.build(input, output: root + "/Public", incremental: true)
        #expect(try cache()?.inputStamps?.files[root + "/Content/site.yml"] != nil)
        let quick = try trusting.build(input, output: root + "/Public", incremental: true)
        #expect(quick.isUpToDate && quick.check.loaded == nil, "every stamp agreed: nothing was read")
        #expect(quick.check.diagnostics == (try cache())?.diagnostics)

        // Same size, modification time put back: the status-change time still tells.
        let page = root + "/Content/patterns/search.md"
        var before = stat()
        #expect(stat(page, &before) == 0)
        try edit("Content/patterns/search.md") { $0.replacingOccurrences(of: "title: Search", with: "title: Zearch") }
        var times = [before.st_atim, before.st_mtim]  // to the nanosecond: `Date` would round it
        #expect(utimensat(AT_FDCWD, page, &times, 0) == 0)
        #expect(trusting.fileSystem.inputStamp(at: page)?.modified == Double(before.st_mtim.tv_sec) + Double(before.st_mtim.tv_nsec) / 1e9)
        let edited = try trusting.build(input, output: root + "/Public", incremental: true)
        #expect(!edited.isUpToDate && edited.filesRendered > 0)

        // Touched, not changed: read, found the same, and the new stamps are kept.
        _ = try trusting.build(input, output: root + "/Public", incremental: true)
        try manager.setAttributes([.modificationDate: Date()], ofItemAtPath: page)
        let touched = try trusting.build(input, output: root + "/Public", incremental: true)
        #expect(touched.isUpToDate && touched.check.loaded != nil)
        let afterTouch = try trusting.build(input, output: root + "/Public", incremental: true)
        #expect(afterTouch.isUpToDate && afterTouch.check.loaded == nil, "the touched file's new stamp was remembered")

        // A file added anywhere (here one nothing links to) is a change of the listing.
        try "notes".write(toFile: root + "/Content/notes.txt", atomically: false, encoding: .utf8)
        let added = try trusting.build(input, output: root + "/Public", incremental: true)
        #expect(added.check.loaded != nil)
        // Another base URL is another site, whatever the files say.
        let other = try trusting.build(input, output: root + "/Public", baseURL: "https://staging.example.org", incremental: true)
        #expect(!other.isUpToDate)
    }

    @Test func aDamagedCacheIsDiscarded() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try buildAndCompare("first build")
        let cache = BuildCache.path(forOutput: root + "/Public")
        let data = try Data(contentsOf: URL(fileURLWithPath: cache))
        #expect(BuildCache.decode(data, specimen: "test") != nil)
        #expect(BuildCache.decode(data, specimen: "other version") == nil, "a cache from another version is not used")
        let damagedCaches: [Data] = [Data("not a cache".utf8), Data(data.prefix(data.count / 2)),
                                     Data(data.map { $0 == UInt8(ascii: "1") ? UInt8(ascii: "2") : $0 })]
        for damaged in damagedCaches {
            try damaged.write(to: URL(fileURLWithPath: cache))
            let result = try buildAndCompare("damaged cache")
            #expect(!result.isUpToDate && result.filesReused == 0, "a damaged cache is not trusted")
            #expect(BuildCache.decode(try Data(contentsOf: URL(fileURLWithPath: cache)), specimen: "test") != nil, "and a good one replaces it")
        }
    }

    /// Issue 26, point 3: the pages a build parsed are kept in the cache, so the next build parses
    /// only the pages whose text changed (and all of them when `site.yml` changed); pages read
    /// back without their body and rendered again (a title edit renders the whole section) give
    /// the bytes of a full build. The older version, whose files do not change, is taken whole
    /// (`TrustedVersions`) when the edit changes nothing it reads, and read back otherwise.
    @Test func anEditBuildParsesOnlyTheEditedPages() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        var pipeline = self.pipeline
        pipeline.stampMargin = 0  // the files just copied are settled: the older version may be taken whole
        let first = try buildAndCompare("first build", with: pipeline)
        #expect(first.pagesReadBack == 0, "nothing is kept yet")
        // Every version's pages, but for an older version's twins of the current one's (parsed once).
        let pages = VersionedBuildTests.ownPages(of: first), current = try #require(first.check.site?.pages.count)
        #expect(pages > current, "the sample site has an older version")
        try edit("Content/patterns/search.md") { $0 + "\nSearch, once more.\n" }
        let body = try buildAndCompare("body edit", with: pipeline)
        #expect(body.pagesReadBack == current - 1 && body.check.keptVersions != nil, "only the edited page is parsed, the older version taken whole")
        try edit("Content/patterns/search.md") { $0.replacingOccurrences(of: "title: Search", with: "title: Searching") }
        let title = try buildAndCompare("title edit, the section's pages rendered from their text", with: pipeline)
        #expect(title.pagesReadBack == pages - 1 && title.filesRendered > 2 && title.check.keptVersions == nil, "the switchers read titles")
        try edit("Content/site.yml") { $0 + "\n# Edited.\n" }
        let config = try buildAndCompare("site.yml edit", with: pipeline)
        #expect(config.pagesReadBack == pages - current && config.check.keptVersions == nil, "site.yml decides how every page of its version parses")
        try edit("Content/patterns/search.md") { $0 + "\nAgain.\n" }
        let after = try buildAndCompare("body edit after site.yml", with: pipeline)
        #expect(after.pagesReadBack == current - 1 && after.check.keptVersions != nil)
    }

    /// Issue 26, point 3: what the checks that read only data found is kept with the pages, and
    /// taken again when no page's data (front matter, spec blocks, token grids, guidance blocks,
    /// where they are in the file) and none of the other files they read changed; the findings
    /// are always those of checking the site again, a build that stopped at an error included.
    @Test func theDataChecksFindingsAreKeptWhileTheDataIsUnchanged() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dataChecks = Checkers.all.filter(\.readsOnlyData).count
        func build(_ step: String, keeps: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
            let result = try pipeline.build(input, output: root + "/Public", incremental: true)
            #expect(result.check.checksKept == (keeps ? dataChecks : 0), "\(step)", sourceLocation: sourceLocation)
            let checked = try pipeline.check(input).diagnostics
            #expect(result.check.diagnostics == checked, "\(step): the findings of checking again", sourceLocation: sourceLocation)
            return checked
        }
        _ = try build("first build", keeps: false)
        try edit("Content/patterns/search.md") { $0 + "\nSearch, once more.\n" }
        _ = try build("prose edit", keeps: true)
        try edit("Content/patterns/search.md") { $0.replacingOccurrences(of: "section: Patterns", with: "section: Patternz") }
        #expect(try build("an unknown section", keeps: false).contains { $0.code == .unknownKey && $0.location.file.hasSuffix("search.md") })
        try edit("Content/patterns/search.md") { $0 + "\nAnd again.\n" }
        #expect(try build("prose edit, the finding kept", keeps: true).contains { $0.code == .unknownKey })
        // A spec block moved by a paragraph above it: its findings would name other lines.
        try edit("Content/components/tabs.md") { $0.replacingOccurrences(of: "---\n\n", with: "---\n\nA new first paragraph.\n\n") }
        _ = try build("a spec block moved", keeps: false)
        try edit("Content/site.yml") { $0 + "\n# Edited.\n" }
        _ = try build("site.yml edit", keeps: false)
        try edit("Content/tokens/specimen.resolver.json") { $0 + "\n" }
        _ = try build("a token file edited", keeps: false)
        // An image a do block shows, gone and back: which files Content/ holds is part of the key.
        let image = root + "/Content/assets/images/nav-bar-do-standard-icons.svg"
        try FileManager.default.moveItem(atPath: image, toPath: image + ".gone")
        let missing = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(missing.check.checksKept == 0 && missing.check.diagnostics.contains { $0.code == .missingImage && $0.location.file.hasSuffix("navigation-bar.md") })
        try FileManager.default.moveItem(atPath: image + ".gone", toPath: image)
        _ = try build("the image back", keeps: false)
        // A build that stops at an error keeps its own findings with its pages.
        try edit("Content/components/tabs.md") { $0.replacingOccurrences(of: "level: must\n", with: "level: maybe\n") }
        let failed = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(failed.check.diagnostics.hasErrors && failed.check.checksKept == 0)
        try edit("Content/patterns/search.md") { $0 + "\nOnce more.\n" }
        let again = try pipeline.build(input, output: root + "/Public", incremental: true)
        let checkedAgain = try pipeline.check(input).diagnostics
        #expect(again.check.checksKept == dataChecks && again.check.diagnostics == checkedAgain)
        #expect(again.check.diagnostics.contains { $0.message.contains("`maybe`") })
        try edit("Content/components/tabs.md") { $0.replacingOccurrences(of: "level: maybe\n", with: "level: must\n") }
        try edit("Content/patterns/search.md") { $0.replacingOccurrences(of: "section: Patternz", with: "section: Patterns") }
        #expect(try build("both mended", keeps: false).isEmpty)
    }

    /// A damaged store of parsed pages, or another Specimen's, is never read: the build parses
    /// every page, gives the bytes of a full build and leaves a good store for the next one.
    @Test func aDamagedPageStoreIsIgnored() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = try buildAndCompare("first build")
        let pages = VersionedBuildTests.ownPages(of: first), current = try #require(first.check.site?.pages.count)
        let path = BuildCache.pagesPath(forOutput: root + "/Public")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var flipped = data
        flipped[flipped.count / 2] ^= 0x20
        // The older version is read back from its own store, or taken whole (`TrustedVersions`).
        func older(_ result: Pipeline.BuildResult) -> Int { result.check.keptVersions == nil ? pages - current : 0 }
        for (number, damaged) in [Data("not a store".utf8), Data(data.prefix(data.count / 2)), flipped].enumerated() {
            try damaged.write(to: URL(fileURLWithPath: path))
            try edit("Content/patterns/search.md") { $0 + "\nEdit \(number).\n" }
            let result = try buildAndCompare("damaged store \(number)")
            #expect(result.pagesReadBack == older(result), "a damaged store is not trusted (the older version's is another)")
            try edit("Content/patterns/search.md") { $0 + "\nAfter \(number).\n" }
            let next = try buildAndCompare("after damaged store \(number)")
            #expect(next.pagesReadBack == older(next) + current - 1, "and a good one replaced it")
        }
        try edit("Content/patterns/search.md") { $0 + "\nAnother Specimen.\n" }
        let other = try Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "other").build(input, output: root + "/Public", incremental: true)
        #expect(other.pagesReadBack == 0, "another version's store is not read")
    }

    @Test func aDeletedOutputFileIsBuiltAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try buildAndCompare("first build")
        try FileManager.default.removeItem(atPath: root + "/Public/rules/index.html")
        let result = try buildAndCompare("after deleting an output file")
        #expect(!result.isUpToDate)
    }
}

/// The cache's content hash: the same bytes give the same hash in every process, and changing
/// any one byte — in any of the four lanes, the words after them or the last bytes — changes it.
@Suite struct ContentHashTests {
    @Test func everyByteCounts() {
        let bytes = (0..<103).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let original = bytes.withUnsafeBytes { ContentHash.of(bytes: $0) }
        #expect(original == bytes.withUnsafeBytes { ContentHash.of(bytes: $0) })
        var seen: Set<String> = [original]
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            seen.insert(changed.withUnsafeBytes { ContentHash.of(bytes: $0) })
        }
        #expect(seen.count == bytes.count + 1)
        for length in 0..<bytes.count { seen.insert(bytes[..<length].withUnsafeBytes { ContentHash.of(bytes: $0) }) }
        #expect(seen.count == 2 * bytes.count + 1)
    }
}

/// The cache's binary file reads back as the cache it was written from, and a damaged one not at all.
@Suite struct BuildCacheEncodingTests {
    @Test func readsBackAsWritten() throws {
        let outputs: [String: BuildCache.Record] = [
            "index.html": .init(key: "k1", hash: "h1", stamp: FileStamp(size: 1_234, modified: 1_764_068_000.123_456_7)),
            "a \"quoted\" \\ path/é/index.html": .init(key: nil, hash: "h2", stamp: FileStamp(size: 0, modified: 0.1)),
            "theme/site.js": .init(key: "line\nbreak\u{1}", hash: "h3", stamp: FileStamp(size: Int(Int32.max) * 4, modified: 1e16)),
            "tiny.html": .init(key: "k", hash: "h", stamp: FileStamp(size: 1, modified: .leastNonzeroMagnitude)),
        ]
        let diagnostic = Diagnostic(.brokenPageLink, at: SourceLocation(file: "Content/a.md", line: 3, column: 5), "no page `b.md`", hint: "check")
        let stamps = InputStamps(options: "o\"1", files: [
            "Content/a \"b\"/é.md": InputStamp(size: 7, modified: 1_764_068_000.123_456_7, changed: 1_764_068_001.5, inode: UInt64(UInt32.max) * 3),
            "Templates/page.mustache": InputStamp(size: 0, modified: .leastNonzeroMagnitude, changed: 0, inode: 0),
        ], outsideLinks: ["assets/out", "x\ny"])
        let version = TrustedVersions.Version(id: "1.0", label: "1.x \"old\"", content: "../v1/Content", build: "b", pages: 3,
                                              outline: OutputKeys.Outline(withTokens: "t", withRegistry: "r"), sameData: true,
                                              files: ["../v1/Content/a.md": InputStamp(size: 7, modified: 1.5, changed: 2.5, inode: 9)], outsideLinks: ["../v1/Content/x"])
        let trusted = TrustedVersions(options: "o", templates: "t", linkKey: "k", versions: [version, version])
        for (inputStamps, trustedVersions) in [(nil, nil), (stamps, nil), (stamps, trusted)] {
            let cache = BuildCache(specimen: "test", inputs: "fingerprint", outputs: outputs, diagnostics: [diagnostic], pages: 12, inputStamps: inputStamps,
                                   trustedVersions: trustedVersions)
            #expect(BuildCache.decode(cache.encoded(), specimen: "test") == cache)
            #expect(BuildCache.decode(cache.encoded(), specimen: "another") == nil, "another Specimen's cache")
        }
        let empty = BuildCache(specimen: "test", inputs: "", outputs: [:], diagnostics: [], pages: 0)
        #expect(BuildCache.decode(empty.encoded(), specimen: "test") == empty)
    }

    /// A cache cut short, with a byte changed, or with a value out of place under a correct
    /// checksum is not read at all (a build then runs in full), never read in part.
    @Test func aDamagedCacheIsNotRead() {
        let stamps = InputStamps(options: "o", files: ["Content/a.md": InputStamp(size: 1, modified: 2, changed: 3, inode: 4)], outsideLinks: [])
        let diagnostic = Diagnostic(.brokenPageLink, at: SourceLocation(file: "Content/a.md", line: 3, column: 5), "no page")
        let version = TrustedVersions.Version(id: "1.0", label: "1.x", content: "../v1/Content", build: "b", pages: 3,
                                              outline: OutputKeys.Outline(withTokens: "t", withRegistry: "r"), sameData: true,
                                              files: ["../v1/Content/a.md": InputStamp(size: 7, modified: 1.5, changed: 2.5, inode: 9)], outsideLinks: [])
        let cache = BuildCache(specimen: "test", inputs: "f", outputs: ["a/index.html": .init(key: "k", hash: "h", stamp: FileStamp(size: 1, modified: 2))],
                               diagnostics: [diagnostic], pages: 1, inputStamps: stamps,
                               trustedVersions: TrustedVersions(options: "o", templates: "t", linkKey: "k", versions: [version]))
        let file = [UInt8](cache.encoded())
        #expect(BuildCache.decode(Data(file), specimen: "test") == cache)
        let body = Array(file.dropLast(16))
        func sealed(_ body: [UInt8]) -> Data {
            var file = body
            ContentHash.seal(&file)
            return Data(file)
        }
        #expect(BuildCache.decode(sealed(body), specimen: "test") == cache, "the checksum is the body's")
        for index in file.indices {
            var changed = file
            changed[index] ^= 0x20
            #expect(BuildCache.decode(Data(changed), specimen: "test") == nil, "byte \(index) changed")
        }
        for length in 0..<file.count { #expect(BuildCache.decode(Data(file[..<length]), specimen: "test") == nil, "cut at \(length)") }
        // Resealed with a wrong value: a flag that is not 0 or 1, a string that is not UTF-8, a
        // byte left over or missing, a cache of another format.
        func index(of bytes: [UInt8]) -> Int { body.indices.first { Array(body[$0...].prefix(bytes.count)) == bytes }! }
        var wrongFlag = body
        wrongFlag[index(of: [2, UInt8(ascii: "t"), 2, UInt8(ascii: "r")]) + 4] = 2  // `sameData`, after the outline's two strings
        var notUTF8 = body
        notUTF8[index(of: Array("no page".utf8))] = 0xFF
        var otherFormat = body
        otherFormat[15] = 5 << 1  // the format, after the magic string's length and 14 bytes
        for damaged in [wrongFlag, notUTF8, body + [0], Array(body.dropLast()), otherFormat] {
            #expect(BuildCache.decode(sealed(damaged), specimen: "test") == nil)
        }
    }
}
