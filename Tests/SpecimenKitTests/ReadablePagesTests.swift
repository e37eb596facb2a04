import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Pages that say only what matters: rule tables leave out columns that say nothing, a page whose
/// rules are for different platforms gets a switcher, and `Content/index.md` gets the generated
/// overview only when it asks for it.
@Suite struct ReadablePagesTests {
    static let at = SourceLocation(file: "Content/registry.yml", line: 1, column: 1)

    /// A site with one component (`tabs`, for iOS and Android) and `pages`.
    static func site(_ pages: [String: String]) -> Site {
        var site = makeSite(pages)
        site.registry = Registry(platforms: ["ios", "android", "web"],
                                 components: [Component(id: "tabs", name: "Tabs", platforms: ["ios", "android"], location: at)])
        return site
    }

    static func page(_ rules: String, more: String = "") -> String {
        "---\ntitle: Tabs\nsection: Components\ncomponent: tabs\n---\n\n## One\n\n```spec\nrules:\n\(rules)```\n\(more)"
    }

    static func views(_ site: Site) -> [SpecBlockView] {
        let renderer = SpecBlockRenderer(site: site, templates: TemplateSet(files: [], templatesDirectory: "T"))
        let page = site.pages[0]
        let context = renderer.context(for: page)
        return page.specBlocks.map { renderer.view(for: $0, on: page, context: context) }
    }

    @Test func plainRulesShowOnlyLevelAndRule() throws {
        let site = Self.site(["tabs.md": Self.page("  - id: a\n    level: must\n    text: A.\n  - id: b\n    level: may\n    text: B.\n")])
        let view = try #require(Self.views(site).first)
        #expect(!view.showsBound && !view.showsPlatforms && !view.showsSince)
        #expect(!view.hasPlatformSwitcher)
        #expect(view.rules.map(\.platformList) == ["ios android", "ios android"])
    }

    @Test func aColumnIsShownWhenOneRowHasSomethingToSay() throws {
        let rules = """
          - id: a
            level: must
            text: A.
            property: count
            max: 3
          - id: b
            level: should
            text: B.
            since: "1.2"
          - id: c
            level: may
            text: C.
            platforms: [ios]

        """
        let site = Self.site(["tabs.md": Self.page(rules)])
        let view = try #require(Self.views(site).first)
        #expect(view.showsBound && view.showsPlatforms && view.showsSince)
    }

    @Test func theSameListAsTheComponentIsNotAPlatformsColumn() {
        #expect(!RuleColumns(bounds: [nil], platforms: [["ios", "android"]], since: [nil], expectedPlatforms: ["ios", "android"]).showsPlatforms)
        #expect(RuleColumns(bounds: [nil], platforms: [["android", "ios"]], since: [nil], expectedPlatforms: ["ios", "android"]).showsPlatforms)
        #expect(RuleColumns(bounds: [nil, "≤ 3"], platforms: [[], []], since: [nil, nil], expectedPlatforms: []).showsBound)
        #expect(!RuleColumns(bounds: [], platforms: [], since: [], expectedPlatforms: []).showsSince)
    }

    @Test func thePlatformSwitcherIsOnTheFirstRuleTableOfAMixedPage() {
        let second = "\n## Two\n\n```spec\nrules:\n  - id: c\n    level: must\n    text: C.\n    platforms: [web, android]\n```\n"
        let site = Self.site(["tabs.md": Self.page("  - id: a\n    level: must\n    text: A.\n", more: second)])
        let views = Self.views(site)
        #expect(views.map(\.hasPlatformSwitcher) == [true, false])
        // Registry order, not the order rules name them.
        #expect(views.first?.switcherPlatforms == ["ios", "android", "web"])
        #expect(views.last?.rules.map(\.platformList) == ["web android"])
    }

    @Test func overviewIsReadFromFrontMatter() {
        let parser = PageParser(config: SiteConfig(title: "S", sections: ["Components"]))
        let on = parser.parse(SourceFile(path: "Content/index.md", relativePath: "index.md", text: "---\ntitle: Home\noverview: true\n---\n\nHi.\n"))
        let off = parser.parse(SourceFile(path: "Content/index.md", relativePath: "index.md", text: "---\ntitle: Home\n---\n\nHi.\n"))
        #expect(on.value.frontMatter.overview == true && on.diagnostics.isEmpty)
        #expect(off.value.frontMatter.overview == nil && off.diagnostics.isEmpty)
    }

    @Test func anAuthoredHomePageHasTheOverviewOnlyWhenItAsks() {
        let site = Self.site(["tabs.md": Self.page("  - id: a\n    level: must\n    text: A.\n    since: \"1.0\"\n")])
        let navigation = Navigation(site: site, language: "en")
        let templates = TemplateSet(files: [], templatesDirectory: "T")
        let authored = HomePageRenderer(site: site, templates: templates, navigation: navigation, body: "<p>Hi.</p>", showsOverview: false).view()
        #expect(!authored.showsOverview && authored.sections.isEmpty && !authored.hasStatuses && !authored.hasRecentRules)
        #expect(authored.body == "<p>Hi.</p>")
        let asked = HomePageRenderer(site: site, templates: templates, navigation: navigation, body: "<p>Hi.</p>", showsOverview: true).view()
        #expect(asked.showsOverview && !asked.sections.isEmpty && asked.hasRecentRules)
        let generated = HomePageRenderer(site: site, templates: templates, navigation: navigation).view()
        #expect(generated.showsOverview && !generated.sections.isEmpty)
    }

    /// The home page's cards show the status of the component each page documents, per platform
    /// when it differs by platform, in the page's words; other pages' cards show none.
    @Test func componentCardsShowTheirStatus() {
        var site = Self.site(["tabs.md": Self.page("  - id: a\n    level: must\n    text: A.\n"),
                              "bars.md": "---\ntitle: Bars\nsection: Components\ncomponent: bars\n---\n",
                              "about.md": "---\ntitle: About\nsection: Components\n---\n"])
        site.registry.components[0].status = "beta"
        var bars = Component(id: "bars", name: "Bars", platforms: ["ios", "web"], location: Self.at)
        bars.lifecycle = ComponentStatus(perPlatform: [.init(platform: "ios", status: "stable"), .init(platform: "web", status: "alpha")])
        site.registry.components.append(bars)
        site.registry.platformNames = ["ios": "iOS"]
        let view = HomePageRenderer(site: site, templates: TemplateSet(files: [], templatesDirectory: "T"),
                                    navigation: Navigation(site: site, language: "en")).view()
        let cards = Dictionary(uniqueKeysWithValues: view.sections.flatMap(\.pages).map { ($0.title, $0) })
        #expect(cards["Tabs"]?.componentStatus?.label == "beta" && cards["Tabs"]?.platformStatuses.isEmpty == true)
        #expect(cards["Bars"]?.componentStatus == nil)
        #expect(cards["Bars"]?.platformStatuses.map { "\($0.name) \($0.platformStatus?.label ?? "")" } == ["iOS stable", "web alpha"])
        #expect(cards["About"]?.componentStatus == nil && cards["About"]?.platformStatuses.isEmpty == true)
    }
}
