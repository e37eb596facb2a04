import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport
import SpecimenFormats

/// The change logs computed between published versions (DESIGN 3.9, issue 25 point 3), as pages
/// show them: `changes/`, a component page's history, the rules table and `rules.json`. Built
/// from `Tests/Fixtures/versions/` (3.0 current, 2.0 and 1.0 older; `expected.txt` lists the
/// changes), and, without `versions:`, byte for byte as before (`unversioned/`, recorded with
/// `RECORD_FIXTURES=1`).
@Suite struct ChangeLogRenderingTests {
    static let folder = RepositoryPaths.fixtures + "/versions"

    /// The three versions built as one site in a temporary folder (3.0 current, 2.0 and 1.0 in
    /// their folders), every written text file by path; `edit` changes each copied source first.
    static func buildVersioned(edit: (String) -> String = { $0 }) throws -> [String: String] {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        var input = try VersionedFixture.copy(to: root, edit: edit)
        input.templatesDirectory = RepositoryPaths.root + "/Theme"
        let result = try Pipeline().build(input, output: root + "/Public")
        #expect(!result.check.diagnostics.hasErrors, "\(result.check.diagnostics.map(\.message))")
        return readTree(root + "/Public").filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".json") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of `html` from the element whose id is `id` to the next `</section>`.
    static func section(_ id: String, of html: String) throws -> Substring {
        let start = try #require(html.range(of: "id=\"\(id)\""), "no #\(id)")
        let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
        return html[start.lowerBound..<end.upperBound]
    }

    /// The `<li>`s of a section, each as text.
    static func items(of html: Substring) -> [Substring] {
        html.components(separatedBy: "<li class=\"change ").dropFirst().map { Substring($0) }
    }

    @Test func theChangesPageShowsEachChangeLogNewestFirstBreakingFirst() throws {
        let output = try Self.buildVersioned()
        let html = try #require(output["changes/index.html"])
        // Both logs, newest first, then what `since` says of the oldest published version.
        let newest = try #require(html.range(of: "id=\"version-3-0\"")), older = try #require(html.range(of: "id=\"version-2-x\""))
        let since = try #require(html.range(of: "id=\"version-1-0\""))
        #expect(newest.lowerBound < older.lowerBound && older.lowerBound < since.lowerBound)
        #expect(html.contains("<span class=\"version__number\">3.0</span> <span class=\"version__from\">(from 2.x)</span>"))
        #expect(html.contains("<span class=\"version__number\">2.x</span> <span class=\"version__from\">(from 1.x)</span>"))
        #expect(!html.contains("id=\"version-2-0\""), "`since: 2.0` is newer than the oldest published version: the logs say it")
        for id in ["version-3-0", "version-2-x"] {
            let changes = Self.items(of: try Self.section(id, of: html))
            let breaking = changes.map { $0.contains("change--breaking") }
            #expect(breaking.first == true && breaking == breaking.sorted { $0 && !$1 }, "\(id): breaking changes first")
            for change in changes where change.contains("change--breaking") {
                #expect(change.contains("<span class=\"change__breaking\">Breaking</span>"), "said in words")
            }
        }
        let latest = try Self.section("version-3-0", of: html)
        #expect(latest.contains("<h3 class=\"change-log__component\"><a href=\"../components/tabs/index.html\">Tabs</a></h3>"))
        // A rule removed in 3.0 lives on in 2.0's folder; one removed in 2.0 in 1.0's.
        #expect(latest.contains("<a class=\"change__subject\" href=\"../2.0/components/banner/index.html#rule-banner-dismiss\"><code>dismiss</code></a>"))
        #expect(latest.contains("href=\"../2.0/tokens/index.html#token-color-legacy\""), "a removed token is on its older token page")
        let previous = try Self.section("version-2-x", of: html)
        #expect(previous.contains("href=\"../1.0/components/tabs/index.html#rule-tabs-icons\""))
        // `nav-bar` became `navigation-bar`: the rename links to the component's page now.
        let renamed = try #require(Self.items(of: previous).first { $0.contains("change--componentRenamed") })
        #expect(renamed.contains("<a class=\"change__subject\" href=\"../components/navigation-bar/index.html\">Navigation bar</a>"))
        #expect(renamed.contains("<code class=\"change__text\">nav-bar</code>") && renamed.contains("<code class=\"change__text\">navigation-bar</code>"))
        // A token's value: both values as text, each with its chip.
        let token = try #require(Self.items(of: previous).first { $0.contains("change--tokenValueChanged") })
        #expect(token.contains("<code>color.text.link</code>") && token.contains("theme: dark"))
        for value in ["#a5b4fc", "#c7d2fe"] {
            #expect(token.contains("<code class=\"change__text\">\(value)</code>"))
            #expect(token.contains("fill=\"\(value)\""))
        }
        #expect(token.range(of: "#a5b4fc")!.lowerBound < token.range(of: "#c7d2fe")!.lowerBound, "old before new")
    }

    /// An older version's `changes/` links within the site tree: its own folder and older ones.
    @Test func anOlderVersionsChangesPageLinksWithinTheSiteTree() throws {
        let output = try Self.buildVersioned()
        let html = try #require(output["2.0/changes/index.html"])
        #expect(!html.contains("id=\"version-3-0\""), "2.0 does not know what came after it")
        let log = try Self.section("version-2-x", of: html)
        #expect(log.contains("href=\"../../2.0/components/tabs/index.html#rule-tabs-max-tabs\""))
        #expect(log.contains("href=\"../../1.0/components/tabs/index.html#rule-tabs-icons\""))
        #expect(log.contains("href=\"../../2.0/components/navigation-bar/index.html\""))
        // The oldest version has no log: its page is the `since` list alone.
        let oldest = try #require(output["1.0/changes/index.html"])
        #expect(!oldest.contains("change-log") && oldest.contains("id=\"version-1-0\""))
    }

    /// A site whose versions have change logs has `changes/` without any `since`; the oldest
    /// version, with no log and no `since`, has none.
    @Test func changeLogsAloneMakeTheChangesPage() throws {
        let output = try Self.buildVersioned { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("since:") }.joined(separator: "\n")
        }
        let html = try #require(output["changes/index.html"])
        #expect(html.contains("id=\"version-3-0\"") && html.contains("id=\"version-2-x\""))
        #expect(!html.contains("<div class=\"versions\">"), "no `since`, no list of what versions introduced")
        #expect(output["2.0/changes/index.html"] != nil)
        #expect(output["1.0/changes/index.html"] == nil)
    }

    /// A component's page ends with its history, newest version first, in its table of contents.
    @Test func aComponentPageShowsItsHistory() throws {
        let output = try Self.buildVersioned()
        let html = try #require(output["components/tabs/index.html"])
        #expect(html.contains("<li><a href=\"#history\">History</a></li>"))
        let history = try Self.section("history", of: html)
        #expect(history.hasPrefix("id=\"history\">History</h2>"))
        let newest = try #require(history.range(of: "<span class=\"version__number\">3.0</span> <span class=\"version__from\">(from 2.x)</span>"))
        let older = try #require(history.range(of: "<span class=\"version__number\">2.x</span> <span class=\"version__from\">(from 1.x)</span>"))
        #expect(newest.lowerBound < older.lowerBound)
        // 2.0 tightened `max-tabs` (breaking, first) and removed `icons`, which lives on in 1.0.
        let since2 = history[older.upperBound...]
        let changes = Self.items(of: since2)
        #expect(changes.first?.contains("<span class=\"change__breaking\">Breaking</span> <a class=\"change__subject\" href=\"#rule-tabs-max-tabs\">") == true)
        #expect(since2.contains("href=\"../../1.0/components/tabs/index.html#rule-tabs-icons\""))
        #expect(!history.contains("Banner") && !history.contains("color.legacy"), "only this component's changes")
        // Through the rename: 2.0's `navigation-bar` was 1.0's `nav-bar`.
        let navigation = try Self.section("history", of: try #require(output["components/navigation-bar/index.html"]))
        #expect(navigation.contains("change--componentRenamed") && navigation.contains("change--componentStatusChanged"))
        // The oldest version has no change log, so its pages have no history.
        #expect(output["1.0/components/tabs/index.html"]?.contains("page-history") == false)
        #expect(output["2.0/components/tabs/index.html"]?.contains("id=\"history\"") == true)
    }

    /// Each row of `rules/` says when its rule first appeared and, in a disclosure, what each
    /// version changed about it.
    @Test func theRulesTableShowsEachRulesHistory() throws {
        let output = try Self.buildVersioned()
        let html = try #require(output["rules/index.html"])
        #expect(html.contains("<th scope=\"col\">History</th>"))
        func row(_ anchor: String) throws -> Substring {
            let link = try #require(html.range(of: "#\(anchor)\""), "no row for \(anchor)")
            let start = try #require(html.range(of: "<tr ", options: .backwards, range: html.startIndex..<link.lowerBound))
            let end = try #require(html.range(of: "</tr>", range: link.upperBound..<html.endIndex))
            return html[start.lowerBound..<end.upperBound]
        }
        let maxTabs = try row("rule-tabs-max-tabs")
        #expect(maxTabs.contains("<p class=\"rule-history__first\">First in 1.x</p>"))
        #expect(maxTabs.contains("<summary class=\"rule-history__summary\">6 changes</summary>"))
        let since2 = try #require(maxTabs.range(of: "<span class=\"version__number\">2.x</span>"))
        #expect(maxTabs.range(of: "<span class=\"version__number\">3.0</span>")!.lowerBound < since2.lowerBound)
        #expect(maxTabs[since2.upperBound...].contains("<span class=\"change__breaking\">Breaking</span> <span class=\"change__action\"><code>max</code> changed</span>"))
        #expect(!maxTabs.contains("change__subject"), "the row names its rule already")
        // Followed through the rename: 1.0 wrote it under `nav-bar`.
        #expect(try row("rule-navigation-bar-title").contains("First in 1.x"))
        let chip = try row("rule-chip-short-label")
        #expect(chip.contains("First in 3.0") && chip.contains("<summary class=\"rule-history__summary\">1 change</summary>"))
    }

    /// `rules.json` gives each rule its `history`: the version it first appears in and its
    /// changes, newest first, keys in the order the tree writer sorts them.
    @Test func rulesJSONHasEachRulesHistory() throws {
        let output = try Self.buildVersioned()
        let text = try #require(output["rules.json"])
        guard case .success(let tree) = JSONReader().read(text) else { Issue.record("rules.json does not parse"); return }
        #expect(String(decoding: JSONWriter(.compact).bytes(RulesJSONTests.sortedByKey(tree)), as: UTF8.self) + "\n" == text, "members in sorted order")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let rules = try #require(json["rules"] as? [[String: Any]])
        func history(_ component: String, _ id: String) throws -> [String: Any] {
            let rule = try #require(rules.first { $0["component"] as? String == component && $0["id"] as? String == id })
            return try #require(rule["history"] as? [String: Any])
        }
        let maxTabs = try history("tabs", "max-tabs")
        #expect(maxTabs["firstVersion"] as? String == "1.0")
        let changes = try #require(maxTabs["changes"] as? [[String: Any]])
        #expect(changes.count == 6)
        #expect(changes.first?["version"] as? String == "3.0" && changes.first?["from"] as? String == "2.x")
        let breaking = try #require(changes.first { $0["breaking"] as? Bool == true })
        #expect(breaking["version"] as? String == "2.x" && breaking["from"] as? String == "1.x" && breaking["kind"] as? String == "ruleChanged")
        #expect(breaking["aspect"] as? String == "max" && breaking["old"] as? String == "5" && breaking["new"] as? String == "4")
        #expect(breaking["text"] as? String == "BREAKING rule tabs/max-tabs: max 5 → 4")
        #expect(try history("navigation-bar", "title")["firstVersion"] as? String == "1.0")
        #expect(try history("chip", "short-label")["firstVersion"] as? String == "3.0")
        // An older version's file has its own history: up to it.
        let olderText = try #require(output["2.0/rules.json"])
        let older = try #require(try JSONSerialization.jsonObject(with: Data(olderText.utf8)) as? [String: Any])
        let olderMax = try #require((older["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "max-tabs" }?["history"] as? [String: Any])
        #expect((olderMax["changes"] as? [[String: Any]])?.count == 2)
    }

    /// A change whose subject no version publishes is not linked, even inside a component whose
    /// heading is: the partial never reads a field of the view around it.
    @Test func aChangeWithoutAPlaceIsNotLinked() throws {
        let (site, templates) = try Self.unversioned()
        let strings = site.strings(for: "en")
        let change = ChangeView(kind: "ruleRemoved", isBreaking: false, subject: "gone", subjectIsCode: true, showsSubject: true, url: "", hasURL: false,
                                context: "", hasContext: false, action: "removed", aspect: "", hasAspect: false, old: nil, new: nil, hasValues: false)
        var view = ChangesView(title: "T", versions: [], strings: strings)
        view.logs = [ChangeLogView(version: "2", from: "(from 1)", anchor: "version-2", breaking: [], hasBreaking: false,
                                   components: [.init(title: "Tabs", url: "../components/tabs/index.html", changes: [change])],
                                   tokens: [], hasTokens: false, licences: [], hasLicences: false, isEmpty: false)]
        view.hasLogs = true
        view.hasVersions = false
        let html = try #require(templates.render(view, template: "changes"))
        #expect(html.components(separatedBy: "href=\"../components/tabs/index.html\"").count == 2, "the heading's link only")
        #expect(html.contains("<span class=\"change__subject\"><code>gone</code></span>"))
    }

    /// Fixture 3.0 checked alone: no `versions:`, so no history.
    static func unversioned() throws -> (site: Site, templates: TemplateSet) {
        let result = try Pipeline(fileSystem: LocalFileSystem())
            .check(SiteInput(contentDirectory: folder + "/3.0/Content", templatesDirectory: RepositoryPaths.root + "/Theme"))
        return (try #require(result.site), try #require(result.templates))
    }

    /// Without `versions:`, `changes/`, `rules/` and a component's page (their main content: the
    /// layout is not theirs) and `rules.json` are exactly what they were before change logs were
    /// computed.
    @Test func withoutVersionsChangesAndRulesJSONAreAsBefore() throws {
        let (site, templates) = try Self.unversioned()
        #expect(site.history == nil)
        let context = RenderContext(site: site, templates: templates, parallelism: .serial)
        let tabs = try #require(site.pages.firstIndex { $0.route == "components/tabs/" })
        let page = ContentPageRenderer(site: site, templates: templates, page: site.pages[tabs], index: tabs,
                                       navigation: context.layout.navigation(for: site.config.language), body: context.bodies.body(of: site.pages[tabs]))
        let files: [(String, [UInt8])] = [
            ("changes-main.html", ChangesPageRenderer(site: site, templates: templates).main()),
            ("rules.json", [UInt8](RulesPageRenderer(site: site, templates: templates).json())),
            ("rules-main.html", RulesPageRenderer(site: site, templates: templates).main()),
            ("tabs-main.html", page.main()),
        ]
        for (name, bytes) in files {
            let path = Self.folder + "/unversioned/" + name
            if FixtureSite.isRecording {
                try FileManager.default.createDirectory(atPath: Self.folder + "/unversioned", withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                Issue.record("re-recorded \(path)")
                continue
            }
            let expected = try #require(FileManager.default.contents(atPath: path), "\(path) is missing")
            #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(name) differs")
        }
    }
}
