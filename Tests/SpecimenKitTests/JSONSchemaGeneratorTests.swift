import Foundation
import Testing
import SpecimenFormats
@testable import SpecimenKit
import SpecimenTestSupport

/// `specimen schema`'s files say what the parsers read: the same keys, every key described,
/// unknown keys refused, required keys required, fixed vocabularies as enums, in fixed bytes.
@Suite struct JSONSchemaGeneratorTests {
    private static func generated(_ file: SchemaFile) throws -> JSONNode {
        let text = String(decoding: JSONSchemaGenerator().bytes(file), as: UTF8.self)
        return try JSONReader().read(text).get()
    }

    /// Every mapping of a generated file (the top level, then each `$defs` entry) by name.
    private static func mappings(_ file: SchemaFile) throws -> [String: JSONNode] {
        let node = try generated(file)
        var found = [file.schema.name: node]
        for member in node["$defs"]?.members ?? [] { found[member.key] = member.value }
        return found
    }

    private static func propertyNames(_ mapping: JSONNode?) -> [String] {
        mapping?["properties"]?.members?.map(\.key) ?? []
    }

    @Test func eachFileIsADraft202012SchemaWithItsNameAsID() throws {
        #expect(SchemaFile.all.map(\.fileName) == [
            "site.schema.json", "registry.schema.json", "front-matter.schema.json", "licence.schema.json", "block-spec.schema.json",
            "block-tokens.schema.json", "block-do.schema.json", "block-dont.schema.json", "block-caution.schema.json",
            "block-figure.schema.json", "block-embed.schema.json",
        ])
        for file in SchemaFile.all {
            let bytes = JSONSchemaGenerator().bytes(file)
            #expect(bytes == JSONSchemaGenerator().bytes(file), "\(file.fileName) is not deterministic")
            #expect(bytes.last == UInt8(ascii: "\n") && bytes.dropLast().last == UInt8(ascii: "}"))
            let node = try Self.generated(file)
            #expect(node.members?.prefix(3).map(\.key) == ["$schema", "$id", "title"])
            #expect(node["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
            #expect(node["$id"]?.string == file.fileName)
            #expect(node["type"]?.string == "object")
        }
    }

    /// The structural guarantee, checked from the output side: the property names of each
    /// mapping are exactly the keys its parser accepts without SP003.
    @Test func propertyNamesAreTheKeysTheParsersKnow() throws {
        let expected: [(SchemaFile, String, [String])] = [
            (.site, "Site", SiteConfigParser.knownKeys), (.site, "TokenSettings", TokenSettings.knownKeys),
            (.site, "ThemeSettings", ThemeSettings.knownKeys), (.site, "FooterLink", ThemeSettings.footerLinkKeys),
            (.site, "Version", VersionSetting.schema.keys),
            (.registry, "Registry", Registry.knownKeys), (.registry, "Component", Component.knownKeys),
            (.registry, "Property", PropertySpec.knownKeys), (.registry, "Deprecation", Deprecation.knownKeys),
            (.registry, "ExternalReplacement", Deprecation.externalKeys),
            (.frontMatter, "FrontMatter", FrontMatter.knownKeys), (.frontMatter, "Asset", AssetReference.knownKeys),
            (.licence, "Licence", Licence.knownKeys),
            (SchemaFile.block("spec")!, "SpecBlock", SpecBlock.knownKeys), (SchemaFile.block("spec")!, "Rule", Rule.knownKeys),
            (SchemaFile.block("spec")!, "ContrastPair", ContrastPair.knownKeys), (SchemaFile.block("spec")!, "State", VisualState.knownKeys),
            (SchemaFile.block("spec")!, "AnatomyNote", AnatomyNote.knownKeys),
            (SchemaFile.block("tokens")!, "TokensBlock", TokenGridBlock.knownKeys),
        ] + GuidanceBlock.Kind.allCases.map { kind in
            (SchemaFile.block(kind.rawValue)!, GuidanceBlock.schema(for: kind).name, GuidanceBlock.knownKeys(for: kind))
        }
        for (file, name, keys) in expected {
            let mapping = try Self.mappings(file)[name]
            #expect(!keys.isEmpty)
            #expect(Self.propertyNames(mapping) == keys, "\(file.fileName) \(name)")
        }
        #expect(Self.propertyNames(try Self.mappings(.site)["ColorScheme"]) == ["light", "dark"])
        // Nothing in a file that the table above does not account for.
        let checked = Set(expected.map { "\($0.0.fileName) \($0.1)" } + ["site.schema.json ColorScheme"])
        for file in SchemaFile.all {
            for name in try Self.mappings(file).keys { #expect(checked.contains("\(file.fileName) \(name)"), "\(file.fileName) \(name) is not checked") }
        }
    }

    @Test func everyMappingRefusesUnknownKeysAndEveryKeyIsDescribed() throws {
        for file in SchemaFile.all {
            for (name, mapping) in try Self.mappings(file) {
                #expect(mapping["additionalProperties"]?.value == .bool(false), "\(file.fileName) \(name)")
                #expect((mapping["description"]?.string ?? "").isEmpty == false, "\(file.fileName) \(name)")
                for property in mapping["properties"]?.members ?? [] {
                    let description = property.value["description"]?.string ?? ""
                    #expect(description.count > 10 && description.hasSuffix("."), "\(file.fileName) \(name).\(property.key): \(description)")
                }
            }
        }
    }

    @Test func requiredKeysAndFixedVocabulariesAreStated() throws {
        func required(_ file: SchemaFile, _ name: String) throws -> [String] {
            try Self.mappings(file)[name]?["required"]?.array?.compactMap(\.string) ?? []
        }
        func values(_ file: SchemaFile, _ name: String, _ key: String) throws -> [String] {
            try Self.mappings(file)[name]?["properties"]?[key]?["enum"]?.array?.compactMap(\.string) ?? []
        }
        let spec = try #require(SchemaFile.block("spec"))
        #expect(try required(.site, "Site") == ["title"])
        #expect(try required(.frontMatter, "FrontMatter") == ["title"])
        #expect(try required(.frontMatter, "Asset") == ["path"])
        #expect(try required(.licence, "Licence") == ["title", "can", "cannot"])
        #expect(try required(.registry, "Component") == ["name"])
        #expect(try required(.registry, "Property") == ["type"])
        #expect(try required(spec, "Rule") == ["id", "level", "text"])
        #expect(try required(spec, "ContrastPair") == ["foreground", "background", "use"])
        #expect(try required(SchemaFile.block("do")!, "Verdict") == ["caption"])
        #expect(try required(SchemaFile.block("embed")!, "Embed") == ["url", "title"])
        #expect(try required(SchemaFile.block("figure")!, "Figure").isEmpty)
        #expect(try Self.mappings(SchemaFile.block("figure")!)["Figure"]?["anyOf"]?.array?.compactMap { $0["required"]?.array?.first?.string }
            == ["image", "video", "code", "text"])

        #expect(try values(spec, "Rule", "level") == ["must", "must-not", "should", "should-not", "may"])
        #expect(try values(spec, "ContrastPair", "use") == ["text", "large-text", "ui"])
        #expect(try values(.registry, "Property", "type") == ["integer", "number", "dimension", "string", "boolean"])
        #expect(try values(.site, "TokenSettings", "cssNames") == ["kebab", "keep"])
        #expect(try values(SchemaFile.block("figure")!, "Figure", "audio") == ["none"])
        // A registry may have statuses of its own: the default words are offered, not imposed.
        let status = try #require(try Self.mappings(.registry)["Component"]?["properties"]?["status"]?["anyOf"]?.array?.first)
        #expect(status["enum"] == nil && status["examples"]?.array?.compactMap(\.string) == ["draft", "beta", "stable", "deprecated"])
    }

    @Test func aPropertyIsWrittenAsEditorsReadIt() throws {
        let text = String(decoding: JSONSchemaGenerator().bytes(.frontMatter), as: UTF8.self)
        #expect(text.contains("""
                "updated": {
                  "description": "When the page was last changed, written YYYY-MM-DD.",
                  "type": "string",
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "examples": [
                    "2017-09-28"
                  ]
                },
            """), "\(text)")
        #expect(text.contains("""
                "assets": {
                  "description": "Files to download from the page, each with its licence.",
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/Asset"
                  }
                },
            """))
    }

    /// Drift the structure cannot catch: a parser that lists keys by hand, or reads a key no
    /// definition describes (which every file using it would get SP003 for).
    @Test func parsersReadOnlyDescribedKeys() throws {
        let parse = RepositoryPaths.root + "/Sources/SpecimenKit"
        let described = Set(SchemaFile.all.flatMap { $0.schema.withNested.flatMap(\.keys) })
        let reads = try NSRegularExpression(pattern: #"\.(?:string|integer|bool|stringList|stringPairs|items|nested|lifecycle|value|itemLocations|location)\((?:ofValue: |ofKey: )?"([A-Za-z]+)""#)
        var files = 0
        for name in try FileManager.default.subpathsOfDirectory(atPath: parse) where name.hasSuffix(".swift") {
            let source = try String(contentsOfFile: parse + "/" + name, encoding: .utf8)
            #expect(!source.contains("reportUnknownKeys(known: [\""), "\(name) lists known keys by hand")
            #expect(!source.contains("Keys = [\""), "\(name) lists known keys by hand")
            guard name.hasPrefix("Parse/"), source.contains("YAMLFields"), !name.hasSuffix("StringCatalogParser.swift") else { continue }
            files += 1
            for match in reads.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                let key = String(source[Range(match.range(at: 1), in: source)!])
                #expect(described.contains(key), "\(name) reads `\(key)`, which no definition in Sources/SpecimenKit/Schema/ describes")
            }
        }
        #expect(files >= 6)
    }
}
