import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// `rules.json` is written rule by rule (`PrettyJSONMembers`); it must be byte for byte what
/// the `PrettyJSON` tree of the same rules writes, which `PrettyJSONTests` ties to `JSONEncoder`.
@Suite struct RulesJSONTests {
    /// The export as a `PrettyJSON` tree: how `rules.json` was made before it was streamed.
    static func tree(_ site: Site, _ index: RuleIndex) -> [UInt8] {
        let rules = index.entries.map { entry -> PrettyJSON in
            let rule = entry.rule
            return .object([
                ("url", .string(RouteMapper().outputPath(forRoute: entry.page.route) + "#" + entry.anchor)),
                ("bound", rule.bounds.isEmpty ? nil : .string(rule.bounds.summary)), ("component", .string(entry.componentID)),
                ("componentName", .string(entry.component?.name ?? entry.componentID)), ("equals", rule.bounds.equals.map { .string($0.raw) }),
                ("id", .string(rule.id ?? "")), ("level", .string(rule.level?.rawValue ?? "")), ("max", rule.bounds.max.map { .string($0.raw) }),
                ("min", rule.bounds.min.map { .string($0.raw) }), ("page", .string(entry.page.relativePath)),
                ("platforms", .strings(entry.platforms)), ("property", rule.property.map(PrettyJSON.string)),
                ("since", rule.since.map(PrettyJSON.string)), ("text", .string(rule.text ?? "")),
            ])
        }
        let export = PrettyJSON.object([("version", site.config.version.isEmpty ? nil : .string(site.config.version)), ("rules", .array(rules))])
        return export.utf8 + [UInt8(ascii: "\n")]
    }

    static func checked(_ root: String) throws -> Pipeline.CheckResult {
        try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Templates"))
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

    /// No rules and no version: an empty array, and no `version` member.
    @Test func anEmptyExportEqualsTheTree() throws {
        let result = try Self.checked(RepositoryPaths.root)
        var site = try #require(result.site)
        let templates = try #require(result.templates)
        site.config.version = ""
        site.pages = []
        let index = RuleIndex(site: site)
        let streamed = [UInt8](RulesPageRenderer(site: site, templates: templates, rules: index).json())
        #expect(streamed == Self.tree(site, index))
        #expect(String(decoding: streamed, as: UTF8.self) == "{\n  \"rules\" : [\n\n  ]\n}\n")
    }
}
