import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// SP202, SP206, SP207: pages and the registry agree.
@Suite struct ComponentCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(ComponentChecker(), fixtures: ["SP202-unknown-component", "SP206-registry-mismatch", "SP206-platform-status", "SP207-undocumented-component"])
    }

    /// DESIGN 3.3: a spec block without a component (a foundations page) may hold `contrast:`
    /// and `tokens:`; a rule without one is SP202.
    @Test func aFoundationsBlockNeedsNoComponentUnlessItHasRules() throws {
        let files = [
            "C/site.yml": "title: F\nsections: [Foundations]\n",
            "C/tokens/base.tokens.json": ##"{"color":{"$type":"color","ink":{"$value":"#1a1a1a"},"paper":{"$value":"#ffffff"}}}"##,
            "C/foundations/colour.md": "---\ntitle: Colour\nsection: Foundations\n---\n# Colour\n\n```spec\ntokens:\n  text: color.ink\ncontrast:\n  - foreground: color.ink\n    background: color.paper\n    use: text\n```\n",
        ]
        let site = try #require(try Pipeline(fileSystem: InMemoryFileSystem(files: files)).check(SiteInput(contentDirectory: "C", templatesDirectory: "T")).site)
        #expect(ComponentChecker().check(site).isEmpty)
        var ruled = files
        ruled["C/foundations/colour.md"] = files["C/foundations/colour.md"]!.replacingOccurrences(of: "```spec\n", with: "```spec\nrules:\n  - { id: a, level: must, text: T. }\n")
        let withRule = try #require(try Pipeline(fileSystem: InMemoryFileSystem(files: ruled)).check(SiteInput(contentDirectory: "C", templatesDirectory: "T")).site)
        #expect(ComponentChecker().check(withRule).map(\.message) == ["spec block names no component"])
    }
}
