import Foundation
import Testing
import SpecimenFormats
@testable import SpecimenKit
import SpecimenTestSupport

/// Every site that checks clean is valid against `specimen schema`'s files, document by document
/// (site.yml, registry.yml, front matter, licences, every spec, tokens and guidance block), and
/// what the parsers call an unknown key the schemas refuse too.
@Suite struct SchemaValidationTests {
    /// The sites meant to be valid: the sample and its older version (Versions/1.x), the starter
    /// `init` writes, the golden site and every site under Fixtures/sites/.
    static var validSites: [String] {
        let sites = RepositoryPaths.fixtures + "/sites"
        let fixtures = ((try? FileManager.default.contentsOfDirectory(atPath: sites)) ?? []).sorted().map { sites + "/" + $0 + "/Content" }
        return [RepositoryPaths.root + "/Content", RepositoryPaths.root + "/Versions/1.x", RepositoryPaths.root + "/Starter/Content",
                RepositoryPaths.fixtures + "/golden/site/Content"] + fixtures
    }

    @Test(arguments: validSites)
    func aValidSiteIsValidAgainstTheSchemas(_ folder: String) throws {
        let documents = try SiteDocuments.inFolder(folder)
        #expect(documents.contains { $0.schema == .site } && documents.contains { $0.schema == .frontMatter })
        let problems = documents.flatMap { $0.problems() }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Between them the valid sites show every kind of document, so no schema goes untried.
    @Test func theValidSitesTryEverySchema() throws {
        let tried = Set(try Self.validSites.flatMap { try SiteDocuments.inFolder($0) }.map(\.schema.fileName))
        #expect(tried == Set(SchemaFile.all.map(\.fileName)), "untried: \(Set(SchemaFile.all.map(\.fileName)).subtracting(tried).sorted())")
        let sample = try SiteDocuments.inFolder(RepositoryPaths.root + "/Content")
        #expect(sample.filter { $0.schema == SchemaFile.block("spec") }.count >= 10)
    }

    /// The codes whose problems a schema can state: YAML values of the wrong type or form
    /// (SP001, SP201), missing keys (SP002), unknown keys (SP003), a rule's missing or unknown
    /// level, id or text (SP203), an embed that is not https:// (SP107). A fixture that expects
    /// none of them is a valid document with a problem of another kind (a missing file, a low
    /// contrast), so every document in it must validate.
    static let shapeCodes: Set<String> = ["SP001", "SP002", "SP003", "SP107", "SP201", "SP203"]

    static var diagnosticFixtures: [String] {
        let folder = RepositoryPaths.fixtures + "/diagnostics"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test(arguments: diagnosticFixtures)
    func aFixtureValidatesUnlessItExpectsAProblemOfShape(_ name: String) throws {
        let folder = RepositoryPaths.fixtures + "/diagnostics/" + name
        let expected = try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8)
        let codes = Set(expected.matches(of: /\[(SP[0-9]{3})\]/).map { String($0.1) })
        let documents = try SiteDocuments.inFolder(folder + "/Content")
        if codes.isDisjoint(with: Self.shapeCodes) {
            let problems = documents.flatMap { $0.problems() }
            #expect(problems.isEmpty, "\(name) expects \(codes.sorted()), which no schema states:\n\(problems.joined(separator: "\n"))")
        }
        // The other way round: a file the parser finds an unknown key or rule level in is invalid.
        for line in expected.split(separator: "\n") where line.contains("unknown key `") || line.contains("is not a rule level") {
            let file = String(line.prefix { $0 != ":" })
            guard file.hasSuffix(".md") || file.hasSuffix(".yml") else { continue }
            let invalid = documents.filter { $0.place.hasPrefix(folder + "/" + file + ":") }.flatMap { $0.problems() }
            #expect(!invalid.isEmpty, "\(name): \(line) but \(file) validates")
        }
    }

    @Test func theSchemasPointAtWhatTheParsersReport() throws {
        let page = """
            ---
            titel: Tabs
            order: third
            updated: 28/09/2017
            ---

            ```spec
            component: tabs
            rules:
              - id: max
                level: musnt
                text: At most three.
                platfrom: [ios]
            contrast:
              - foreground: color.grey.60
                background: color.white
                use: body
            ```

            ```do
            caption: Short labels.
            url: https://www.figma.com/x
            ```

            ```embed
            url: http://www.figma.com/x
            height: tall
            ```
            """
        let problems = SiteDocuments.of("components/tabs.md", text: page, file: "tabs.md").flatMap { $0.problems() }
        #expect(problems == [
            "tabs.md:2 front-matter.schema.json /order: a string, not integer",
            "tabs.md:2 front-matter.schema.json /updated: `28/09/2017` does not match ^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
            "tabs.md:2 front-matter.schema.json : `title` is required",
            "tabs.md:2 front-matter.schema.json : `titel` is not allowed",
            "tabs.md:8 block-spec.schema.json /rules/0/level: `musnt` is not one of `must`, `must-not`, `should`, `should-not`, `may`",
            "tabs.md:8 block-spec.schema.json /rules/0: `platfrom` is not allowed",
            "tabs.md:8 block-spec.schema.json /contrast/0/use: `body` is not one of `text`, `large-text`, `ui`",
            "tabs.md:21 block-do.schema.json : `url` is not allowed",
            "tabs.md:26 block-embed.schema.json /url: `http://www.figma.com/x` does not match ^[Hh][Tt][Tt][Pp][Ss]://",
            "tabs.md:26 block-embed.schema.json /height: a string, not integer",
            "tabs.md:26 block-embed.schema.json : `title` is required",
        ], "\(problems.joined(separator: "\n"))")
    }
}
