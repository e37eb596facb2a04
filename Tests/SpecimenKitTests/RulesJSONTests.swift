import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport
import SpecimenFormats

/// `rules.json` is written rule by rule (`JSONObjectWriter`); it must be byte for byte what the
/// tree of the same rules writes, members sorted by key.
@Suite struct RulesJSONTests {
    /// The export as a `JSONNode` tree: how `rules.json` was made before it was streamed.
    static func tree(_ site: Site, _ index: RuleIndex) -> [UInt8] {
        func text(_ value: String?) -> JSONNode? { value.map { JSONNode(.string($0)) } }
        let changes = site.history?.changesByRule() ?? [:]
        let rules = index.entries.map { entry -> JSONNode in
            let rule = entry.rule
            let first: [(String, JSONNode?)] = [
                ("url", text(RouteMapper().outputPath(forRoute: entry.page.route) + "#" + entry.anchor)),
                ("bound", rule.bounds.isEmpty ? nil : text(rule.bounds.summary)), ("component", text(entry.componentID)),
                ("componentName", text(entry.component?.name ?? entry.componentID)), ("equals", text(rule.bounds.equals?.raw)),
                ("examples", index.examples[entry.anchor].map { shown in
                    JSONNode(.array(shown.map { example in
                        JSONNode(members: [("caption", text(example.caption)), ("kind", text(example.kind.rawValue)),
                                           ("url", text(RouteMapper().outputPath(forRoute: example.page.route) + "#" + example.anchor))])
                    }))
                }),
            ]
            let key = RuleHistory.Key(component: entry.componentID, rule: rule.id ?? "")
            let history = site.history.map { history in
                JSONNode(members: [
                    ("changes", JSONNode(.array((changes[key] ?? []).map { item in
                        let log = history.changeLogs[item.index], change = item.change
                        return JSONNode(members: [
                            ("aspect", text(change.aspect)), ("breaking", JSONNode(.bool(change.isBreaking))), ("from", text(log.fromVersion)),
                            ("kind", text(change.kind.rawValue)), ("new", text(change.new)), ("old", text(change.old)), ("text", text(change.text)),
                            ("version", text(log.toVersion)),
                        ])
                    }))),
                    ("firstVersion", text(history.rules.firstAppearance(component: key.component, rule: key.rule))),
                ])
            }
            let rest: [(String, JSONNode?)] = [
                ("history", history), ("id", text(rule.id ?? "")), ("level", text(rule.level?.rawValue ?? "")), ("max", text(rule.bounds.max?.raw)),
                ("min", text(rule.bounds.min?.raw)), ("page", text(entry.page.relativePath)),
                ("platforms", JSONNode(strings: entry.platforms)), ("property", text(rule.property)),
                ("since", text(rule.since)), ("text", text(rule.text ?? "")),
            ]
            return JSONNode(members: first + rest)
        }
        let names = site.registry.platformNames
        let platformNames = names.isEmpty ? nil : JSONNode(members: names.keys.sorted().map { ($0, text(names[$0])) })
        let export = JSONNode(members: [("version", site.config.version.isEmpty ? nil : text(site.config.version)), ("rules", JSONNode(.array(rules))),
                                        ("platformNames", platformNames)])
        return JSONWriter(.compact).bytes(sortedByKey(export)) + [UInt8(ascii: "\n")]
    }

    /// `node` with every object's members sorted by key: `.encoderPretty` sorts them as it writes,
    /// and reading that back keeps its order.
    static func sortedByKey(_ node: JSONNode) -> JSONNode {
        guard case .success(let sorted) = JSONReader().read(String(decoding: JSONWriter(.encoderPretty).bytes(node), as: UTF8.self)) else {
            preconditionFailure("JSONWriter writes JSON that JSONReader reads")
        }
        return sorted
    }

    static func checked(_ root: String) throws -> Pipeline.CheckResult {
        try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"))
    }

    @Test(arguments: ["", "harbor", "xss"])
    func theStreamedExportEqualsTheTree(fixture: String) throws {
        let result = try Self.checked(fixture.isEmpty ? RepositoryPaths.root : RepositoryPaths.fixtures + "/sites/" + fixture)
        let site = try #require(result.site), templates = try #require(result.templates)
        let index = RuleIndex(site: site)
        let streamed = [UInt8](RulesPageRenderer(site: site, templates: templates, rules: index).json())
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: Self.tree(site, index), as: UTF8.self))
        if fixture.isEmpty { #expect(index.entries.count > 20) }
    }

    /// No rules, no version and no platform names: an empty array, and no `version` or `platformNames` member.
    @Test func anEmptyExportEqualsTheTree() throws {
        let result = try Self.checked(RepositoryPaths.root)
        var site = try #require(result.site)
        let templates = try #require(result.templates)
        site.config.version = ""
        site.registry.platformNames = [:]
        site.pages = []
        let index = RuleIndex(site: site)
        let streamed = [UInt8](RulesPageRenderer(site: site, templates: templates, rules: index).json())
        #expect(streamed == Self.tree(site, index))
        #expect(String(decoding: streamed, as: UTF8.self) == "{\"rules\":[]}\n")
    }
}
