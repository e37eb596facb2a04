import Foundation
import SpecimenFormats
import SpecimenKit
import SpecimenMarkdown

/// One YAML document of a site — `site.yml`, `registry.yml`, a page's or licence's front matter, a
/// fenced block's body — with the schema that describes it, split out as Specimen's parsers
/// split it (front matter by `FrontMatterSplitter`, blocks by cmark-gfm, at their lines).
package struct SiteDocument: Sendable {
    /// The file and line the YAML starts at, for messages.
    package var place: String
    package var schema: SchemaFile
    /// The YAML as JSON (`YAMLInstance`); null when there is none.
    package var instance: JSONNode
    /// Why the YAML could not be read, if it could not.
    package var syntaxError: String?

    /// Every way the document breaks its schema, each as `place schema path: problem`.
    package func problems() -> [String] {
        if let syntaxError { return ["\(place) \(schema.fileName): \(syntaxError)"] }
        return SiteDocuments.validator(schema).errors(in: instance).map { "\(place) \(schema.fileName) \($0)" }
    }
}

/// The YAML documents of a content folder, for validating sites against `specimen schema`'s
/// files (`SchemaValidationTests`).
package enum SiteDocuments {
    /// The documents of the file at `relativePath` inside a content folder (`components/tabs.md`);
    /// `file` names it in messages. Files Specimen reads no YAML from give none.
    package static func of(_ relativePath: String, text: String, file: String) -> [SiteDocument] {
        switch relativePath {
        case "site.yml": return [document(text, firstLine: 1, file: file, schema: .site)]
        case "registry.yml": return [document(text, firstLine: 1, file: file, schema: .registry)]
        default: break
        }
        guard relativePath.hasSuffix(".md") else { return [] }
        let split = FrontMatterSplitter().split(text)
        let isLicence = relativePath.hasPrefix("licences/")
        let frontMatter = split.yaml.map { document($0, firstLine: split.yamlFirstLine, file: file, schema: isLicence ? .licence : .frontMatter) }
            ?? SiteDocument(place: "\(file):1", schema: isLicence ? .licence : .frontMatter, instance: JSONNode(.null))
        // A licence's body is Markdown only: its fenced blocks are code.
        guard !isLicence else { return [frontMatter] }
        let blocks = Markdown.outline(of: split.markdown).fencedBlocks.compactMap { block in
            SchemaFile.block(block.language).map { document(block.code, firstLine: block.line + 1, file: file, schema: $0) }
        }
        return [frontMatter] + blocks
    }

    /// The documents of every file of the content folder at `folder` (hidden names skipped, as
    /// the loader skips them, and files that are not UTF-8 text, which are SP005), in path order.
    package static func inFolder(_ folder: String) throws -> [SiteDocument] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        return try paths.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.flatMap { path -> [SiteDocument] in
            guard path.hasSuffix(".md") || path.hasSuffix(".yml") else { return [] }
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            guard let text = String(data: data, encoding: .utf8) else { return [] }
            return of(path, text: text, file: folder + "/" + path)
        }
    }

    private static func document(_ yaml: String, firstLine: Int, file: String, schema: SchemaFile) -> SiteDocument {
        let composed = YAMLRegion(file: file, yaml: yaml, firstLine: firstLine).compose(what: schema.describes)
        return SiteDocument(place: "\(file):\(firstLine)", schema: schema, instance: composed.value.flatMap { $0 }.map(YAMLInstance.json) ?? JSONNode(.null),
                            syntaxError: composed.diagnostics.first?.message)
    }

    /// The validator of each schema file, made once.
    static func validator(_ file: SchemaFile) -> JSONSchemaValidator {
        validators[file.fileName]!
    }

    private static let validators: [String: JSONSchemaValidator] = Dictionary(uniqueKeysWithValues: SchemaFile.all.map { file in
        let text = String(decoding: JSONSchemaGenerator().bytes(file), as: UTF8.self)
        // The generator's own output: a failure to read it back is a bug the tests must show at once.
        let schema = (try? JSONReader().read(text).get()) ?? JSONNode(.bool(false))
        return (file.fileName, JSONSchemaValidator(schema: schema))
    })
}
