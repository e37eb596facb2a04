/// One JSON Schema file `specimen schema` writes: its name and the input it describes. The
/// catalogue (`all`) names every YAML input an author writes: site.yml, registry.yml, front
/// matter of pages and licences, and every fenced block whose body is YAML.
package struct SchemaFile: Sendable, Hashable {
    /// The file's name, also its `$id` (`site.schema.json`).
    package var fileName: String
    /// What the schema describes, as people call it (`site.yml`, "```spec blocks").
    package var describes: String
    /// The keys of the document's top-level mapping.
    package var schema: InputSchema

    package init(fileName: String, describes: String, schema: InputSchema) {
        self.fileName = fileName
        self.describes = describes
        self.schema = schema
    }

    /// The schema's `title`.
    package var title: String { "Specimen: \(describes)" }

    /// The schema of `site.yml`.
    package static let site = SchemaFile(fileName: "site.schema.json", describes: "site.yml", schema: SiteConfig.schema)
    /// The schema of `registry.yml`.
    package static let registry = SchemaFile(fileName: "registry.schema.json", describes: "registry.yml", schema: Registry.schema)
    /// The schema of a guideline page's front matter.
    package static let frontMatter = SchemaFile(fileName: "front-matter.schema.json", describes: "front matter of guideline pages", schema: FrontMatter.schema)
    /// The schema of a licence's front matter.
    package static let licence = SchemaFile(fileName: "licence.schema.json", describes: "front matter of licences/*.md", schema: Licence.schema)

    /// The schema of the body of a fenced block whose info string starts with `word` (`spec`,
    /// `do`), or nil when Specimen does not read such blocks.
    package static func block(_ word: String) -> SchemaFile? {
        blocks.first { $0.fileName == blockFileName(word) }
    }

    /// The fenced blocks whose body is YAML, by info string: spec, tokens and the guidance blocks.
    package static let blocks: [SchemaFile] =
        [("spec", SpecBlock.schema), ("tokens", TokenGridBlock.schema)].map(blockFile)
        + GuidanceBlock.Kind.allCases.map { blockFile($0.rawValue, GuidanceBlock.schema(for: $0)) }

    private static func blockFile(_ word: String, _ schema: InputSchema) -> SchemaFile {
        SchemaFile(fileName: blockFileName(word), describes: "```\(word) blocks", schema: schema)
    }

    private static func blockFileName(_ word: String) -> String { "block-\(word).schema.json" }

    /// Every schema, in the order `specimen schema` writes and lists them.
    package static let all: [SchemaFile] = [site, registry, frontMatter, licence] + blocks
}
