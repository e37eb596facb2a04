import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// A site parsed by the pipeline from in-memory files: `registry` as `registry.yml`, each rule list
/// as the spec block of `components/<id>.md`, and any other files by path inside `Content/`.
private func versionSite(registry: String, rules: [String: String] = [:], files: [String: String] = [:]) throws -> Site {
    var all = ["C/site.yml": "title: S\nsections: [Components]\n", "C/registry.yml": registry]
    for (component, list) in rules {
        all["C/components/\(component).md"] = "---\ntitle: \(component)\nsection: Components\ncomponent: \(component)\n---\n# T\n\n```spec\nrules:\n\(list)```\n"
    }
    for (path, text) in files { all["C/" + path] = text }
    let result = try Pipeline(fileSystem: InMemoryFileSystem(files: all)).check(SiteInput(contentDirectory: "C", templatesDirectory: "T"))
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    return try #require(result.site)
}

/// A registry of `tabs` (integer `tabs` 1–9, `padding` a dimension) on `platforms`.
private func tabsRegistry(platforms: String = "[ios, android, web]", status: String = "stable") -> String {
    """
    platforms: [ios, android, web]
    components:
      tabs:
        name: Tabs
        status: \(status)
        platforms: \(platforms)
        properties:
          tabs: { type: integer, min: 1, max: 9 }
          padding: { type: dimension }

    """
}

/// One rule of `tabs` as a spec-block list item, with extra keys as written.
private func rule(_ id: String, _ level: String, _ extra: String = "", text: String = "Text.") -> String {
    "  - id: \(id)\n    level: \(level)\n    text: \(text)\n" + extra.split(separator: "\n").map { "    \($0)\n" }.joined()
}

/// The change-log lines from a site with `before` as the rules of `tabs` to one with `after`.
private func ruleLines(_ before: String, _ after: String, registry: String = tabsRegistry()) throws -> [String] {
    let old = try versionSite(registry: registry, rules: ["tabs": before])
    let new = try versionSite(registry: registry, rules: ["tabs": after])
    return ChangeLog(from: old, to: new, fromVersion: "1", toVersion: "2").changes.map(\.text)
}

@Suite struct ChangeLogTests {
    @Test func identicalVersionsHaveNoChanges() throws {
        let site = try versionSite(registry: tabsRegistry(), rules: ["tabs": rule("max", "must", "property: tabs\nmax: 4")])
        #expect(ChangeLog(from: site, to: site, fromVersion: "1", toVersion: "1").changes.isEmpty)
    }

    @Test func rulesAddedAndRemoved() throws {
        #expect(try ruleLines(rule("a", "should"), rule("a", "should") + rule("b", "should")) == ["rule tabs/b added: should: Text."])
        #expect(try ruleLines(rule("a", "should"), rule("a", "should") + rule("b", "must", "property: tabs\nmax: 3")) ==
            ["BREAKING rule tabs/b added: must: Text. (tabs ≤ 3)"])
        #expect(try ruleLines(rule("a", "should"), rule("a", "should") + rule("b", "must-not")) == ["BREAKING rule tabs/b added: must-not: Text."])
        #expect(try ruleLines(rule("a", "should"), rule("a", "should") + rule("b", "may")) == ["rule tabs/b added: may: Text."])
        #expect(try ruleLines(rule("a", "must") + rule("b", "must"), rule("a", "must")) == ["rule tabs/b removed (was must: Text.)"])
    }

    @Test func tightenedBoundsBreakAndLoosenedOnesDoNot() throws {
        #expect(try ruleLines(rule("a", "must", "property: tabs\nmax: 4"), rule("a", "must", "property: tabs\nmax: 3")) == ["BREAKING rule tabs/a: max 4 → 3"])
        #expect(try ruleLines(rule("a", "must", "property: tabs\nmax: 3"), rule("a", "must", "property: tabs\nmax: 4")) == ["rule tabs/a: max 3 → 4"])
        #expect(try ruleLines(rule("a", "must", "property: tabs\nmin: 2"), rule("a", "must", "property: tabs\nmin: 3")) == ["BREAKING rule tabs/a: min 2 → 3"])
        #expect(try ruleLines(rule("a", "must", "property: tabs\nmin: 3"), rule("a", "must", "property: tabs\nmin: 2")) == ["rule tabs/a: min 3 → 2"])
        #expect(try ruleLines(rule("a", "must", "property: tabs"), rule("a", "must", "property: tabs\nmax: 5")) == ["BREAKING rule tabs/a: max none → 5"])
        #expect(try ruleLines(rule("a", "must", "property: tabs\nmax: 5"), rule("a", "must", "property: tabs")) == ["rule tabs/a: max 5 → none"])
        #expect(try ruleLines(rule("a", "must", "property: tabs"), rule("a", "must", "property: tabs\nequals: 3")) == ["BREAKING rule tabs/a: equals none → 3"])
        #expect(try ruleLines(rule("a", "must", "property: tabs\nequals: 3"), rule("a", "must", "property: tabs\nequals: 4")) == ["BREAKING rule tabs/a: equals 3 → 4"])
        #expect(try ruleLines(rule("a", "must", "property: tabs\nequals: 3"), rule("a", "must", "property: tabs")) == ["rule tabs/a: equals 3 → none"])
    }

    @Test func boundsCompareAcrossUnitsOfOneFamily() throws {
        // 1rem is 16 px: 20px → 1rem lowers the max, 1rem → 20px raises it.
        #expect(try ruleLines(rule("p", "must", "property: padding\nmax: 20px"), rule("p", "must", "property: padding\nmax: 1rem")) ==
            ["BREAKING rule tabs/p: max 20px → 1rem"])
        #expect(try ruleLines(rule("p", "must", "property: padding\nmax: 1rem"), rule("p", "must", "property: padding\nmax: 20px")) ==
            ["rule tabs/p: max 1rem → 20px"])
    }

    @Test func strongerLevelsBreak() throws {
        let breaking = [("should", "must"), ("should-not", "must-not"), ("may", "should"), ("may", "must"), ("may", "should-not"),
                        ("may", "must-not"), ("must", "must-not"), ("should", "must-not"), ("must", "should-not")]
        for (before, after) in breaking {
            #expect(try ruleLines(rule("a", before), rule("a", after)) == ["BREAKING rule tabs/a: level \(before) → \(after)"])
        }
        let loosening = [("must", "should"), ("must-not", "should-not"), ("should", "may"), ("must", "may"), ("must-not", "may")]
        for (before, after) in loosening {
            #expect(try ruleLines(rule("a", before), rule("a", after)) == ["rule tabs/a: level \(before) → \(after)"])
        }
    }

    @Test func levelOrderIsInRuleLevel() {
        #expect(RuleLevel.may.strength < RuleLevel.should.strength && RuleLevel.should.strength < RuleLevel.must.strength)
        #expect(RuleLevel.shouldNot.strength == RuleLevel.should.strength && RuleLevel.mustNot.strength == RuleLevel.must.strength)
        #expect(RuleLevel.must.tightens(.should) && !RuleLevel.should.tightens(.must) && !RuleLevel.must.tightens(.must))
    }

    @Test func textPropertyPlatformsAndExamples() throws {
        #expect(try ruleLines(rule("a", "must", text: "Old."), rule("a", "must", text: "New.")) == ["rule tabs/a: text Old. → New."])
        #expect(try ruleLines(rule("a", "must", "property: tabs\nmax: 4"), rule("a", "must", "property: padding\nmax: 4px")) ==
            ["rule tabs/a: property tabs → padding", "rule tabs/a: max 4 → 4px"])
        // A rule without platforms has its component's: naming fewer removes some (breaking); more does not.
        #expect(try ruleLines(rule("a", "should"), rule("a", "should", "platforms: [ios]")) ==
            ["BREAKING rule tabs/a: platforms ios, android, web → ios"])
        #expect(try ruleLines(rule("a", "should", "platforms: [ios]"), rule("a", "should", "platforms: [ios, web]")) ==
            ["rule tabs/a: platforms ios → ios, web"])
        let old = try versionSite(registry: tabsRegistry(), rules: ["tabs": rule("a", "must")])
        let example = "\n```dont\ntext: Seven tabs.\ncaption: Too many.\nrule: a\n```\n"
        let files = ["components/tabs.md": "---\ntitle: Tabs\nsection: Components\ncomponent: tabs\n---\n# T\n\n```spec\nrules:\n\(rule("a", "must"))```\n" + example]
        let new = try versionSite(registry: tabsRegistry(), files: files)
        #expect(ChangeLog(from: old, to: new, fromVersion: "1", toVersion: "2").changes.map(\.text) == ["rule tabs/a: examples none → dont: Too many."])
    }

    @Test func componentsAddedRemovedStatusAndPlatforms() throws {
        let registry = tabsRegistry() + "  chip:\n    name: Chip\n    status: beta\n    platforms: [web]\n"
        let one = try versionSite(registry: tabsRegistry(), rules: ["tabs": rule("a", "must")])
        let two = try versionSite(registry: registry, rules: ["tabs": rule("a", "must"), "chip": rule("c", "must")])
        // A new component's rules are listed but break nothing.
        #expect(ChangeLog(from: one, to: two, fromVersion: "1", toVersion: "2").changes.map(\.text) ==
            ["component chip added: Chip (beta)", "rule chip/c added: must: Text."])
        #expect(ChangeLog(from: two, to: one, fromVersion: "2", toVersion: "3").changes.map(\.text) == ["BREAKING component chip removed (was Chip (beta))"])
        let beta = try versionSite(registry: tabsRegistry(status: "beta"))
        let stable = try versionSite(registry: tabsRegistry(status: "stable"))
        #expect(ChangeLog(from: beta, to: stable, fromVersion: "1", toVersion: "2").text == "component tabs: status beta → stable\n")
        let fewer = try versionSite(registry: tabsRegistry(platforms: "[ios, web]"))
        #expect(ChangeLog(from: stable, to: fewer, fromVersion: "1", toVersion: "2").text == "BREAKING component tabs: platforms ios, android, web → ios, web\n")
        #expect(ChangeLog(from: fewer, to: stable, fromVersion: "1", toVersion: "2").text == "component tabs: platforms ios, web → ios, android, web\n")
        let perPlatform = try versionSite(registry: tabsRegistry(status: "{ ios: beta, android: stable, web: stable }"))
        #expect(ChangeLog(from: perPlatform, to: stable, fromVersion: "1", toVersion: "2").text ==
            "component tabs: status ios: beta, android: stable, web: stable → stable\n")
    }

    @Test func renameByAliasKeepsTheRules() throws {
        let old = try versionSite(registry: "platforms: [ios]\ncomponents:\n  nav-bar:\n    name: Nav bar\n    status: beta\n    platforms: [ios]\n",
                                  rules: ["nav-bar": rule("title", "must") + rule("back", "should")])
        let new = try versionSite(registry: "platforms: [ios]\ncomponents:\n  navigation-bar:\n    name: Navigation bar\n    aliases: [nav-bar]\n    status: stable\n    platforms: [ios]\n",
                                  rules: ["navigation-bar": rule("title", "must") + rule("back", "must")])
        #expect(ChangeLog(from: old, to: new, fromVersion: "1", toVersion: "2").changes.map(\.text) == [
            "BREAKING rule navigation-bar/back: level should → must",
            "component nav-bar renamed to navigation-bar",
            "component navigation-bar: status beta → stable",
        ])
        // By the old name too.
        let byName = try versionSite(registry: "platforms: [ios]\ncomponents:\n  top-bar:\n    name: Top bar\n    aliases: [Nav Bar]\n    status: beta\n    platforms: [ios]\n",
                                     rules: ["top-bar": rule("title", "must") + rule("back", "should")])
        #expect(ChangeLog(from: old, to: byName, fromVersion: "1", toVersion: "2").text == "component nav-bar renamed to top-bar\n")
        // Without the alias it is a removal and an addition.
        let unrelated = try versionSite(registry: "platforms: [ios]\ncomponents:\n  top-bar:\n    name: Top bar\n    status: beta\n    platforms: [ios]\n")
        #expect(ChangeLog(from: old, to: unrelated, fromVersion: "1", toVersion: "2").changes.map(\.kind) == [.componentRemoved, .componentAdded])
    }

    static let resolver = """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    /// A site whose tokens are `base` (JSON members of `color`), `light` and `dark` (the `color.link` value of each theme).
    private func tokenSite(base: String, light: String, dark: String) throws -> Site {
        try versionSite(registry: tabsRegistry(), files: [
            "tokens/system.resolver.json": Self.resolver,
            "tokens/base.tokens.json": "{\"color\": {\"$type\": \"color\", \(base)}}",
            "tokens/light.tokens.json": "{\"color\": {\"$type\": \"color\", \"link\": {\"$value\": \"\(light)\"}}}",
            "tokens/dark.tokens.json": "{\"color\": {\"$type\": \"color\", \"link\": {\"$value\": \"\(dark)\"}}}",
        ])
    }

    @Test func tokensAddedRemovedAndChangedPerContext() throws {
        let one = try tokenSite(base: "\"a\": {\"$value\": \"#000000\"}, \"b\": {\"$value\": \"#111111\"}", light: "#3730a3", dark: "#a5b4fc")
        let two = try tokenSite(base: "\"b\": {\"$value\": \"#222222\"}, \"c\": {\"$value\": \"#333333\"}", light: "#3730a3", dark: "#c7d2fe")
        #expect(ChangeLog(from: one, to: two, fromVersion: "1", toVersion: "2").changes.map(\.text) == [
            "BREAKING token color.a removed (was #000000)",
            "token color.b: #111111 → #222222",
            "token color.c added: #333333",
            "token color.link in theme: dark: #a5b4fc → #c7d2fe",
        ])
        // A themed token changed in the default context only is one line; `color.b` above, not themed, had one line too.
        let three = try tokenSite(base: "\"b\": {\"$value\": \"#222222\"}, \"c\": {\"$value\": \"#333333\"}", light: "#4338ca", dark: "#c7d2fe")
        #expect(ChangeLog(from: two, to: three, fromVersion: "2", toVersion: "3").text == "token color.link: #3730a3 → #4338ca\n")
        let change = try #require(ChangeLog(from: one, to: two, fromVersion: "1", toVersion: "2").changes.last)
        #expect(change.context == TokenContext(modifier: "theme", context: "dark") && change.old == "#a5b4fc" && change.new == "#c7d2fe")
    }

    @Test func licencesAddedRemovedAndChanged() throws {
        let licence = { (cannot: String) in "---\ntitle: Assets\ncan:\n  - Use them.\ncannot:\n\(cannot)---\nBody.\n" }
        let one = try versionSite(registry: tabsRegistry(), files: ["licences/assets.md": licence("  - Sell them.\n"), "licences/old.md": licence("  - X.\n")])
        let two = try versionSite(registry: tabsRegistry(), files: ["licences/assets.md": licence("  - Sell them.\n  - Print them.\n"), "licences/new.md": licence("  - X.\n")])
        #expect(ChangeLog(from: one, to: two, fromVersion: "1", toVersion: "2").changes.map(\.text) == [
            "licence assets: cannot Sell them. → Sell them.; Print them.",
            "licence new added: Assets",
            "licence old removed (was Assets)",
        ])
    }

    @Test func breakingFirstThenComponentsInRegistryOrderThenTokensThenLicences() throws {
        let registry = tabsRegistry() + "  chip:\n    name: Chip\n    status: beta\n    platforms: [web]\n"
        let tokens = { (value: String) in ["tokens/base.tokens.json": "{\"color\": {\"$type\": \"color\", \"a\": {\"$value\": \"\(value)\"}}}"] }
        let one = try versionSite(registry: registry, rules: ["tabs": rule("a", "should"), "chip": rule("c", "should")],
                                  files: tokens("#000000").merging(["licences/l.md": "---\ntitle: L\ncan: [a]\ncannot: [b]\n---\n"]) { $1 })
        let two = try versionSite(registry: registry, rules: ["tabs": rule("a", "may"), "chip": rule("c", "must")],
                                  files: tokens("#ffffff").merging(["licences/l.md": "---\ntitle: L2\ncan: [a]\ncannot: [b]\n---\n"]) { $1 })
        let log = ChangeLog(from: one, to: two, fromVersion: "1", toVersion: "2")
        #expect(log.changes.map(\.text) == [
            "BREAKING rule chip/c: level should → must",
            "rule tabs/a: level should → may",
            "token color.a: #000000 → #ffffff",
            "licence l: title L → L2",
        ])
        #expect(log.breakingChanges.map(\.subject) == [.rule(component: "chip", rule: "c")])
        #expect(log.fromVersion == "1" && log.toVersion == "2")
    }

    @Test func theSameVersionsGiveTheSameLog() throws {
        let one = try versionSite(registry: tabsRegistry(), rules: ["tabs": (1...30).map { rule("r\($0)", "should") }.joined()])
        let two = try versionSite(registry: tabsRegistry(platforms: "[ios]"), rules: ["tabs": (10...40).map { rule("r\($0)", $0 % 2 == 0 ? "must" : "may") }.joined()])
        let first = ChangeLog(from: one, to: two, fromVersion: "1", toVersion: "2").text
        for _ in 0..<5 {
            let again = try versionSite(registry: tabsRegistry(platforms: "[ios]"), rules: ["tabs": (10...40).map { rule("r\($0)", $0 % 2 == 0 ? "must" : "may") }.joined()])
            #expect(ChangeLog(from: one, to: again, fromVersion: "1", toVersion: "2").text == first)
        }
        // Rules in page order after the breaking ones: r10 (may) is a loosening, r11 … are listed in order.
        let lines = first.split(separator: "\n")
        #expect(lines.first == "BREAKING component tabs: platforms ios, android, web → ios")
        #expect(lines.filter { $0.contains("removed") }.map(String.init) == (1...9).map { "rule tabs/r\($0) removed (was should: Text.)" })
    }
}

@Suite struct RuleHistoryTests {
    @Test func firstAppearanceFollowsRenames() throws {
        let one = try versionSite(registry: "platforms: [ios]\ncomponents:\n  nav-bar:\n    name: Nav bar\n    status: beta\n",
                                  rules: ["nav-bar": rule("title", "must")])
        let two = try versionSite(registry: "platforms: [ios]\ncomponents:\n  navigation-bar:\n    name: Navigation bar\n    aliases: [nav-bar]\n    status: beta\n",
                                  rules: ["navigation-bar": rule("title", "must") + rule("back", "should", "since: \"1.0\"")])
        let three = try versionSite(registry: "platforms: [ios]\ncomponents:\n  app-bar:\n    name: App bar\n    aliases: [navigation-bar]\n    status: beta\n",
                                    rules: ["app-bar": rule("title", "must", "since: \"2.0\"") + rule("back", "should", "since: \"1.0\"") + rule("menu", "may", "since: \"2.5\"")])
        let history = RuleHistory(versions: [("1.0", one), ("2.0", two), ("3.0", three)])
        #expect(history.firstAppearance(component: "app-bar", rule: "title") == "1.0")
        #expect(history.firstAppearance(component: "app-bar", rule: "back") == "2.0")
        #expect(history.firstAppearance(component: "app-bar", rule: "menu") == "3.0")
        #expect(history.firstAppearance(component: "nav-bar", rule: "title") == nil)
        // `title` says 2.0 but was in 1.0; `back` says 1.0, the version that lacked it; `menu`'s 2.5
        // is an unpublished release between 2.0 and 3.0, believed.
        #expect(history.contradictions().map { "\($0.key.component)/\($0.key.rule) since \($0.since), first \($0.firstAppears)" } == [
            "app-bar/back since 1.0, first 2.0",
            "app-bar/title since 2.0, first 1.0",
        ])
    }

    /// A history read back (`VersionLinkRecord`) finds the newest version's contradictions from
    /// its rule index alone, as the history made from the versions does.
    @Test func aHistoryReadBackFindsTheSameContradictionsFromTheRuleIndex() throws {
        let one = try versionSite(registry: tabsRegistry(), rules: ["tabs": rule("a", "must")])
        let two = try versionSite(registry: tabsRegistry(), rules: ["tabs": rule("a", "must", "since: \"2.0\"") + rule("b", "should", "since: \"1.0\"")
                                                                            + rule("c", "must")])
        let made = RuleHistory(versions: [("1.0", one), ("2.0", two)])
        let read = RuleHistory(versions: made.versions, firstAppearance: made.firstAppearance, newestIn: RuleIndex(site: two))
        let text = { (history: RuleHistory) in history.contradictions().map { "\($0.key.rule) since \($0.since), first \($0.firstAppears)" } }
        #expect(text(made) == ["a since 2.0, first 1.0", "b since 1.0, first 2.0"])
        #expect(text(read) == text(made))
        #expect(read.contradictions().map(\.location) == made.contradictions().map(\.location))
    }

    /// Read from the rule index, a rule whose id repeats counts as first written, as
    /// `VersionedRule.all` counts it, whether its component is named by its id, by an alias
    /// (listed apart from the registry's order) or not registered: a repeat's `since` is not the rule's.
    @Test func aRepeatedRuleIdCountsAsFirstWrittenWhenReadFromTheRuleIndex() throws {
        let registry = tabsRegistry().replacingOccurrences(of: "    name: Tabs\n", with: "    name: Tabs\n    aliases: [tab-bar]\n")
        var files = ["C/site.yml": "title: S\nsections: [Components]\n", "C/registry.yml": registry]
        for (page, component, rules) in [("a", "tabs", rule("r", "must") + rule("r", "must", "since: \"1.0\"") + rule("s", "must", "since: \"1.0\"")),
                                         ("b", "tab-bar", rule("t", "must")), ("c", "chip", rule("u", "must")),
                                         ("d", "tab-bar", rule("t", "must", "since: \"1.0\"")), ("e", "chip", rule("u", "must", "since: \"1.0\""))] {
            files["C/components/\(page).md"] = "---\ntitle: \(page)\nsection: Components\n---\n# T\n\n```spec\ncomponent: \(component)\nrules:\n\(rules)```\n"
        }
        let site = try #require(try Pipeline(fileSystem: InMemoryFileSystem(files: files)).check(SiteInput(contentDirectory: "C", templatesDirectory: "T")).site)
        let index = RuleIndex(site: site), all = VersionedRule.all(in: index)
        #expect(all.count == 4, "r, s, t and u, each once")
        // Every rule first appears in 2.0: a `since: "1.0"` is contradicted.
        let first = Dictionary(all.map { (RuleHistory.Key(component: $0.componentID, rule: $0.rule.id ?? ""), "2.0") }, uniquingKeysWith: { $1 })
        let made = RuleHistory(versions: ["1.0", "2.0"], firstAppearance: first, newest: all)
        let read = RuleHistory(versions: ["1.0", "2.0"], firstAppearance: first, newestIn: index)
        #expect(made.contradictions().map(\.key.rule) == ["s"])
        #expect(read.contradictions().map(\.key) == made.contradictions().map(\.key))
    }

    @Test func aSinceBeforeTheOldestVersionIsBelieved() throws {
        let one = try versionSite(registry: tabsRegistry(), rules: ["tabs": rule("a", "must", "since: \"0.9\"")])
        let history = RuleHistory(versions: [("1.0", one)])
        #expect(history.firstAppearance(component: "tabs", rule: "a") == "1.0")
        #expect(history.contradictions().isEmpty)
    }
}
