import Testing
@testable import SpecimenKit

/// SP208 (a rule the page's component does not have), SP107 (embeds), and the files examples
/// show: SP103, SP403, SP105.
@Suite struct GuidanceCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(GuidanceChecker(), fixtures: ["SP208-unknown-example-rule"])
    }

    @Test func filesMustBeInsideContent() {
        let page = "---\ntitle: T\nsection: Components\n---\n\n```figure\nimage: missing.svg\nalt: A\n```\n\n```do\nimage: ../../outside.svg\nalt: B\ncaption: C\n```\n\n```do\nimage: https://example.com/x.png\nalt: D\ncaption: E\n```\n\n```figure\nimage: here.svg\nalt: F\n```\n"
        let site = makeSite(["components/t.md": page], files: ["components/here.svg"])
        let found = GuidanceChecker().check(site).map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" }
        #expect(found == ["SP103 7:8", "SP403 12:8", "SP105 18:8"])
    }
}

/// What a guidance block gets wrong by itself, found while parsing, with positions.
@Suite struct GuidanceBlockParserTests {
    static func diagnostics(_ body: String) -> [String] {
        let text = "---\ntitle: T\n---\n\n" + body
        return PageParser(config: SiteConfig(title: "S", sections: [])).parse(SourceFile(path: "Content/t.md", relativePath: "t.md", text: text))
            .diagnostics.map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" }
    }

    @Test func verdictsNeedACaptionAndImagesAltText() {
        #expect(Self.diagnostics("```do\nimage: a.svg\n```\n") == ["SP104 6:8", "SP002 5:1"])
        #expect(Self.diagnostics("```dont\ncaption: Fine alone.\n```\n").isEmpty)
        #expect(Self.diagnostics("```figure\nimage: a.svg\ndecorative: true\n```\n").isEmpty)
        #expect(Self.diagnostics("```figure\nimage: a.svg\nalt: \"\"\n```\n") == ["SP104 6:8"])
        #expect(Self.diagnostics("```figure\nimage: a.svg\nalt: A\ndecorative: true\n```\n") == ["SP201 7:6"])
        #expect(Self.diagnostics("```figure\ncaption: C\n```\n") == ["SP002 5:1"])
    }

    @Test func oneExamplePerBlockAndRulesOnlyOnVerdicts() {
        #expect(Self.diagnostics("```do\nimage: a.svg\nalt: A\ncode: x\ncaption: C\n```\n") == ["SP201 8:1"])
        #expect(Self.diagnostics("```figure\nimage: a.svg\nalt: A\nrule: r\n```\n") == ["SP201 8:7"])
        #expect(Self.diagnostics("```caution\ncaption: C\ncolour: red\n```\n") == ["SP003 7:1"])
    }

    /// Each kind has its own keys (`GuidanceBlock.schema(for:)`): a key another kind reads is
    /// told about (SP003) instead of being ignored, and an embed's `rule` names no rule.
    @Test func eachKindKnowsOnlyItsOwnKeys() throws {
        #expect(Self.diagnostics("```do\ncaption: C\nurl: https://www.figma.com/x\nheight: 300\n```\n") == ["SP003 7:1", "SP003 8:1"])
        #expect(Self.diagnostics("```figure\nimage: a.svg\nalt: A\ntitle: T\n```\n") == ["SP003 8:1"])
        #expect(Self.diagnostics("```embed\nurl: https://www.figma.com/x\ntitle: T\nimage: a.svg\nalt: A\nrule: r\n```\n")
            == ["SP003 8:1", "SP003 9:1", "SP003 10:1"])
        let text = "---\ntitle: T\n---\n\n```embed\nurl: https://www.figma.com/x\ntitle: T\nrule: r\n```\n"
        let page = PageParser(config: SiteConfig(title: "S", sections: [])).parse(SourceFile(path: "Content/t.md", relativePath: "t.md", text: text)).value
        let embed = try #require(page.guidance.first)
        #expect(embed.rule == nil && embed.ruleLocation == nil)
        #expect(Self.diagnostics("```embed\nurl: https://www.figma.com/x\ntitle: T\ncaption: C\nplatforms: [web]\nheight: 300\n```\n").isEmpty)
    }

    @Test func consecutiveVerdictsFormOneGroup() {
        let text = "---\ntitle: T\n---\n\n```do\ncaption: A\n```\n\n```dont\ncaption: B\n```\nBetween.\n```do\ncaption: C\n```\n\n```figure\nimage: f.svg\ndecorative: true\n```\n\n```caution\ncaption: D\n```\n"
        let page = PageParser(config: SiteConfig(title: "S", sections: [])).parse(SourceFile(path: "Content/t.md", relativePath: "t.md", text: text)).value
        #expect(page.guidance.map(\.opensGroup) == [true, false, true, true, true])
        #expect(page.guidance.map(\.closesGroup) == [false, true, true, true, true])
    }
}

/// Which addresses an embed may have: `https://` with a plain host, compared by origin.
@Suite struct EmbedOriginTests {
    @Test func originsOfAddresses() {
        #expect(EmbedOrigin.of("https://www.Figma.com/proto/x?y=1#z") == "https://www.figma.com")
        #expect(EmbedOrigin.of("https://storybook.example.org:8443/iframe.html") == "https://storybook.example.org:8443")
        for refused in ["http://www.figma.com/x", "javascript:alert(1)", "https://", "https://user@evil.example/x", "//www.figma.com/x", "https://a b/"] {
            #expect(EmbedOrigin.of(refused) == nil, "\(refused)")
        }
    }

    @Test func siteYmlListsOriginsOnly() {
        let file = SourceFile(path: "Content/site.yml", relativePath: "site.yml",
                              text: "title: S\nembeds: [https://www.figma.com, https://www.figma.com/proto, figma.com]\n")
        let parsed = SiteConfigParser().parse(file)
        #expect(parsed.value?.embeds.count == 3)
        #expect(parsed.diagnostics.map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" } == ["SP001 2:33", "SP001 2:62"])
    }
}
